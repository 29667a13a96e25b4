/**
 * Counts quick taps: the taps within the last `windowMs`, this one included. A guarded button acts
 * when the count reaches its goal (spec §2, debug panel: 3 taps within 3 s).
 */
export function recentTaps(previous: readonly number[], now: number, windowMs: number): number[] {
  return [...previous.filter((time) => now - time < windowMs), now]
}
