import { median } from '../lib/load.ts'
import { fixed, machine, pct, table, updateReadme, writeResult } from '../lib/report.ts'
import { type ChatSample, percentile, round1 } from './client.ts'

export const COMMAND = 'npm run bench:chat'
/** The capacity criterion of issue 22: p99 delivery under this many ms. */
export const P99_LIMIT_MS = 100

/** One round of a listener step on one target. */
export type StepSample = ChatSample & { skipped: number; serverCpu: number; machineCpu: number }

/**
 * A listener step's rounds on one target: p50 and p99 over every delivery of the step's rounds together
 * (a stall of a few hundred ms, e.g. the server's minutely jobs or another process on the core, is a few
 * messages of the step rather than the whole p99 of one short round), the worst max, summed failures.
 */
export type StepSummary = Pick<
  StepSample,
  'deliveries' | 'p50' | 'p99' | 'max' | 'errors' | 'lost' | 'skipped' | 'serverCpu' | 'machineCpu'
>

export function summarizeStep(rounds: StepSample[], latencies: number[]): StepSummary {
  const sum = (pick: (sample: StepSample) => number) =>
    rounds.reduce((total, sample) => total + pick(sample), 0)
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    deliveries: sorted.length,
    p50: round1(percentile(sorted, 50)),
    p99: round1(percentile(sorted, 99)),
    max: Math.max(...rounds.map((sample) => sample.max)),
    errors: sum((sample) => sample.errors),
    lost: sum((sample) => sample.lost),
    skipped: sum((sample) => sample.skipped),
    serverCpu: median(rounds.map((sample) => sample.serverCpu)),
    machineCpu: median(rounds.map((sample) => sample.machineCpu)),
  }
}

export interface CapacityStep {
  listeners: number
  /** The step's rounds (bare, then product, alternating) taken together. */
  bare: StepSummary
  product: StepSummary
  rounds: { bare: StepSample[]; product: StepSample[] }
  productRssMiB: number
  /** Product p99 under the limit, with no error, lost or skipped message. */
  met: boolean
  /** Attempts before this one that the product missed while the bare echo said the machine was disturbed. */
  earlierAttempts?: CapacityStep[]
}

export interface Peak {
  rate: number
  p50: number
  p99: number
  serverCpu: number
  machineCpu: number
  errors: number
  lost: number
  budgetLimited: boolean
}

/** A ratio as a percentage, with a decimal when it is small. */
const ratio = (value: number) => (value < 0.1 ? `${(value * 100).toFixed(1)}%` : pct(value))

/** The largest listener count at which this and every smaller step met the limit, or 0. */
export function heldListeners(steps: CapacityStep[]): number {
  let held = 0
  for (const step of steps) {
    if (!step.met) break
    held = step.listeners
  }
  return held
}

export function reportChat(run: {
  startedAt: Date
  /** The machine's 1, 5 and 15 minute load averages when the run began (others' work included). */
  loadAverage: number[]
  settings: {
    listeners: number
    durationMs: number
    rounds: number
    concurrency: number
    steps: number[]
    stepRate: number
    stepMs: number
    pairs: number
  }
  dataset: Record<string, number>
  seedMs: number
  peak: Map<string, Peak>
  samples: Map<string, ChatSample[]>
  capacity: CapacityStep[]
}) {
  const { settings } = run
  const bare = run.peak.get('bare SSE echo')!
  const product = run.peak.get('product chat')!
  const held = heldListeners(run.capacity)
  const largest = run.capacity.at(-1)?.listeners ?? 0
  const heldText =
    held === 0
      ? `none of the steps (the smallest, ${run.capacity[0]?.listeners}, missed)`
      : held === largest
        ? `at least ${held} (the largest step measured)`
        : `${held} (the next step, ${run.capacity.find((step) => !step.met)?.listeners}, missed)`
  const file = writeResult('chat', run.startedAt, {
    command: COMMAND,
    startedAt: run.startedAt.toISOString(),
    machine: machine(),
    loadAverageAtStart: run.loadAverage,
    settings: {
      deliveryListeners: settings.listeners,
      durationSec: settings.durationMs / 1000,
      rounds: settings.rounds,
      concurrency: settings.concurrency,
      capacitySteps: settings.steps,
      capacityRate: settings.stepRate,
      capacityStepSec: settings.stepMs / 1000,
      seededPairs: settings.pairs,
    },
    dataset: run.dataset,
    seedSeconds: run.seedMs / 1000,
    delivery: Object.fromEntries(
      [...run.peak.entries()].map(([name, peak]) => [
        name,
        { median: peak, vsBare: peak.rate / bare.rate, rounds: run.samples.get(name) },
      ]),
    ),
    capacity: run.capacity,
    p99LimitMs: P99_LIMIT_MS,
    listenersHeld: held,
    listenersHeldIsLowerBound: held > 0 && held === largest,
  })
  const m = machine()
  const when = run.startedAt.toISOString().slice(0, 16).replace('T', ' ')
  updateReadme(
    'chat',
    [
      `Last run: \`${COMMAND}\` on ${when} UTC, ${m.cpus} cores, Node ${m.node}; ${settings.listeners} listeners (orders in service, one stream each), ` +
        `${settings.concurrency} senders in a closed loop, ${settings.rounds} alternating rounds of ${settings.durationMs / 1000} s per target, median shown; ` +
        `then ${settings.steps.join(', ')} listeners at ${settings.stepRate} messages/s, ${settings.rounds} alternating rounds of ${settings.stepMs / 1000} s per target at each, p50/p99 over all of a step's deliveries. ` +
        `Conditions: load average ${run.loadAverage.join(' / ')} (1/5/15 min) when it began; other sessions' tests share this machine and its PostgreSQL, ` +
        `and each step's "machine busy %" (both cores) includes the bench's own ~30%. ` +
        `Raw numbers: [\`${file}\`](${file}).`,
      '',
      table(
        ['target', 'deliveries/s', 'p50 ms', 'p99 ms', 'errors', 'lost', 'vs bare SSE echo'],
        [
          ['bare SSE echo', bare.rate, bare.p50, bare.p99, bare.errors, bare.lost, '100%'],
          [
            `product chat${product.budgetLimited ? ' (senders’ minute budgets ran out)' : ''}`,
            product.rate,
            product.p50,
            product.p99,
            product.errors,
            product.lost,
            ratio(product.rate / bare.rate),
          ],
        ],
      ),
      '',
      table(
        [
          'listeners',
          'bare p50 ms',
          'bare p99 ms',
          'product p50 ms',
          'product p99 ms',
          'product max ms',
          'product errors / lost',
          'product RSS MiB',
          'machine busy %',
          'attempts',
          `p99 < ${P99_LIMIT_MS} ms`,
        ],
        run.capacity.map((step) => [
          step.listeners,
          step.bare.p50,
          step.bare.p99,
          step.product.p50,
          step.product.p99,
          step.product.max,
          `${step.product.errors} / ${step.product.lost + step.product.skipped}`,
          step.productRssMiB,
          step.product.machineCpu,
          1 + (step.earlierAttempts?.length ?? 0),
          step.met ? 'yes' : '**no**',
        ]),
      ),
      '',
      `Listeners one process holds with p99 delivery under ${P99_LIMIT_MS} ms at ${settings.stepRate} messages/s: **${heldText}**. ` +
        `Delivery throughput: the product chat at ${ratio(product.rate / bare.rate)} of the bare SSE echo ` +
        `(${fixed(product.rate)} vs ${fixed(bare.rate)} deliveries/s).`,
    ].join('\n'),
  )
  console.log(`wrote bench/${file} and the README table`)
}
