import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BENCH_DIR } from './env.ts'

export interface Budget {
  name: string
  value: string
  limit: string
  met: boolean
}

export function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  }
}

/** Writes `bench/results/<date>-<kind>.json` and answers its path relative to bench/. */
export function writeResult(kind: string, date: Date, data: unknown): string {
  const dir = path.join(BENCH_DIR, 'results')
  fs.mkdirSync(dir, { recursive: true })
  const name = `${date.toISOString().slice(0, 10)}-${kind}.json`
  fs.writeFileSync(path.join(dir, name), `${JSON.stringify(data, null, 2)}\n`)
  return `results/${name}`
}

/** Replaces the README's section between `<!-- bench:<key> -->` and `<!-- /bench:<key> -->`. */
export function updateReadme(key: string, markdown: string) {
  const file = path.join(BENCH_DIR, 'README.md')
  const readme = fs.readFileSync(file, 'utf8')
  const start = `<!-- bench:${key} -->`
  const end = `<!-- /bench:${key} -->`
  const from = readme.indexOf(start)
  const to = readme.indexOf(end)
  const block = `${start}\n${markdown.trim()}\n${end}`
  const next =
    from >= 0 && to > from
      ? readme.slice(0, from) + block + readme.slice(to + end.length)
      : `${readme.trimEnd()}\n\n${block}\n`
  fs.writeFileSync(file, next)
}

export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}

export function budgetTable(budgets: Budget[]): string {
  return table(
    ['budget', 'measured', 'limit', 'met'],
    budgets.map((budget) => [budget.name, budget.value, budget.limit, budget.met ? 'yes' : '**no**']),
  )
}

export const pct = (ratio: number) => `${(ratio * 100).toFixed(0)}%`
export const fixed = (value: number, digits = 0) => value.toFixed(digits)
