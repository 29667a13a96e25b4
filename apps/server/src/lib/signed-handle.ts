import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A value the server hands out and later trusts again: `v1.<value>.<expires>.<mac>`, HMAC-SHA256 over
 * the rest with the session secret. Used for the openId the browser keeps (docs/domain.md, Signing in).
 */
export function signHandle(secret: string, purpose: string, value: string, ttlMs: number, now = Date.now()) {
  const body = `v1.${Buffer.from(value).toString('base64url')}.${Math.floor((now + ttlMs) / 1000)}`
  return `${body}.${mac(secret, purpose, body)}`
}

export type HandleCheck =
  | { ok: true; value: string }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' }

export function verifyHandle(secret: string, purpose: string, handle: string, now = Date.now()): HandleCheck {
  const parts = handle.split('.')
  if (parts.length !== 4 || parts[0] !== 'v1') return { ok: false, reason: 'malformed' }
  const [version, value, expires, given] = parts as [string, string, string, string]
  const expected = Buffer.from(mac(secret, purpose, `${version}.${value}.${expires}`))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected))
    return { ok: false, reason: 'forged' }
  if (!/^\d+$/.test(expires) || Number(expires) * 1000 <= now) return { ok: false, reason: 'expired' }
  return { ok: true, value: Buffer.from(value, 'base64url').toString() }
}

function mac(secret: string, purpose: string, body: string) {
  return createHmac('sha256', secret).update(`${purpose}:${body}`).digest('base64url')
}
