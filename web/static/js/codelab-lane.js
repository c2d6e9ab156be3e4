// The code lab's own lane on the page: the student's code waits for its turn in a
// queue shared fairly by the class (one line per student, served in turn), and the
// page says where it is ("position 3 in the queue") until it runs.
//
//	laneClient     names this browser to the server once (the cookie gt_lab_client):
//	               its checks, searches and tournaments are one student's share
//	checkInLane    a check whose place in the queue is shown while it waits
//	laneLine       the queue's and the tournament's progress lines of a stream
//	moveLimitNote  the tournament's per-move limit, said under its button
import { t, onLangChange } from './i18n.js';
import { APIError } from './api.js';

const COOKIE = 'gt_lab_client';

// The tournament's per-move limit (labmatch.DefaultMoveMillis, DefaultMoveSteps).
export const MOVE_MILLIS = 2000;
export const MOVE_STEPS = 20000000;

// laneClient makes this browser's name for the lab's queue once, kept in a cookie
// that every request of the page carries.
export function laneClient() {
  const m = document.cookie.match(/(?:^|;\s*)gt_lab_client=([A-Za-z0-9_-]+)/);
  if (m) return m[1];
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  const id = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  document.cookie = `${COOKIE}=${id}; path=/; max-age=31536000; SameSite=Strict`;
  return id;
}

// queuedText is what the page says of a place in the queue (0: running now).
export function queuedText(n) {
  return n > 0 ? t('labQueued', { n }) : t('labRunning');
}

// checkInLane posts a check (the form of /api/lab/check) asking for the stream of its
// place in the queue; say(n) hears each place, then 0 when it runs. It resolves to
// the check's usual answer, or throws its error.
export async function checkInLane(job, form, say) {
  let answer = null;
  await job.stream('/api/lab/check', form, (j) => {
    if (j.queued) {
      say(j.queued.position);
      return;
    }
    say(0);
    if (j.status !== undefined && j.answer !== undefined) { // the answer after the wait
      const a = j.answer || {};
      if (j.status !== 200) {
        throw Object.assign(new APIError(j.status, a.error || '', a.code || '', a.params || null),
          { line: a.line || 0, col: a.col || 0, traceback: a.traceback || '', in: a.in || '' });
      }
      answer = a;
      return;
    }
    answer = j; // the turn came at once: the usual answer
  });
  return answer;
}

// laneLine shows a stream's line of the queue ({queued}) or of the tournament's
// moves ({move}) with say(text), and says whether it was one.
export function laneLine(j, say) {
  if (j.queued) {
    say(queuedText(j.queued.position));
    return true;
  }
  if (j.move) {
    say(t('labMoveOf', { game: j.move.game, of: j.move.of, move: j.move.move }));
    return true;
  }
  return false;
}

// moveLimitNote says the tournament's per-move limit under its button (once).
export function moveLimitNote(button) {
  if (!button || !button.parentNode || button.parentNode.querySelector('.lab-move-limit')) return;
  const p = document.createElement('p');
  p.className = 'lab-move-limit hint';
  const say = () => { p.textContent = t('labMoveLimit', { s: MOVE_MILLIS / 1000, m: MOVE_STEPS / 1e6 }); };
  say();
  onLangChange(say);
  button.parentNode.append(p);
}
