/**
 * Keys for the calls the server de-duplicates (payOrder, applyRefund, lotteryDraw, withdrawalApply:
 * the `Idempotency-Key` header). One fresh key per user action; the request client sends the same
 * key again when it retries that action itself, so a repeat of a request the server already handled
 * gets the first answer instead of paying, refunding, drawing or withdrawing twice.
 */
export function newIdempotencyKey(): string {
  // getRandomValues, not randomUUID: the latter exists only on https pages, and test phones on the
  // local network open the app over plain http.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
