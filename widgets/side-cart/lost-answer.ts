import { NetError } from '../../runtime/net/http.ts';

/**
 * True when a cart call may have reached the shop though no usable answer came back: the
 * connection dropped, the time ran out, the server failed (5xx) or printed something that is not
 * JSON. The server's cart is then unknown and the side cart fetches it again (side-cart.ts resync).
 */
export function answerLost(error: unknown): boolean {
  if (!(error instanceof NetError)) return false;
  return error.code === 'fetch_error' || error.code === 'timeout' || error.code === 'invalid_json' || (error.status ?? 0) >= 500;
}
