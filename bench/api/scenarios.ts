import path from 'node:path'
import { BENCH_DIR } from '../lib/env.ts'

/**
 * A dataset the seed does not make, recorded in a table of its own: SQL applied to the seeded database
 * before the servers start, and the targets measured on it (with the bare baselines).
 */
export interface Scenario {
  name: string
  /** The SQL, relative to bench/. */
  file: string
  /** The targets measured, as BENCH_ONLY names them. */
  only: string[]
  /** What it is, for the README's table. */
  describe: string
}

const SCENARIOS: Scenario[] = [
  {
    name: 'hall-80k',
    file: 'scenarios/hall-80k.sql',
    only: ['hall list', 'hall scroll'],
    describe: 'the hall at 80 000 waiting orders (issue 24): its first page and a worker scrolling it',
  },
]

/** `--scenario NAME` (or `--scenario=NAME`), if given; an unknown name ends the run before anything starts. */
export function chosenScenario(argv = process.argv): Scenario | undefined {
  const at = argv.findIndex((arg) => arg === '--scenario' || arg.startsWith('--scenario='))
  if (at < 0) return undefined
  const name = argv[at]!.includes('=') ? argv[at]!.split('=')[1] : argv[at + 1]
  const scenario = SCENARIOS.find((one) => one.name === name)
  if (!scenario)
    throw new Error(`unknown scenario ${name}; known: ${SCENARIOS.map((one) => one.name).join(', ')}`)
  return scenario
}

export const scenarioSql = (scenario: Scenario) => path.join(BENCH_DIR, scenario.file)
