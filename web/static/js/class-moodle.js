// The results' downloads for Moodle: the gradebook's CSV and the exercises as Moodle
// XML questions (package moodle; the README's "Moodle" section says how to import
// them).
import { t } from './i18n.js';
import { h } from './dom.js';
import { IDS } from './class-ids.js';

// moodleButtons are the two buttons; download(path, ext) saves the assignment's file
// at path below its API path.
export function moodleButtons(download) {
  return [
    h('button', { type: 'button', id: IDS.csv + '-moodle', className: 'btn btn-small', textContent: t('clMoodleGrades'), title: t('clMoodleGradesTip'),
      onclick: () => download('/results?format=moodle-csv', 'csv') }),
    h('button', { type: 'button', id: IDS.csv + '-moodle-xml', className: 'btn btn-small', textContent: t('clMoodleQuestions'), title: t('clMoodleQuestionsTip'),
      onclick: () => download('/moodle.xml', 'xml') }),
  ];
}
