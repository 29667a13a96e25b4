import { Histogram, Registry } from 'prom-client'
import { describe, expect, it } from 'vitest'
import { RequestDurations } from './request-durations.ts'

/** The same answers observed by prom-client's own Histogram, as the metric was before. */
function byPromClient(observations: [string, string, string, number][]) {
  const registry = new Registry()
  const histogram = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  for (const [method, route, status, seconds] of observations)
    histogram.observe({ method, route, status }, seconds)
  return registry.metrics()
}

function byOurs(observations: [string, string, string, number][]) {
  const registry = new Registry()
  const durations = new RequestDurations()
  registry.registerMetric(durations.asMetric())
  for (const [method, route, status, seconds] of observations)
    durations.observe(method, route, status, seconds)
  return { registry, durations, text: registry.metrics() }
}

describe('RequestDurations', () => {
  const observations: [string, string, string, number][] = [
    ['GET', '/boot/v1/dEsports/user/userBalance', '2xx', 0.0004],
    ['GET', '/boot/v1/dEsports/user/userBalance', '2xx', 0.005],
    ['GET', '/boot/v1/dEsports/user/userBalance', '2xx', 0.0051],
    ['GET', '/boot/v1/dEsports/user/userBalance', '4xx', 0.3],
    ['POST', '/boot/wxPay/notify', '2xx', 2.5],
    ['POST', '/boot/wxPay/notify', '5xx', 11],
    ['GET', '/boot/admin/users/:id', '2xx', 0.07],
    ['GET', 'unmatched', '4xx', 0.0001],
    ['GET', '/boot/files/"quoted"\\path', '2xx', 0.02],
  ]

  it('exposes exactly what prom-client’s Histogram exposes for the same answers', async () => {
    expect(await byOurs(observations).text).toBe(await byPromClient(observations))
  })

  it('exposes the help and type alone before any answer, as prom-client does', async () => {
    expect(await byOurs([]).text).toBe(await byPromClient([]))
  })

  it('starts again from nothing when the registry is reset', async () => {
    const { registry } = byOurs(observations)
    registry.resetMetrics()
    expect(await registry.metrics()).toBe(await byPromClient([]))
  })
})
