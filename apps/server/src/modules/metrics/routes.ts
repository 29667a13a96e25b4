import { createHash, timingSafeEqual } from 'node:crypto'
import net from 'node:net'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Metrics } from './metrics.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics (decision 027). */
    metrics: Metrics
  }
}

/** Headers a proxy adds: a request carrying one came through a proxy, whatever the socket says. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const

function isLoopbackAddress(address: string | undefined): boolean {
  const plain = address?.replace(/^::ffff:/i, '')
  if (!plain) return false
  return plain === '::1' || (net.isIPv4(plain) && plain.startsWith('127.'))
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * Who may read the metrics: a caller on this machine that came straight to the process (a proxy on the
 * same machine connects from loopback too, so a request carrying a forwarding header is never taken for
 * a local one, with or without TRUST_PROXY), or anyone presenting METRICS_TOKEN as a bearer token.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)
  if (!forwarded && isLoopbackAddress(request.ip)) return true
  const given = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1]
  // Hashes of equal length, compared in constant time: the answer's timing says nothing of the token.
  return token !== undefined && given !== undefined && timingSafeEqual(digest(given), digest(token))
}

/**
 * Every answer timed into the request histogram under its route pattern, and `GET /metrics` for
 * Prometheus: outside /boot and the OpenAPI document, refused with an empty 403 to anyone else.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', (request, reply, done) => {
    // The pattern, never the URL: ids in paths would make a series per order.
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    )
    done()
  })
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request, app.config.metricsToken)) return reply.code(403).send()
    return reply.type(metrics.contentType).send(await metrics.scrape())
  })
}
