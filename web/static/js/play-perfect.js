// The perfect connect-4 player's move: /api/solve with best=true (the opening book,
// else the exact solver's best column and its score only). A busy server (429: its
// solver queue full for a few seconds), a server restarting (503) or a network
// failure is waited out: the player asks again after a pause that grows (the server's
// Retry-After when it gives one), saying so, for as long as the game waits for it; it
// never plays an unproven move because the server was busy. Only a solve that passed
// its limits (422) gives way to a depth-limited search, marked "not proven".
import { t, getLang } from './i18n.js';
import { isAbort } from './api.js';

// RETRY_SECONDS are the pauses before each new try, the last one repeated.
const RETRY_SECONDS = [1, 2, 3, 5, 8];

// busy says whether an error is the server being busy or unreachable, not a refusal of
// the position.
export const busy = (e) => !!e && (e.status === 429 || e.status === 503 || e.status === 502 || e.status === 504 || e.status === 0);

const aborted = () => new DOMException('aborted', 'AbortError');

export class PerfectPlayer {
  // req: the play view's requests (kind 'game'); msPerSecond: a pause's second (the
  // tests' is shorter).
  constructor(req, msPerSecond = 1000) {
    this.req = req;
    this.ms = msPerSecond;
    this.waiting = null; // the pause before the next try: { cancel }
  }

  // cancel ends the pause between two tries (a new game, the view left): the move's
  // promise rejects as aborted.
  cancel() {
    if (this.waiting) this.waiting.cancel();
  }

  // move resolves to the solver's answer at position (its best_move, score, scores,
  // null unless the book gave them, book, nodes), or rejects with the server's refusal
  // (422: stopped by a limit). onWait(text) says what the player waits for: the solve
  // (each second) or the busy server.
  async move(position, onWait) {
    for (let attempt = 0; ; attempt++) {
      const start = Date.now();
      const tick = setInterval(() => onWait(t('playSolving', { s: Math.round((Date.now() - start) / 1000) })), 1000);
      try {
        return await this.req.getJSON('game', '/api/solve', { position, best: 'true', lang: getLang() });
      } catch (e) {
        if (isAbort(e) || !busy(e)) throw e;
        const secs = Math.max(e.retryAfter || 0, RETRY_SECONDS[Math.min(attempt, RETRY_SECONDS.length - 1)]);
        onWait(t(e.status === 429 || e.status === 503 ? 'playWaitSolver' : 'playWaitNetwork', { s: secs }));
        await this.pause(secs * this.ms);
      } finally {
        clearInterval(tick);
      }
    }
  }

  pause(ms) {
    return new Promise((resolve, reject) => {
      const id = setTimeout(() => { this.waiting = null; resolve(); }, ms);
      this.waiting = { cancel: () => { clearTimeout(id); this.waiting = null; reject(aborted()); } };
    });
  }
}
