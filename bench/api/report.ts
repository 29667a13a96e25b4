import { median, type Sample } from '../lib/load.ts'
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
import type { Scenario } from './scenarios.ts'
import { CATALOGUE_TARGETS } from './targets.ts'
import { AUTH_NOOP_PATH } from './write-targets.ts'

type Half = Sample & { rate: number }
export const COMMAND = 'npm run bench'

/**
 * Each target judged against the bare baseline doing its irreducible work, and the least share of that
 * baseline's throughput it must reach (issues 10 and 24).
 */
export const OWN_BASELINES: { target: string; baseline: string; atLeast: number }[] = [
  { target: 'auth no-op (userBalance)', baseline: 'bare hello', atLeast: 0.85 },
  ...CATALOGUE_TARGETS.map((target) => ({ target, baseline: 'bare hello', atLeast: 0.5 })),
  { target: 'productDetails', baseline: 'bare pg read', atLeast: 0.8 },
  { target: 'hall list', baseline: 'bare pg read', atLeast: 0.25 },
  { target: 'hall scroll', baseline: 'bare pg read', atLeast: 0.25 },
  { target: 'myOrderList', baseline: 'bare pg read', atLeast: 0.5 },
  { target: 'acceptOrder', baseline: 'bare pg update tx', atLeast: 0.2 },
  { target: 'payOrder', baseline: 'bare signed prepay + insert', atLeast: 0.5 },
  { target: 'payment notification', baseline: 'bare notify verify', atLeast: 0.5 },
  { target: 'withdrawalApply', baseline: 'bare withdrawal tx', atLeast: 0.5 },
]

/**
 * The order of a round: each baseline, then at once the targets judged against it, then any other
 * target, so that a target and its baseline are measured seconds apart rather than minutes. A shared
 * host's speed drifts by half between minutes (bare hello at 9 000 and 20 000 req/s in one session);
 * measured next to each other, both see the same host.
 */
export function pairedOrder<T extends { name: string }>(targets: T[]): T[] {
  const byName = new Map(targets.map((target) => [target.name, target]))
  const ordered: T[] = []
  const add = (name: string) => {
    const target = byName.get(name)
    if (target && !ordered.includes(target)) ordered.push(target)
  }
  for (const target of targets) {
    if (!target.name.startsWith('bare ')) continue
    add(target.name)
    for (const own of OWN_BASELINES) if (own.baseline === target.name) add(own.target)
  }
  for (const target of targets) add(target.name)
  return ordered
}

/**
 * A target's share of its baseline: the median over rounds of the round's own pair (measured next to
 * each other, `pairedOrder`), so that the host's drift between rounds cancels out of each ratio.
 */
export function pairedRatio(samples: Map<string, Sample[]>, target: string, baseline: string) {
  const measured = samples.get(target)
  const base = samples.get(baseline)
  if (!measured?.length || !base?.length) return undefined
  const rounds = Math.min(measured.length, base.length)
  return median(
    Array.from({ length: rounds }, (_, round) => measured[round]!.rps / Math.max(base[round]!.rps, 1e-9)),
  )
}

/** Budgets are reported (met or not), never a failed run; a trial gets those of the targets it ran. */
export function apiBudgets(samples: Map<string, Sample[]>, half: Map<string, Half>): Budget[] {
  const budgets: Budget[] = []
  for (const { target, baseline, atLeast } of OWN_BASELINES) {
    const value = pairedRatio(samples, target, baseline)
    if (value === undefined) continue
    budgets.push({
      name: `${target} vs ${baseline}`,
      value: pct(value),
      limit: `≥ ${pct(atLeast)}`,
      met: value >= atLeast,
    })
  }
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

function ownBaselineRatio(samples: Map<string, Sample[]>, target: string) {
  const own = OWN_BASELINES.find((entry) => entry.target === target)
  const ratio = own && pairedRatio(samples, target, own.baseline)
  return own && ratio !== undefined ? { baseline: own.baseline, ratio } : undefined
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
  scenario?: Scenario
}) {
  const kind = run.scenario ? `api-${run.scenario.name}` : 'api'
  const command = run.scenario ? `${COMMAND} -- --scenario ${run.scenario.name}` : COMMAND
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
      serverCpuUs: sample.serverCpuUs,
      pgCpuUs: sample.pgCpuUs,
      vsHello: sample.rps / hello,
      vsPg: sample.rps / pgRead,
      vsOwn: ownBaselineRatio(run.samples, name),
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
  const file = writeResult(kind, run.startedAt, {
    command,
    ...(run.scenario ? { scenario: run.scenario } : {}),
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
    kind,
    [
      `Last run: \`${command}\`${run.scenario ? `, ${run.scenario.describe},` : ''} on ${run.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${m.cpus} cores, Node ${m.node}; ` +
        `${run.rounds} alternating rounds of ${run.durationSec} s per target, each next to its baseline, ${run.connections} connections, median shown ` +
        `(a share of the own baseline: the median of the rounds' pairs); ` +
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
          'server CPU µs/req',
          'PostgreSQL CPU µs/req',
          'vs bare hello',
          'vs bare pg',
          'vs own baseline',
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
          row.serverCpuUs,
          row.pgCpuUs,
          pct(row.vsHello),
          pct(row.vsPg),
          row.vsOwn === undefined ? '' : `${pct(row.vsOwn.ratio)} of ${row.vsOwn.baseline}`,
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
