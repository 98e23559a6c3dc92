// After a cart call whose answer never came back usable, the page cannot know what the server
// holds: runtime/cart/cart-write.ts fetches the cart again, once the browser is back online if it knows it is not.
import { NetError } from './http.ts';

/**
 * True when a call may have reached the server though no usable answer came back: the connection
 * dropped, the time ran out, the server failed (5xx) or printed something that is not JSON.
 */
export function answerLost(error: unknown): boolean {
  if (!(error instanceof NetError)) return false;
  return error.code === 'fetch_error' || error.code === 'timeout' || error.code === 'invalid_json' || (error.status ?? 0) >= 500;
}

/**
 * Runs `run` now, or, when the browser knows it is offline, once it is back online (a request
 * sent offline would only fail again). Returns what cancels the wait.
 */
export function whenOnline(run: () => void): () => void {
  if (navigator.onLine) {
    run();
    return () => {};
  }
  window.addEventListener('online', run, { once: true });
  return () => window.removeEventListener('online', run);
}
