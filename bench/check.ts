// `npm run bench:check`, for CI: a short smoke of the API and chat benches and the bundle-size ceilings. Nothing
// here is timed: the smoke only asks that every target answers without errors, and sizes are deterministic.
//   --record   write the current sizes as the new ceilings (after a deliberate change; commit budgets.json)
//   --sizes    the size check only
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { BENCH_DIR, flag } from './lib/env.ts'
import { tempDir } from './lib/processes.ts'
import {
  buildWithManifest,
  kb,
  ROUTES,
  type RouteSize,
  routeSizes,
  SHELL_ROOT,
  SHELL_ROUTES,
  WEB_ROOT,
} from './web/sizes.ts'

const BUDGETS_FILE = path.join(BENCH_DIR, 'budgets.json')
/** Room for a dependency's patch release; a real growth is a deliberate `--record` in a commit. */
const SLACK = 1.02

interface SizeBudgets {
  note: string
  /** The target: /home first-load JS at most this many times the bare shell's. */
  homeVsShellMax: number
  routes: Record<string, { jsGzip: number; cssGzip: number }>
}

async function measureSizes(): Promise<{ web: RouteSize[]; shell: RouteSize[] }> {
  const scratch = tempDir('dj-bench-check-')
  try {
    const web = routeSizes(await buildWithManifest(WEB_ROOT, `${scratch}/web`), `${scratch}/web`, ROUTES)
    const shell = routeSizes(
      await buildWithManifest(SHELL_ROOT, `${scratch}/shell`),
      `${scratch}/shell`,
      SHELL_ROUTES,
    )
    return { web, shell }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}

let failed = false

/** The budgets recorded last, or null before the first recording. */
function readBudgets(): SizeBudgets | null {
  return fs.existsSync(BUDGETS_FILE)
    ? (JSON.parse(fs.readFileSync(BUDGETS_FILE, 'utf8')) as SizeBudgets)
    : null
}
const { web, shell } = await measureSizes()
const home = web.find((size) => size.route === '/home')!
const shellHome = shell.find((size) => size.route === '/home')!

if (flag('record')) {
  const budgets: SizeBudgets = {
    note: 'Recorded first-load sizes (gzip -9 bytes); `npm run bench:check` fails when a route grows past them by more than 2%. Re-record with `npm run bench:check -- --record --sizes`.',
    // The ratio is a target set by hand (issue 24 wants 1.3); recording sizes keeps it.
    homeVsShellMax: readBudgets()?.homeVsShellMax ?? 2,
    routes: Object.fromEntries(
      web.map((size) => [size.route, { jsGzip: size.jsGzip, cssGzip: size.cssGzip }]),
    ),
  }
  fs.writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgets, null, 2)}\n`)
  console.log(`recorded ${path.relative(process.cwd(), BUDGETS_FILE)}`)
} else {
  const budgets = readBudgets()!
  for (const size of web) {
    const ceiling = budgets.routes[size.route]
    if (!ceiling) {
      console.error(`size  ${size.route}: no recorded ceiling in budgets.json`)
      failed = true
      continue
    }
    for (const kind of ['jsGzip', 'cssGzip'] as const) {
      const over = size[kind] > ceiling[kind] * SLACK
      if (over) failed = true
      console.log(
        `size  ${over ? 'OVER' : 'ok  '} ${size.route} ${kind === 'jsGzip' ? 'JS ' : 'CSS'} ${kb(size[kind])} (recorded ${kb(ceiling[kind])})`,
      )
    }
  }
  const ratio = home.jsGzip / shellHome.jsGzip
  const met = ratio <= budgets.homeVsShellMax
  console.log(
    `size  ${met ? 'met ' : 'OVER'} /home JS is ${ratio.toFixed(2)}× the bare shell (ceiling ${budgets.homeVsShellMax}×; issue 24's target 1.3×)`,
  )
  if (!met) failed = true
}

if (!flag('sizes')) {
  // The API smoke, then the chat's (send → delivered on a listener's stream, ~12 s): errors fail, times do not.
  for (const [name, script, timeout] of [
    ['API', 'api/run.ts', 180_000],
    ['chat', 'chat/run.ts', 90_000],
  ] as const) {
    const smoke = spawnSync(process.execPath, ['--import', 'tsx', path.join(BENCH_DIR, script), '--smoke'], {
      cwd: BENCH_DIR,
      stdio: 'inherit',
      timeout,
    })
    if (smoke.status !== 0) {
      console.error(`smoke: the ${name} bench failed (exit ${smoke.status ?? smoke.signal})`)
      failed = true
    }
  }
}
process.exitCode = failed ? 1 : 0
