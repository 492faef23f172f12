// A move made while the connection is down is not lost: it is held, shown as "sending…", and
// sent again with the same Idempotency-Key (so the server applies it once however many tries
// reach it) as soon as the browser is back online, or every few seconds meanwhile.

import { ApiError } from "../client.js";

/**
 * Call `send()` until the server answers (a result, or an ApiError: a refusal is an answer).
 * `held(true)` when the move is held back for want of a connection, `held(false)` when it went.
 * `stopped()` gives up (the screen was left).
 */
export async function sendUntilAnswered(send, held, stopped) {
  for (let attempt = 0; ; attempt++) {
    try {
      const answer = await send();
      if (attempt) held(false);
      return answer;
    } catch (e) {
      if (e instanceof ApiError || stopped()) throw e;
      held(true);
      await backOnline(attempt);
    }
  }
}

/** Resolves when the browser says it is online again, or after a while (1, 2, 4, 8, 8… s). */
function backOnline(attempt) {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener("online", done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, 1000 * 2 ** Math.min(attempt, 3));
    window.addEventListener("online", done);
  });
}
