// `npm run bench:chat`: an order's chat, send → delivered to a connected listener, against a bare
// server-sent events echo in the same run; then how many listeners one process holds with p99 delivery
// under 100 ms (bench/README.md, "Chat").
//   --smoke      a tiny run (seconds) that fails on any error or lost message; nothing is timed or recorded
//   --no-record  a trial that does not replace the recorded run
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import { cpuSecondsOf } from '../lib/cpu.ts'
import { type BenchDatabase, createBenchDatabase, migrateAndSeedWith, query } from '../lib/database.ts'
import { flag, numberEnv, PORTS, sleep } from '../lib/env.ts'
import { median } from '../lib/load.ts'
import { startBaseline, startProduct, stopAll, tempDir } from '../lib/processes.ts'
import { chatSeedStatements } from '../lib/seed-sql.ts'
import { ChatClient, type ChatSample, type ChatTarget } from './client.ts'
import { type CapacityStep, P99_LIMIT_MS, reportChat, type StepSample, summarizeStep } from './report.ts'

const smoke = flag('smoke')
/** Listeners (orders) of the delivery measurement. */
const listeners = smoke ? 20 : numberEnv('BENCH_CHAT_LISTENERS', 1000)
const durationMs = (smoke ? 0.5 : numberEnv('BENCH_DURATION', 5)) * 1000
const rounds = smoke ? 1 : numberEnv('BENCH_ROUNDS', 3)
const concurrency = numberEnv('BENCH_CONNECTIONS', 10)
/** The listener counts of the capacity step, each measured at the same modest send rate. */
const steps = smoke
  ? [10, 20]
  : (process.env.BENCH_CHAT_STEPS ?? '100,500,1000,2000,4000,8000')
      .split(',')
      .map((step) => Number(step.trim()))
      .filter((step) => Number.isInteger(step) && step > 0)
      .sort((a, b) => a - b)
const stepRate = smoke ? 20 : numberEnv('BENCH_CHAT_RATE', 50)
const stepMs = (smoke ? 1 : numberEnv('BENCH_CHAT_STEP_SECONDS', 8)) * 1000
/**
 * The bare echo alone delivers with a p99 of 3–13 ms on this machine; above this, other work was
 * competing for the cores, and a listener step the product missed is measured again (up to 3 attempts).
 */
const DISTURBED_BARE_P99_MS = 25
const MAX_STEP_ATTEMPTS = 3
/** A message not on its listener's stream this long after it was sent is lost (bounds every wait). */
const timeoutMs = smoke ? 10_000 : 5000
const pairs = listeners + Math.max(...steps)
if (steps.length === 0 || pairs > 20_000) throw new Error('BENCH_CHAT_STEPS: between 1 and 20 000 listeners')
// This process holds a socket per stream on both targets at the largest step: within its open-file limit.
const openFiles = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim())
if (openFiles > 0 && 2 * Math.max(...steps) + 500 > openFiles)
  throw new Error(
    `BENCH_CHAT_STEPS: ${Math.max(...steps)} listeners on two targets need more than ulimit -n ${openFiles}`,
  )

const CHAT = '/boot/v1/dEsports/orderChat'
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

interface Pair {
  orderId: number
  customer: string
  worker: string
}

function bareTarget(url: string): ChatTarget {
  return {
    name: 'bare SSE echo',
    url,
    chats: pairs,
    envelope: false,
    chat: (index) => ({
      listen: { path: `/sse?key=${index}` },
      send: (text) => ({ path: '/echo', body: JSON.stringify({ key: String(index), body: text }) }),
    }),
  }
}

function productTarget(url: string, chats: Pair[]): ChatTarget {
  return {
    name: 'product chat',
    url,
    chats: chats.length,
    envelope: true,
    // chat/service.ts CHAT_SENDS_PER_MINUTE: every chat's sender is its own worker.
    sendsPerMinute: 30,
    // live.ts: a stream's first look (the order, messages after afterId, marks) ends with `marks`.
    readyEvent: 'marks',
    chat: (index) => {
      const pair = chats[index]!
      return {
        listen: { path: `${CHAT}/live?orderId=${pair.orderId}&afterId=0`, headers: bearer(pair.customer) },
        send: (text) => ({
          path: `${CHAT}/send`,
          headers: bearer(pair.worker),
          body: JSON.stringify({ orderId: pair.orderId, body: text }),
        }),
      }
    },
  }
}

/** The machine's busy and total CPU time, from /proc/stat. */
function machineCpu(): { busy: number; total: number } {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number)
  const total = cpu.reduce((sum, value) => sum + value, 0)
  return { busy: total - cpu[3]! - cpu[4]!, total }
}

/**
 * Runs a measurement and adds the server's CPU (100 = one core) and the whole machine's (100 = every
 * core busy) over it: whether the server was the limit, and how busy the shared machine was.
 */
async function withCpu<T extends ChatSample>(
  pid: number,
  measure: () => Promise<T>,
): Promise<T & { serverCpu: number; machineCpu: number }> {
  const serverBefore = cpuSecondsOf(pid) * 1000
  const machineBefore = machineCpu()
  const sample = await measure()
  const machineAfter = machineCpu()
  return {
    ...sample,
    serverCpu: Math.round(((cpuSecondsOf(pid) * 1000 - serverBefore) / (sample.seconds * 1000)) * 100),
    machineCpu: Math.round(
      ((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) * 100,
    ),
  }
}

const show = (name: string, sample: Measured) =>
  `${name.padEnd(16)} ${String(sample.rate).padStart(6)} deliveries/s  p50 ${sample.p50} ms  p99 ${sample.p99} ms  max ${sample.max} ms  errors ${sample.errors}  lost ${sample.lost}  CPU client ${sample.clientCpu}% server ${sample.serverCpu}% machine ${sample.machineCpu}%${sample.budgetLimited ? '  (senders’ minute budgets ran out)' : ''}`

type Measured = ChatSample & { serverCpu: number; machineCpu: number }

const startedAt = new Date()
const loadAverage = os.loadavg().map((value) => Math.round(value * 100) / 100)
const dataDir = tempDir('dj-bench-chat-data-')
const tokenSalt = `bench-${randomBytes(12).toString('base64url')}`
const clients: ChatClient[] = []
let database: BenchDatabase | undefined
const cleanUp = async () => {
  for (const client of clients) client.closeAll()
  // Streams and sends still in the servers finish before they are asked to shut down.
  await sleep(500)
  await stopAll()
  await database?.drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
const interrupted = () => {
  void cleanUp().finally(() => process.exit(130))
}
process.once('SIGINT', interrupted)
process.once('SIGTERM', interrupted)

let failed = false
try {
  database = await createBenchDatabase('dj_bench_chat')
  const began = Date.now()
  const dataset = await migrateAndSeedWith(database.url, chatSeedStatements(pairs, tokenSalt))
  const seedMs = Date.now() - began
  const chats = (
    await query<{ orderId: number; customerId: number; workerId: number }>(
      database.url,
      `select id as "orderId", user_id as "customerId", worker_id as "workerId" from orders
       where order_num like 'CN%' order by id`,
    )
  ).map((row) => ({
    orderId: row.orderId,
    customer: `${tokenSalt}.${row.customerId}`,
    worker: `${tokenSalt}.${row.workerId}`,
  }))
  console.log(`seeded in ${(seedMs / 1000).toFixed(1)} s: ${chats.length} orders in service`, dataset)
  const [baseline, product] = await Promise.all([
    startBaseline({ port: PORTS.baseline }),
    startProduct({ databaseUrl: database.url, dataDir, port: PORTS.product }),
  ])
  const bare = bareTarget(baseline.url)
  const real = productTarget(product.url, chats)

  // 1. Delivery: `listeners` open streams per target, `concurrency` senders in a closed loop.
  const delivery = [new ChatClient(bare, 0, timeoutMs), new ChatClient(real, 0, timeoutMs)] as const
  const pidOf = (client: ChatClient) => (client.target === bare ? baseline.pid : product.pid)
  clients.push(...delivery)
  for (const client of delivery) await client.grow(listeners)
  console.log(
    `${listeners} listeners open on each target (${((Date.now() - began) / 1000).toFixed(1)} s since the start)`,
  )
  if (!smoke) for (const client of delivery) await client.closedLoop({ durationMs: 1000, concurrency })
  const samples = new Map<string, Measured[]>(delivery.map((client) => [client.target.name, []]))
  for (let round = 1; round <= rounds; round++) {
    for (const client of delivery) {
      const sample = await withCpu(pidOf(client), () => client.closedLoop({ durationMs, concurrency }))
      samples.get(client.target.name)!.push(sample)
      console.log(`round ${round} ${show(client.target.name, sample)}`)
    }
  }
  for (const client of delivery) client.closeAll()

  // 2. Capacity: more and more listeners (other orders), the same modest send rate at each count.
  const capacity = [
    new ChatClient(bare, listeners, timeoutMs),
    new ChatClient(real, listeners, timeoutMs),
  ] as const
  clients.push(...capacity)
  const capacitySteps: CapacityStep[] = []
  /** One listener step: `rounds` alternating open-loop rounds on the bare echo and the product. */
  const measureStep = async (count: number): Promise<CapacityStep> => {
    const stepRounds: { bare: StepSample[]; product: StepSample[] } = { bare: [], product: [] }
    const stepLatencies = { bare: [] as number[], product: [] as number[] }
    for (let round = 1; round <= rounds; round++) {
      for (const [which, client, pid] of [
        ['bare', capacity[0], baseline.pid],
        ['product', capacity[1], product.pid],
      ] as const) {
        const { latencies, ...sample } = await withCpu(pid, () =>
          client.openLoop({ rate: stepRate, durationMs: stepMs }),
        )
        stepRounds[which].push(sample)
        stepLatencies[which].push(...latencies)
        console.log(
          `${String(count).padStart(5)} listeners  round ${round} ${show(client.target.name, sample)}`,
        )
      }
    }
    const productStep = summarizeStep(stepRounds.product, stepLatencies.product)
    return {
      listeners: count,
      bare: summarizeStep(stepRounds.bare, stepLatencies.bare),
      product: productStep,
      rounds: stepRounds,
      productRssMiB: Math.round(product.rss() / 2 ** 20),
      met:
        productStep.p99 < P99_LIMIT_MS &&
        productStep.errors === 0 &&
        productStep.lost === 0 &&
        productStep.skipped === 0,
    }
  }
  for (const [index, count] of steps.entries()) {
    for (const client of capacity) await client.grow(count)
    await sleep(smoke ? 100 : 2000)
    // The first step's warm-up: the open loop's own paths, after the closed loop's last deliveries.
    if (index === 0 && !smoke)
      for (const client of capacity) await client.openLoop({ rate: stepRate, durationMs: 2000 })
    const attempts: CapacityStep[] = []
    for (let attempt = 1; attempt <= MAX_STEP_ATTEMPTS; attempt++) {
      const step = await measureStep(count)
      attempts.push(step)
      console.log(
        `${String(count).padStart(5)} listeners  all rounds: bare p99 ${step.bare.p99} ms, product p50 ${step.product.p50} ms p99 ${step.product.p99} ms, RSS ${step.productRssMiB} MiB`,
      )
      if (step.met || step.bare.p99 <= DISTURBED_BARE_P99_MS || smoke) break
      console.log(
        `${String(count).padStart(5)} listeners  the bare echo's p99 says the machine was disturbed: measuring the step again`,
      )
    }
    capacitySteps.push({ ...attempts.at(-1)!, earlierAttempts: attempts.slice(0, -1) })
  }
  for (const client of capacity) client.closeAll()

  const all = [
    ...[...samples.values()].flat(),
    ...capacitySteps
      .flatMap((step) => [step, ...(step.earlierAttempts ?? [])])
      .flatMap((step) => [...step.rounds.bare, ...step.rounds.product]),
  ]
  const errors = all.reduce((sum, sample) => sum + sample.errors + sample.lost, 0)
  for (const client of [...delivery, ...capacity])
    if (client.firstError) console.error(`${client.target.name}: first error: ${client.firstError}`)
  if (smoke) {
    if (errors > 0 || all.some((sample) => sample.deliveries === 0)) {
      console.error(
        `chat smoke failed: ${errors} errors or lost messages, or a measurement with no deliveries`,
      )
      failed = true
    } else console.log('chat smoke ok: every message sent was delivered to its listener')
  } else {
    const peak = new Map(
      [...samples.entries()].map(([name, list]) => [
        name,
        {
          rate: median(list.map((sample) => sample.rate)),
          p50: median(list.map((sample) => sample.p50)),
          p99: median(list.map((sample) => sample.p99)),
          serverCpu: median(list.map((sample) => sample.serverCpu)),
          machineCpu: median(list.map((sample) => sample.machineCpu)),
          errors: list.reduce((sum, sample) => sum + sample.errors, 0),
          lost: list.reduce((sum, sample) => sum + sample.lost, 0),
          budgetLimited: list.some((sample) => sample.budgetLimited),
        },
      ]),
    )
    for (const [name, sample] of peak)
      console.log(
        `median ${name}: ${sample.rate} deliveries/s, p50 ${sample.p50} ms, p99 ${sample.p99} ms (${Math.round((sample.rate / peak.get('bare SSE echo')!.rate) * 100)}% of the bare echo)`,
      )
    if (errors > 0) failed = true
    if (!flag('no-record'))
      reportChat({
        startedAt,
        loadAverage,
        settings: { listeners, durationMs, rounds, concurrency, steps, stepRate, stepMs, pairs },
        dataset,
        seedMs,
        peak,
        samples,
        capacity: capacitySteps,
      })
  }
} catch (error) {
  console.error(error)
  failed = true
} finally {
  process.off('SIGINT', interrupted)
  process.off('SIGTERM', interrupted)
  await cleanUp()
}
process.exitCode = failed ? 1 : 0
