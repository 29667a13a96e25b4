import type { App } from '../../app.ts'

/** One sample line of the exposition text: `name{label="value",…} value`. */
interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

export function parseSamples(text: string): Sample[] {
  const samples: Sample[] = []
  for (const line of text.split('\n')) {
    const match = line.match(/^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/)
    if (!match) continue
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((label) => [label[1]!, label[2]!]),
    )
    samples.push({ name: match[1]!, labels, value: Number(match[3]) })
  }
  return samples
}

/** Reads /metrics from loopback, as Prometheus on the same machine would. For tests. */
export async function scrape(app: App) {
  const response = await app.inject({ method: 'GET', url: '/metrics' })
  if (response.statusCode !== 200) throw new Error(`/metrics answered ${response.statusCode}`)
  const samples = parseSamples(response.body)
  return {
    text: response.body,
    /** The value of the series `name` whose labels include `labels`; undefined when there is none. */
    value(name: string, labels: Record<string, string> = {}): number | undefined {
      return samples.find(
        (sample) =>
          sample.name === name && Object.entries(labels).every(([key, want]) => sample.labels[key] === want),
      )?.value
    },
  }
}
