import type { Metric, MetricValueWithName } from 'prom-client'

/** The answer-time buckets, in seconds. */
const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

type Labels = { method: string; route: string; status: string }

interface Series {
  labels: Labels
  /** Answers in each bucket alone (not yet summed up to the bound), by `BOUNDS` index. */
  inBucket: number[]
  sum: number
  count: number
}

/**
 * `http_request_duration_seconds{method,route,status}`, a Prometheus histogram of every answer. It is
 * observed on every request, so a series is found by one string key rather than by prom-client's
 * per-observation label checks and hashing; what it exposes is exactly what prom-client's Histogram
 * exposes for the same observations (request-durations.test.ts holds the two equal).
 */
export class RequestDurations {
  readonly name = 'http_request_duration_seconds'
  readonly help = 'Time to answer a request, by method, route pattern and status class'
  readonly type = 'histogram'
  readonly aggregator = 'sum'
  readonly #series = new Map<string, Series>()

  observe(method: string, route: string, status: string, seconds: number): void {
    const key = `${method} ${status} ${route}`
    let series = this.#series.get(key)
    if (!series) {
      series = { labels: { method, route, status }, inBucket: BOUNDS.map(() => 0), sum: 0, count: 0 }
      this.#series.set(key, series)
    }
    const bucket = BOUNDS.findIndex((bound) => seconds <= bound)
    if (bucket >= 0) series.inBucket[bucket]! += 1
    series.sum += seconds
    series.count += 1
  }

  /** The series as prom-client's registry reads a metric's. */
  async get() {
    const values: MetricValueWithName<string>[] = []
    for (const { labels, inBucket, sum, count } of this.#series.values()) {
      let upTo = 0
      BOUNDS.forEach((bound, index) => {
        upTo += inBucket[index]!
        values.push({ metricName: `${this.name}_bucket`, labels: { le: bound, ...labels }, value: upTo })
      })
      values.push({ metricName: `${this.name}_bucket`, labels: { le: '+Inf', ...labels }, value: count })
      values.push({ metricName: `${this.name}_sum`, labels: { ...labels }, value: sum })
      values.push({ metricName: `${this.name}_count`, labels: { ...labels }, value: count })
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values }
  }

  reset(): void {
    this.#series.clear()
  }

  /** As prom-client's registry takes its metrics. */
  asMetric(): Metric {
    return this as unknown as Metric
  }
}
