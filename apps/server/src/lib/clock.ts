/**
 * The time the server's time rules read where a test must hold time still (the hall's level delay):
 * the system clock, unless a test froze it. Tests freeze it instead of sleeping or leaving margins.
 */
let frozenAt: Date | null = null

export const clock = {
  now: (): Date => frozenAt ?? new Date(),
  /** For tests: from now on, `now()` is `at` until released. */
  freeze(at: Date): void {
    frozenAt = at
  },
  release(): void {
    frozenAt = null
  },
}
