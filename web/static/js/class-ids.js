// The class view's elements, by their ids: the one place that names them. The view
// builds its pages itself (the classes' home, a class, an assignment), so these are
// the ids it gives the elements it makes and finds again (and the browser tests read).
export const IDS = {
  // the classes' home
  home: 'cl-home', newClass: 'cl-new-class', className: 'cl-class-name', createClass: 'cl-create-class',
  homeStatus: 'cl-home-status', keptHeading: 'cl-kept-h', note: 'cl-note',
  // a class
  classTitle: 'cl-class-title', teacherLink: 'cl-teacher-link', teacherCopied: 'cl-teacher-copied', deleteClass: 'cl-delete',
  listHeading: 'cl-list-h', assignments: 'cl-assignments',
  // the new assignment's form
  newAssignment: 'cl-new-assignment', title: 'cl-title', exRows: 'cl-ex-rows', addEx: 'cl-add-ex',
  opens: 'cl-opens', closes: 'cl-closes', reveal: 'cl-reveal', feedback: 'cl-feedback', createAssignment: 'cl-create-assignment', formStatus: 'cl-form-status',
  // an assignment being changed (one at a time)
  edit: 'cl-edit', editTitle: 'cl-edit-title', editOpens: 'cl-edit-opens', editCloses: 'cl-edit-closes',
  editReveal: 'cl-edit-reveal', editFeedback: 'cl-edit-feedback', editSave: 'cl-edit-save', editStatus: 'cl-edit-status',
  // closing now, showing and hiding the answers: the confirmation (its buttons ID-ok
  // and ID-cancel)
  closeDialog: 'cl-close-dialog', showDialog: 'cl-show-dialog',
  // an assignment's results
  results: 'cl-results', resultsHeading: 'cl-results-h', refresh: 'cl-refresh', csv: 'cl-csv', updated: 'cl-updated', table: 'cl-table',
  // one student's work
  work: 'cl-student-work', workHeading: 'cl-student-work-h', workClose: 'cl-student-work-close', workTree: 'cl-student-work-tree',
  workTab: 'cl-work-tab', // cl-work-tab-N: exercise N's tab
  // a student's assignment
  assignmentTitle: 'cl-assignment-title', status: 'cl-status', rule: 'cl-rule', join: 'cl-join', studentName: 'cl-student-name',
  studentNumber: 'cl-student-number', joinGo: 'cl-join-go', joinStatus: 'cl-join-status', notMe: 'cl-not-me',
  tab: 'cl-tab', // cl-tab-N: exercise N's tab
  taskHeading: 'cl-task-h', attemptsLine: 'cl-attempts-line', tree: 'cl-tree', fields: 'cl-fields',
  handIn: 'cl-hand-in', clear: 'cl-clear', handStatus: 'cl-hand-status', attempts: 'cl-attempts',
  // a node's fields beside the question's picture
  inValue: 'cl-in-value', inAlpha: 'cl-in-alpha', inBeta: 'cl-in-beta',
  // the keys on screen (class-secret.js): the teacher's link masked, forgetting a class;
  // a student's own link
  teacherShow: 'cl-teacher-show', forgetClass: 'cl-forget-class', ownLink: 'cl-own-link', ownShow: 'cl-own-show', ownCopied: 'cl-own-copied',
  // a student as the teacher keeps them (class-roster.js), in their work's panel
  roster: 'cl-roster', rosterStatus: 'cl-roster-status', showLink: 'cl-show-link', resetLink: 'cl-reset-link', studentLink: 'cl-student-own-link',
  rename: 'cl-rename', renameName: 'cl-rename-name', renameSave: 'cl-rename-save', mergeInto: 'cl-merge-into', mergeGo: 'cl-merge-go',
  deleteStudent: 'cl-delete-student',
};

// exerciseId is the id of a field of the new assignment's exercise n: cl-ex2-source.
export const exerciseId = (n, field) => `cl-ex${n}-${field}`;

// tabId is the id of exercise n's tab: a student's (IDS.tab), or a student's work's
// (IDS.workTab).
export const tabId = (n, prefix = IDS.tab) => `${prefix}-${n}`;
