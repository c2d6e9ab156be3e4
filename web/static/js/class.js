// The class view: a teacher's classes (class-teacher.js) and a student's assignment
// (class-student.js), kept by the server (/api/classes, /api/assignments). No accounts:
// a class opens with its teacher's link (…?view=class&class=ID#key=KEY), an assignment
// with its students' link (…?view=class&a=ID), or a student's own link (…#student=KEY);
// this browser keeps the keys it was given (localStorage), a student's by class; the
// keys are masked on screen and never in a link copied for others (class-secret.js).
// The view's parts:
//
//	class-model.js    what it shows, worked out without the page; what the browser keeps
//	class-ids.js      the ids of the elements it makes
//	class-teacher.js  the classes' home, a class, its assignments and their results
//	class-form.js     a new assignment's form, and an assignment's change
//	class-work.js     one student's work, as their teacher sees it
//	class-student.js  a student's assignment, handed in exercise by exercise
//	class-sheet.js    the question's picture as an answer sheet
//	class-attempt.js  an attempt graded: its score and mistakes
//	class-secret.js   a secret link masked on screen; the header's link without keys
//	class-roster.js   a student as the teacher keeps them: own link, rename, merge, delete
//
// Its requests go through one Requests (api.js), by kind: a newer request of a kind
// aborts the older, and leaving the view (or opening another class or assignment)
// aborts them all; what was cut off is asked again when the view is shown again.
import { getLang } from './i18n.js';
import { Requests } from './api.js';
import { $ } from './dom.js';
import { classAddress, readAddress, keptKey } from './class-model.js';
import { TeacherPage } from './class-teacher.js';
import { StudentPage } from './class-student.js';

export class ClassView {
  constructor(app) {
    this.app = app;
    this.root = $('view-class');
    this.req = new Requests();
    this.mode = ''; // '', 'teacher' or 'student'
    this.teacher = new TeacherPage(this);
    this.student = new StudentPage(this);
    // a question's picture is as large as its box: refitted when the window changes
    window.addEventListener('resize', () => {
      clearTimeout(this.resizing);
      this.resizing = setTimeout(() => {
        for (const sheet of [this.student.sheet, this.teacher.work && this.teacher.work.sheet]) if (sheet && sheet.svg.isConnected) sheet.fit();
      }, 150);
    });
  }

  // start opens what a link says: a student's assignment (a=), a teacher's class
  // (class=, its key in the address's #key= or kept here; results= and student= what
  // it shows), else the classes' home.
  start(q, hash) {
    const at = readAddress(q, hash);
    this.req.abortAll();
    if (at.a) {
      this.mode = 'student';
      this.teacher.stop();
      this.student.start(at.a, at.own);
    } else if (at.cls) {
      this.mode = 'teacher';
      this.teacher.start(at);
    } else {
      this.mode = '';
      this.teacher.home();
    }
    this.saveURL();
  }

  // enter: the tab was chosen.
  enter() {
    if (!this.root.hasChildNodes()) {
      this.start(new URLSearchParams(), '');
      return;
    }
    if (this.mode === 'student') this.student.resume();
    else if (this.mode === 'teacher') this.teacher.resume();
    this.saveURL();
  }

  // leave: every request of the view is aborted (the server stops working for
  // nobody), and the results stop being refreshed.
  leave() {
    this.req.abortAll();
    this.teacher.stop();
  }

  link() {
    const lang = getLang();
    if (this.mode === 'student') return classAddress({ a: this.student.id, lang });
    if (this.mode === 'teacher') {
      // the teacher's key leaves the address bar (a projected screen shows it) once
      // this browser keeps it: until then a reload needs it there
      const at = this.teacher.address();
      if (at.key && keptKey(at.cls) === at.key) at.key = '';
      return classAddress({ ...at, lang });
    }
    return classAddress({ lang });
  }

  saveURL() {
    if (this.app.view !== 'class') return;
    history.replaceState(history.state, '', this.link());
  }

  // showTeacher opens a class's page (after making it, or from the home's list).
  showTeacher(id, key) {
    history.pushState(null, '', classAddress({ cls: id, key }));
    this.start(new URLSearchParams({ class: id }), '#key=' + encodeURIComponent(key));
  }

  showHome() {
    history.pushState(null, '', classAddress({}));
    this.start(new URLSearchParams(), '');
  }

  relabel() {
    if (this.mode === 'student') this.student.relabel();
    else this.teacher.relabel();
    if (this.app.view === 'class') this.saveURL();
  }
}
