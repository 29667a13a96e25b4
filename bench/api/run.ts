// `npm run bench`: the API against its bare baselines, alternating, in one run (bench/README.md).
import { flag, numberEnv } from '../lib/env.ts'
import { measure, type Sample, summarize } from '../lib/load.ts'
import { withStack } from '../lib/stack.ts'
import { measureSteady } from '../lib/steady.ts'

const pct = (ratio: number) => `${Math.round(ratio * 100)}%`

import { apiBudgets, OWN_BASELINES, pairedOrder, reportApi } from './report.ts'
import { chosenScenario, scenarioSql } from './scenarios.ts'
import { buildTargets } from './targets.ts'

const smoke = flag('smoke')
const durationSec = smoke ? numberEnv('BENCH_DURATION', 0.3) : numberEnv('BENCH_DURATION', 5)
const rounds = smoke ? 1 : numberEnv('BENCH_ROUNDS', 3)
const connections = numberEnv('BENCH_CONNECTIONS', 10)

// --scenario NAME: a dataset of its own (`scenarios.ts`), some targets, recorded in a table of its own.
const scenario = chosenScenario()

const startedAt = new Date()
await withStack(
  smoke,
  async ({ dataset, fixtures, baseline, product, seedMs }) => {
    console.log(`seeded in ${(seedMs / 1000).toFixed(1)} s:`, dataset)
    // Warm-up, the rounds, and the half-rate run's own peak and steady run each measure acceptOrder once
    // (the smoke: the round only).
    const built = buildTargets(fixtures, smoke ? rounds : rounds + 3)
    const { acceptsLeft } = built
    // BENCH_ONLY=name,name: a trial of some targets (the bare baselines always run), never recorded.
    const only = scenario?.only ?? process.env.BENCH_ONLY?.split(',').map((name) => name.trim())
    const named = (target: { name: string; aliases?: string[] }) =>
      only!.some((name) => target.name.includes(name) || target.aliases?.includes(name))
    // A scenario runs the baselines its targets are judged against, and the two every table shows.
    const baselinesOf = (names: string[]) => [
      'bare hello',
      'bare pg read',
      ...OWN_BASELINES.filter((own) => names.includes(own.target)).map((own) => own.baseline),
    ]
    const chosen = only
      ? built.targets.filter((target) =>
          target.server === 'baseline'
            ? !scenario ||
              baselinesOf(built.targets.filter(named).map((one) => one.name)).includes(target.name)
            : named(target),
        )
      : built.targets
    const targets = pairedOrder(chosen)
    const serverOf = (target: { server: 'baseline' | 'product' }) =>
      target.server === 'baseline' ? baseline : product

    // Warm-up: JIT, pools, the catalogue cache, and the server's first job tick (5 s after start).
    if (!smoke)
      for (const target of targets)
        await measure(serverOf(target).url, target, {
          durationSec: 1,
          connections,
          serverPid: serverOf(target).pid,
        })

    const samples = new Map<string, Sample[]>(targets.map((target) => [target.name, []]))
    for (let round = 1; round <= rounds; round++) {
      for (const target of targets) {
        const server = serverOf(target)
        const sample = await measure(server.url, target, { durationSec, connections, serverPid: server.pid })
        samples.get(target.name)!.push(sample)
        console.log(
          `round ${round} ${target.name.padEnd(26)} ${sample.rps.toFixed(0).padStart(6)} req/s  p50 ${sample.p50} ms  p99 ${sample.p99} ms  errors ${sample.errors}  cpu/req server ${sample.serverCpuUs} µs pg ${sample.pgCpuUs} µs`,
        )
      }
    }
    const peak = new Map(targets.map((target) => [target.name, summarize(samples.get(target.name)!)]))

    // Half of each target's own peak, at a steady rate: the latency a user sees when the server is busy.
    // The peak is measured again just before (2 s): the host's speed drifts between minutes, and half of
    // a peak measured minutes earlier can be most of what the server does now.
    const half = new Map<string, Sample & { rate: number }>()
    for (const target of smoke ? [] : targets) {
      const server = serverOf(target)
      const fresh = await measure(server.url, target, {
        durationSec: Math.min(2, durationSec),
        connections,
        serverPid: server.pid,
      })
      const rate = fresh.rps / 2
      const sample = await measureSteady(server.url, target, {
        durationSec,
        connections,
        rate,
        serverPid: server.pid,
      })
      half.set(target.name, { ...sample, rate })
      console.log(
        `half-rate ${target.name.padEnd(24)} ${rate.toFixed(0).padStart(6)} req/s  p50 ${sample.p50} ms  p99 ${sample.p99} ms  errors ${sample.errors}`,
      )
    }

    if (smoke) {
      const errors = [...samples.values()].flat().reduce((sum, sample) => sum + sample.errors, 0)
      const empty = [...samples.entries()].filter(([, list]) => list.every((sample) => sample.requests === 0))
      if (errors > 0 || empty.length > 0) {
        console.error(
          `smoke failed: ${errors} errors; targets with no answers: ${empty.map(([name]) => name).join(', ') || 'none'}`,
        )
        process.exitCode = 1
      } else console.log('smoke ok: every target answered without errors')
      return
    }
    if (only) {
      const hello = peak.get('bare hello')!.rps
      const pgRead = peak.get('bare pg read')!.rps
      for (const [name, sample] of peak)
        console.log(
          `${name}: ${pct(sample.rps / hello)} of bare hello, ${pct(sample.rps / pgRead)} of bare pg read`,
        )
    }
    // A trial prints the budgets of the targets it ran (a budget needs its target and baseline), unrecorded.
    const budgets = apiBudgets(samples, half)
    for (const budget of budgets)
      console.log(
        `${budget.met ? 'met    ' : 'NOT MET'} ${budget.name}: ${budget.value} (limit ${budget.limit})`,
      )
    console.log(`hall orders left for acceptOrder: ${acceptsLeft()}`)
    if (only && !scenario) return
    // --no-record: a trial (e.g. BENCH_SERVER_MAIN on a scratch copy) that must not replace the recorded run.
    if (flag('no-record')) return
    reportApi({
      startedAt,
      durationSec,
      rounds,
      connections,
      dataset,
      seedMs,
      peak,
      half,
      budgets,
      samples,
      scenario,
    })
  },
  { datasetSql: scenario && scenarioSql(scenario) },
)
