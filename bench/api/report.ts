import type { Sample } from '../lib/load.ts'
import {
  type Budget,
  budgetTable,
  fixed,
  machine,
  pct,
  table,
  updateReadme,
  writeResult,
} from '../lib/report.ts'
import { AUTH_NOOP_PATH, CATALOGUE_TARGETS } from './targets.ts'

type Half = Sample & { rate: number }
export const COMMAND = 'npm run bench'

export function apiBudgets(peak: Map<string, Sample>, half: Map<string, Half>): Budget[] {
  const hello = peak.get('bare hello')!.rps
  const pgRead = peak.get('bare pg read')!.rps
  const ratio = (name: string, base: number, limit: number, label: string): Budget => {
    const value = peak.get(name)!.rps / base
    return { name: `${name} vs ${label}`, value: pct(value), limit: `≥ ${pct(limit)}`, met: value >= limit }
  }
  const budgets = [
    ratio('auth no-op (userBalance)', hello, 0.85, 'bare hello'),
    ...CATALOGUE_TARGETS.map((name) => ratio(name, hello, 0.5, 'bare hello')),
    ratio('productDetails', pgRead, 0.8, 'bare pg read'),
  ]
  for (const [name, sample] of half) {
    if (name.startsWith('bare')) continue
    budgets.push({
      name: `${name} at half peak (${fixed(sample.rate)} req/s)`,
      value: `p99 ${sample.p99} ms, ${sample.errors} errors`,
      limit: 'p99 ≤ 50 ms, 0 errors',
      met: sample.p99 <= 50 && sample.errors === 0,
    })
  }
  return budgets
}

export function reportApi(run: {
  startedAt: Date
  durationSec: number
  rounds: number
  connections: number
  dataset: Record<string, number>
  seedMs: number
  peak: Map<string, Sample>
  half: Map<string, Half>
  budgets: Budget[]
  samples: Map<string, Sample[]>
}) {
  const hello = run.peak.get('bare hello')!.rps
  const pgRead = run.peak.get('bare pg read')!.rps
  const rows = [...run.peak.entries()].map(([name, sample]) => {
    const half = run.half.get(name)!
    return {
      name,
      rps: Math.round(sample.rps),
      p50: sample.p50,
      p99: sample.p99,
      errors: sample.errors,
      vsHello: sample.rps / hello,
      vsPg: sample.rps / pgRead,
      rounds: run.samples.get(name)!.map((s) => ({ ...s, rps: Math.round(s.rps) })),
      halfRate: {
        rate: Math.round(half.rate),
        p50: half.p50,
        p99: half.p99,
        errors: half.errors,
        rps: Math.round(half.rps),
      },
    }
  })
  const file = writeResult('api', run.startedAt, {
    command: COMMAND,
    startedAt: run.startedAt.toISOString(),
    machine: machine(),
    settings: {
      durationSec: run.durationSec,
      rounds: run.rounds,
      connections: run.connections,
      pipelining: 1,
    },
    authNoopRoute: `GET ${AUTH_NOOP_PATH}`,
    dataset: run.dataset,
    seedSeconds: run.seedMs / 1000,
    targets: rows,
    budgets: run.budgets,
  })
  const m = machine()
  updateReadme(
    'api',
    [
      `Last run: \`${COMMAND}\` on ${run.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${m.cpus} cores, Node ${m.node}; ` +
        `${run.rounds} alternating rounds of ${run.durationSec} s per target, ${run.connections} connections, median shown; ` +
        `dataset ${Object.entries(run.dataset)
          .map(([k, v]) => `${v} ${k}`)
          .join(', ')} (seeded in ${fixed(run.seedMs / 1000, 1)} s). ` +
        `Raw numbers: [\`${file}\`](${file}).`,
      '',
      table(
        [
          'target',
          'req/s',
          'p50 ms',
          'p99 ms',
          'errors',
          'vs bare hello',
          'vs bare pg',
          'half-peak req/s',
          'half-peak p99 ms',
          'half-peak errors',
        ],
        rows.map((row) => [
          row.name,
          row.rps,
          row.p50,
          row.p99,
          row.errors,
          pct(row.vsHello),
          pct(row.vsPg),
          row.halfRate.rate,
          row.halfRate.p99,
          row.halfRate.errors,
        ]),
      ),
      '',
      budgetTable(run.budgets),
    ].join('\n'),
  )
  console.log(`wrote bench/${file} and the README table`)
}
