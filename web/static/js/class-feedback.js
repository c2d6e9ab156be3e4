// An assignment's feedback rule: what a graded attempt tells its student before the
// answers are shown (the server's classroom.Feedback), as the teacher chooses it, as
// the student reads it, and an attempt's figures as the rule lets them be said; what
// closing an assignment shows, as its confirmation says it. Nothing here touches the
// page.
import { t } from './i18n.js';

// FEEDBACKS are the rules, from the least told to the most, with their words.
export const FEEDBACKS = [['none', 'clFeedback_none'], ['score', 'clFeedback_score'], ['count', 'clFeedback_count'], ['full', 'clFeedback_full']];
export const DEFAULT_FEEDBACK = 'count';

const feedbackKey = (f) => (FEEDBACKS.find(([v]) => v === f) || FEEDBACKS[2])[1];

// REVEAL_KEYS name the reveal rules (class-model.js's REVEALS, by value).
const REVEAL_KEYS = { 'after-close': 'clRevealAfterClose', never: 'clRevealNever', 'each-attempt': 'clRevealEachAttempt' };

// sealed reports whether an attempt came sealed by its rule: its score (maybe), the
// number of its mistakes (maybe), never the mistakes.
export const sealed = (at) => ['none', 'score', 'count'].includes(at.feedback);

// mistakesText says a number of mistakes: "no mistakes", "1 mistake", "3 mistakes".
export function mistakesText(k) {
  if (k === 0) return t('clMistakes0');
  return k === 1 ? t('clMistakes1') : t('clMistakesN', { k });
}

// scoreLine is an attempt's figures as its rule lets them be said: {text, full}.
// "Received" (none); "Score: 4" ("Score: 4 out of 7" for the minimax values question,
// whose number of answers tells nothing); with "· 2 mistakes" (count); the score out of
// the graded answers once they are shown, or under the rule full.
export function scoreLine(at) {
  if (at.feedback === 'none' || at.score === undefined) return { text: t('clReceived'), full: false };
  const hasOutOf = typeof at.out_of === 'number';
  const full = hasOutOf && at.score === at.out_of;
  let text = hasOutOf ? t(full ? 'exFullMarks' : 'exScore', { s: at.score, n: at.out_of }) : t('clScoreOnly', { s: at.score });
  if (typeof at.mistake_count === 'number') text += ' · ' + mistakesText(at.mistake_count);
  return { text, full };
}

// ruleLine is what the student's page says of the rule while the answers are hidden
// ('' once they are shown).
const RULE_KEYS = { none: 'clRule_none', score: 'clRule_score', count: 'clRule_count', full: 'clRule_full' };

export function ruleLine(a) {
  if (a.revealed) return '';
  // an assignment that never shows the answers does not promise them
  return t((RULE_KEYS[a.feedback] || RULE_KEYS[DEFAULT_FEEDBACK]) + (a.reveal === 'never' ? 'Never' : ''));
}

// rulesLine is an assignment's rules as its teacher's list says them: "Answers shown:
// once the assignment closes. Before the answers show: the score.", and when they are
// shown now, that the students see them.
export function rulesLine(a) {
  const r = t(REVEAL_KEYS[a.reveal] || 'clRevealAfterClose');
  return t(a.revealed ? 'clRevealIsNow' : 'clRevealIs', { r }) + ' ' + t('clFeedbackIs', { f: t(feedbackKey(a.feedback)) });
}

// closeText is what closing assignment a now does, as its confirmation says it: the
// hand-ins stop; the answers show at once (after-close), stay hidden (never) or are
// shown already (each-attempt); and how to take it back.
export function closeText(a) {
  const out = [t('clCloseStops')];
  if (a.reveal === 'never') out.push(t('clCloseKeepsHidden'));
  else if (a.reveal === 'each-attempt') out.push(t('clCloseAlreadyShown'));
  else out.push(t('clCloseReveals'));
  out.push(t('clCloseUndo'));
  return out;
}
