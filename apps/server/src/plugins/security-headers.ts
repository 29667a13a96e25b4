import type { FastifyInstance } from 'fastify'

/**
 * The pages' policy: our own scripts only (no inline script, nothing from elsewhere), inline styles
 * for the component libraries' CSS-in-JS, images from our origin (and data/blob previews), framing only
 * by ourselves (the payment simulator's cashier is framed by the app in development).
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ')

/** API answers are data, never pages. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'"

/** The WeChat simulator's own pages (never in production) carry their small inline script. */
const SIMULATOR_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'"

/** Security headers on every answer; a route that set its own policy (uploads) keeps it. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'strict-origin-when-cross-origin')
    reply.header('x-frame-options', 'SAMEORIGIN')
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()')
    if (!reply.hasHeader('content-security-policy')) {
      // Chosen by path, not by content type: a page revalidated with 304 has no content type, and the
      // browser keeps the policy of the 304 for the page it reuses.
      const path = request.url
      const isApi = path.startsWith('/boot/') && !path.startsWith('/boot/docs')
      reply.header(
        'content-security-policy',
        isApi ? API_CSP : path.startsWith('/__wechat') ? SIMULATOR_CSP : APP_CSP,
      )
    }
    return payload
  })
}
