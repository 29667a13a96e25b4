import type { SpecClient } from './http.ts'
import type { WxAuthConfig } from './wechat.ts'

export type Log = (line: string) => void

/** What every step reads: the product's address, the log, WeChat's config and the staff session. */
export interface Context {
  baseUrl: string
  log: Log
  wechat: WxAuthConfig
  staff: SpecClient
}

/** A check of the journey that failed: what was expected and what the product answered. */
export class JourneyCheckError extends Error {
  constructor(what: string, actual: unknown) {
    super(`expected ${what}, got ${JSON.stringify(actual)}`)
    this.name = 'JourneyCheckError'
  }
}

export function check(log: Log, condition: boolean, what: string, actual?: unknown): void {
  if (!condition) throw new JourneyCheckError(what, actual)
  log(`  ✓ ${what}`)
}

const POLL_INTERVAL_MS = 500

/** Asks again until `done` holds, for at most `timeoutMs` (15 s by default). */
export async function waitFor<T>(
  log: Log,
  what: string,
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (done(value)) {
      log(`  ✓ ${what}`)
      return value
    }
    if (Date.now() > deadline) throw new JourneyCheckError(`${what} within ${timeoutMs / 1000} s`, value)
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS))
  }
}

let issued = 0

/** An 11-digit phone (1, then 3–9, then nine digits) no earlier run has used. */
export function freshPhone(second: '5' | '6' | '8' | '9'): string {
  issued += 1
  const tail = `${Date.now() % 10_000_000}`.padStart(7, '0') + `${issued % 100}`.padStart(2, '0')
  return `1${second}${tail}`
}

/** Spec §7, Files: a string, or an object with url, fileName or path; anything else is malformed. */
export function uploadedPath(data: unknown): string {
  if (typeof data === 'string' && data) return data
  if (typeof data === 'object' && data !== null) {
    const { url, fileName, path } = data as Record<string, unknown>
    const found = [url, path, fileName].find((value) => typeof value === 'string' && value)
    if (typeof found === 'string') return found
  }
  throw new JourneyCheckError('an upload answer (string, or url / fileName / path)', data)
}

export const yuan = (cents: number) => (cents / 100).toFixed(2)
