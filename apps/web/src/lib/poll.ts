/**
 * Asks `check` every `intervalMs` until it answers true or `timeoutMs` has passed. A failing check
 * counts as "not yet". Resolves whether it came true.
 */
export async function pollUntil(
  check: () => Promise<boolean>,
  { intervalMs = 1000, timeoutMs = 8000 }: { intervalMs?: number; timeoutMs?: number } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      if (await check()) return true
    } catch {
      // Not yet known; try again.
    }
    if (Date.now() + intervalMs > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
