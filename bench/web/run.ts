// `npm run bench:web`: first-load bundle sizes and Lighthouse (mobile) of the web app beside a bare
// React + react-router shell built with the same Vite setup, in one run (bench/README.md).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { numberEnv, PORTS, ROOT } from '../lib/env.ts'
import { median } from '../lib/load.ts'
import { startBaseline, startProduct, stopAll, tempDir } from '../lib/processes.ts'
import { type Budget, budgetTable, fixed, machine, table, updateReadme, writeResult } from '../lib/report.ts'
import { ensureWebBuilt } from '../lib/web-build.ts'
import { audit, CHROME_PATH, type PageScore, withChrome } from './lighthouse.ts'
import { buildWithManifest, kb, ROUTES, routeSizes, SHELL_ROOT, SHELL_ROUTES, WEB_ROOT } from './sizes.ts'

const COMMAND = 'npm run bench:web'
/** Issue 24's budgets, against the bare shell of the same run. */
const JS_VS_SHELL = 1.3
const PERFORMANCE_GAP = 0.03
const LCP_VS_BARE = 1.2
const rounds = numberEnv('BENCH_LIGHTHOUSE_ROUNDS', 3)
const startedAt = new Date()
const scratch = tempDir('dj-bench-web-')

try {
  console.log(`apps/web/dist: ${ensureWebBuilt()}`)
  const webOut = `${scratch}/web`
  const shellOut = `${scratch}/shell`
  const webSizes = routeSizes(await buildWithManifest(WEB_ROOT, webOut), webOut, ROUTES)
  const shellSizes = routeSizes(await buildWithManifest(SHELL_ROOT, shellOut), shellOut, SHELL_ROUTES)
  const shellHome = shellSizes.find((size) => size.route === '/home')!
  for (const size of [...webSizes, ...shellSizes.map((s) => ({ ...s, route: `bare shell ${s.route}` }))])
    console.log(
      `${size.route.padEnd(28)} JS ${kb(size.jsGzip)} gz (${size.jsFiles} files)  CSS ${kb(size.cssGzip)} gz`,
    )

  // The product serves its build pre-compressed (.br/.gz beside each file, scripts/compress-dist.mjs);
  // the shell is compressed and served the same way, so the two pages differ only in what they load.
  const compressed = spawnSync(process.execPath, [path.join(ROOT, 'scripts/compress-dist.mjs'), shellOut], {
    stdio: 'inherit',
  })
  if (compressed.status !== 0) throw new Error('compressing the bare shell failed')
  process.env.BASELINE_PRECOMPRESSED = '1'

  // The product as `npm start` runs it on a fresh embedded database; the shell behind the bare Fastify.
  const [product, bare] = await Promise.all([
    startProduct({ dataDir: `${scratch}/data`, port: PORTS.product }),
    startBaseline({ staticDir: shellOut, port: PORTS.baseline }),
  ])
  const list = (await (await fetch(`${product.url}/boot/v1/dEsports/public/productList`)).json()) as {
    data: { id: number }[]
  }
  const productId = list.data[0]?.id
  if (!productId) throw new Error('the demo catalogue has no product')
  const pages = [
    { name: '/home', url: `${product.url}/home` },
    { name: 'bare /home', url: `${bare.url}/home` },
    { name: '/product-detail', url: `${product.url}/product-detail?productId=${productId}` },
    { name: 'bare /product-detail', url: `${bare.url}/product-detail?productId=1` },
  ]
  const scores = new Map<string, PageScore[]>(pages.map((page) => [page.name, []]))
  await withChrome(async (port) => {
    for (let round = 1; round <= rounds; round++) {
      for (const page of pages) {
        const score = await audit(port, page.url)
        scores.get(page.name)!.push(score)
        console.log(
          `round ${round} ${page.name.padEnd(22)} perf ${score.performance.toFixed(2)}  LCP ${fixed(score.lcpMs)} ms  FCP ${fixed(score.fcpMs)} ms  TBT ${fixed(score.tbtMs)} ms  CLS ${score.cls.toFixed(3)}`,
        )
        console.log(`  LCP element (render delay ${fixed(score.lcpRenderDelayMs)} ms): ${score.lcpElement}`)
      }
    }
  })
  await stopAll()

  type NumericScore = Exclude<keyof PageScore, 'lcpElement'>
  const medianOf = (name: string): PageScore => {
    const list = scores.get(name)!
    const pick = (key: NumericScore) => median(list.map((score) => score[key]))
    // The element of the round whose LCP was the median one.
    const middle = list.find((score) => score.lcpMs === pick('lcpMs')) ?? list[0]!
    return {
      lcpElement: middle.lcpElement,
      lcpRenderDelayMs: pick('lcpRenderDelayMs'),
      performance: pick('performance'),
      lcpMs: pick('lcpMs'),
      fcpMs: pick('fcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      speedIndexMs: pick('speedIndexMs'),
    }
  }
  const lighthouse = Object.fromEntries(pages.map((page) => [page.name, medianOf(page.name)]))
  const home = webSizes.find((size) => size.route === '/home')!
  const budgets: Budget[] = [
    {
      name: '/home first-load JS vs bare shell',
      value: `${kb(home.jsGzip)} = ${(home.jsGzip / shellHome.jsGzip).toFixed(2)}×`,
      limit: `≤ ${JS_VS_SHELL}× (${kb(shellHome.jsGzip * JS_VS_SHELL)})`,
      met: home.jsGzip <= JS_VS_SHELL * shellHome.jsGzip,
    },
  ]
  for (const name of ['/home', '/product-detail']) {
    const page = lighthouse[name]!
    const base = lighthouse[`bare ${name}`]!
    budgets.push(
      {
        name: `${name} performance vs bare`,
        value: `${page.performance.toFixed(2)} (bare ${base.performance.toFixed(2)})`,
        limit: `≥ bare − ${PERFORMANCE_GAP} (${(base.performance - PERFORMANCE_GAP).toFixed(2)})`,
        // Scores are hundredths: compared in them, so 0.97 against 1.00 is a gap of 0.03, not 0.0300…1.
        met: Math.round(page.performance * 100) >= Math.round((base.performance - PERFORMANCE_GAP) * 100),
      },
      {
        name: `${name} LCP vs bare`,
        value: `${fixed(page.lcpMs)} ms = ${(page.lcpMs / base.lcpMs).toFixed(2)}×`,
        limit: `≤ ${LCP_VS_BARE}× (${fixed(base.lcpMs * LCP_VS_BARE)} ms)`,
        met: page.lcpMs <= base.lcpMs * LCP_VS_BARE,
      },
      { name: `${name} CLS`, value: page.cls.toFixed(3), limit: '≤ 0.05', met: page.cls <= 0.05 },
    )
  }
  for (const budget of budgets)
    console.log(
      `${budget.met ? 'met    ' : 'NOT MET'} ${budget.name}: ${budget.value} (limit ${budget.limit})`,
    )

  const file = writeResult('web', startedAt, {
    command: COMMAND,
    startedAt: startedAt.toISOString(),
    machine: machine(),
    chrome: CHROME_PATH,
    lighthouse: {
      preset: 'mobile (default config)',
      rounds,
      medians: lighthouse,
      rounds_raw: Object.fromEntries(scores),
    },
    sizes: { web: webSizes, shell: shellSizes },
    budgets,
  })
  updateReadme(
    'web',
    [
      `Last run: \`${COMMAND}\` on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC; gzip level 9 sizes of the ` +
        `first load (entry + static imports + the route's lazy chunk, from the Vite manifest); Lighthouse ` +
        `${rounds} rounds alternating, mobile preset, median shown; the product and the bare shell both served ` +
        `pre-compressed (.br/.gz). Raw numbers: [\`${file}\`](${file}).`,
      '',
      table(
        ['page', 'first-load JS gz', 'CSS gz', 'JS files'],
        [...webSizes, ...shellSizes.map((size) => ({ ...size, route: `bare shell ${size.route}` }))].map(
          (size) => [size.route, kb(size.jsGzip), kb(size.cssGzip), size.jsFiles],
        ),
      ),
      '',
      table(
        ['page (Lighthouse mobile)', 'performance', 'LCP ms', 'FCP ms', 'TBT ms', 'CLS', 'Speed Index ms'],
        Object.entries(lighthouse).map(([name, score]) => [
          name,
          score.performance.toFixed(2),
          fixed(score.lcpMs),
          fixed(score.fcpMs),
          fixed(score.tbtMs),
          score.cls.toFixed(3),
          fixed(score.speedIndexMs),
        ]),
      ),
      '',
      table(
        ['page', 'LCP element (median round)', 'LCP render delay ms'],
        Object.entries(lighthouse).map(([name, score]) => [
          name,
          `\`${score.lcpElement.replaceAll('`', "'").replaceAll('|', '\\|')}\``,
          fixed(score.lcpRenderDelayMs),
        ]),
      ),
      '',
      budgetTable(budgets),
    ].join('\n'),
  )
  console.log(`wrote bench/${file} and the README tables`)
} finally {
  await stopAll()
  fs.rmSync(scratch, { recursive: true, force: true })
}
