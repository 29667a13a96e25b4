/** Business time is Asia/Shanghai (UTC+8, no daylight saving): docs/domain.md. */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000

const pad = (value: number) => String(value).padStart(2, '0')

/** `2026-11-21 20:15:03` in Shanghai time, the form every date in the API takes. */
export function formatDateTime(date: Date): string {
  const local = new Date(date.getTime() + SHANGHAI_OFFSET_MS)
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`
}

/** As formatDateTime, or '' when there is no date: how the API writes a time that has not happened. */
export function formatDateTimeOrEmpty(date: Date | null | undefined): string {
  return date ? formatDateTime(date) : ''
}

/** `2026-11-21`, the Shanghai calendar day. */
export function formatDate(date: Date): string {
  return formatDateTime(date).slice(0, 10)
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/

/**
 * `2026-11-21 20:15` or `2026-11-21 20:15:03` read as Shanghai wall time, the form staff type and every
 * date in the API takes; null for anything else, a day that does not exist included (`2026-02-30`).
 */
export function parseDateTime(text: string): Date | null {
  const match = DATE_TIME.exec(text.trim())
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const local = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
  const exists =
    local.getUTCFullYear() === year &&
    local.getUTCMonth() === month - 1 &&
    local.getUTCDate() === day &&
    local.getUTCHours() === hour &&
    local.getUTCMinutes() === minute &&
    local.getUTCSeconds() === second
  return exists ? new Date(local.getTime() - SHANGHAI_OFFSET_MS) : null
}
