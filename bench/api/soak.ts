// `npm run bench:soak`: half of the peak rate of a mix of the product's read calls, held for
// BENCH_SOAK_SECONDS (default 600) in windows of BENCH_SOAK_WINDOW seconds; server memory and p99 per window.
import { numberEnv } from '../lib/env.ts'
import { measure, median, type Target } from '../lib/load.ts'
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
import { withStack } from '../lib/stack.ts'
import { measureSteady } from '../lib/steady.ts'
import { buildTargets } from './targets.ts'

const COMMAND = 'npm run bench:soak'
const totalSec = numberEnv('BENCH_SOAK_SECONDS', 600)
const windowSec = Math.min(totalSec, numberEnv('BENCH_SOAK_WINDOW', 30))
const connections = numberEnv('BENCH_CONNECTIONS', 10)
const MIX = [
  'auth no-op (userBalance)',
  'swiperList',
  'gameList',
  'productList',
  'productDetails',
  'hall list',
  'myOrderList',
]
const startedAt = new Date()

await withStack(false, async ({ fixtures, product, dataset }) => {
  const { targets } = buildTargets(fixtures)
  const parts = targets.filter((target) => MIX.includes(target.name))
  let turn = 0
  const mix: Target = {
    name: 'read mix',
    server: 'product',
    envelope: true,
    next: () => parts[turn++ % parts.length]!.next(),
  }

  await measure(product.url, mix, { durationSec: 2, connections, serverPid: product.pid })
  const peak = await measure(product.url, mix, { durationSec: 5, connections, serverPid: product.pid })
  const rate = peak.rps / 2
  console.log(`read mix peak ${fixed(peak.rps)} req/s; holding ${fixed(rate)} req/s for ${totalSec} s`)

  const windows: { atSec: number; rps: number; p50: number; p99: number; errors: number; rssMiB: number }[] =
    []
  const began = Date.now()
  for (let elapsed = 0, index = 0; elapsed < totalSec && index < 10_000; index++) {
    const durationSec = Math.min(windowSec, totalSec - elapsed)
    const sample = await measureSteady(product.url, mix, {
      durationSec,
      connections,
      rate,
      serverPid: product.pid,
    })
    elapsed += durationSec
    const rssMiB = product.rss() / 2 ** 20
    windows.push({
      atSec: Math.round((Date.now() - began) / 1000),
      rps: Math.round(sample.rps),
      p50: sample.p50,
      p99: sample.p99,
      errors: sample.errors,
      rssMiB: Math.round(rssMiB),
    })
    console.log(
      `${String(windows.at(-1)!.atSec).padStart(4)} s  ${fixed(sample.rps)} req/s  p99 ${sample.p99} ms  errors ${sample.errors}  RSS ${fixed(rssMiB)} MiB`,
    )
  }

  // Start versus end: the first and last third of the windows (the first window is already warm).
  const third = Math.max(1, Math.floor(windows.length / 3))
  const first = windows.slice(0, third)
  const last = windows.slice(-third)
  // Conservative: the end against the lowest RSS of the start (the first window often still holds start-up garbage).
  const memoryGrowth = median(last.map((w) => w.rssMiB)) / Math.min(...first.map((w) => w.rssMiB)) - 1
  const p99Drift = median(last.map((w) => w.p99)) / median(first.map((w) => w.p99)) - 1
  const errors = windows.reduce((sum, w) => sum + w.errors, 0)
  const budgets: Budget[] = [
    {
      name: 'server memory growth (RSS, lowest of first third → median of last third)',
      value: pct(memoryGrowth),
      limit: '≤ 10%',
      met: memoryGrowth <= 0.1,
    },
    {
      name: 'p99 drift (first third → last third)',
      value: pct(p99Drift),
      limit: '≤ 20%',
      met: p99Drift <= 0.2,
    },
    { name: 'errors', value: String(errors), limit: '0', met: errors === 0 },
  ]
  for (const budget of budgets)
    console.log(
      `${budget.met ? 'met    ' : 'NOT MET'} ${budget.name}: ${budget.value} (limit ${budget.limit})`,
    )
  const file = writeResult('soak', startedAt, {
    command: COMMAND,
    env: { BENCH_SOAK_SECONDS: totalSec, BENCH_SOAK_WINDOW: windowSec },
    startedAt: startedAt.toISOString(),
    machine: machine(),
    dataset,
    mix: MIX,
    peakRps: Math.round(peak.rps),
    rate: Math.round(rate),
    windows,
    budgets,
  })
  updateReadme(
    'soak',
    [
      `Last run: \`${totalSec === 600 ? COMMAND : `BENCH_SOAK_SECONDS=${totalSec} ${COMMAND}`}\` on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC: ` +
        `a round-robin of ${MIX.join(', ')} at ${fixed(rate)} req/s (half of its ${fixed(peak.rps)} req/s peak) for ${totalSec} s. ` +
        `Raw numbers: [\`${file}\`](${file}).`,
      '',
      table(
        ['from', 'to', 'RSS MiB', 'p99 ms'],
        [
          [
            'first window',
            'last window',
            `${windows[0]!.rssMiB} → ${windows.at(-1)!.rssMiB}`,
            `${windows[0]!.p99} → ${windows.at(-1)!.p99}`,
          ],
        ],
      ),
      '',
      budgetTable(budgets),
    ].join('\n'),
  )
  console.log(`wrote bench/${file} and the README table`)
})
