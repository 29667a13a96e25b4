/** Business time is Asia/Shanghai (UTC+8, no daylight saving): DOMAIN.md. */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000

const pad = (value: number) => String(value).padStart(2, '0')

/** `2026-11-21 20:15:03` in Shanghai time, the form every date in the API takes. */
export function formatDateTime(date: Date): string {
  const local = new Date(date.getTime() + SHANGHAI_OFFSET_MS)
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`
}

/** `2026-11-21`, the Shanghai calendar day. */
export function formatDate(date: Date): string {
  return formatDateTime(date).slice(0, 10)
}
