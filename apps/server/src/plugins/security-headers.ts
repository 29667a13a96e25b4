import type { FastifyInstance } from 'fastify'

/**
 * The pages' policy: our own scripts only (no inline script: the first screen's data in the page is a
 * JSON block the browser does not run, decision 031; nothing from elsewhere), inline styles for the
 * component libraries' CSS-in-JS, images from our origin (and data/blob previews), framing only by
 * ourselves (the payment simulator's cashier is framed by the app in development).
 */
export const APP_CSP = appCsp()

/** The pages' policy; uploads redirected to a bucket or CDN (decision 026) add its origin to the images'. */
function appCsp(imageOrigin?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${imageOrigin ? ` ${imageOrigin}` : ''}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/** API answers are data, never pages. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'"

/** The WeChat simulator's own pages (never in production) carry their small inline script. */
const SIMULATOR_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'"

const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
}
/**
 * API answers are JSON, never documents: the referrer, permissions and framing headers only act on
 * documents (and `frame-ancestors` covers framing), so an answer carries what keeps it from being taken
 * for one.
 */
const API_HEADERS = { 'x-content-type-options': 'nosniff', 'content-security-policy': API_CSP }
const SIMULATOR_HEADERS = { ...COMMON_HEADERS, 'content-security-policy': SIMULATOR_CSP }
const APP_HEADERS = { ...COMMON_HEADERS, 'content-security-policy': APP_CSP }

/**
 * Security headers on every answer, and the request id, set as the request arrives (one synchronous
 * hook) so that a route setting its own policy (uploads) replaces it. The policy is chosen by path, not
 * by content type: a page revalidated with 304 has no content type, and the browser keeps the policy of
 * the 304 for the page it reuses.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const imageOrigin = app.config.s3?.imageOrigin
  const appHeaders = imageOrigin
    ? { ...COMMON_HEADERS, 'content-security-policy': appCsp(imageOrigin) }
    : APP_HEADERS
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url
    reply.headers(
      path.startsWith('/boot/') && !path.startsWith('/boot/docs')
        ? API_HEADERS
        : path.startsWith('/__wechat')
          ? SIMULATOR_HEADERS
          : appHeaders,
    )
    reply.header('x-request-id', request.id)
    done()
  })
}
