import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { useTestApp } from '../../test/test-app.ts'
import { scrape } from './testing.ts'

const RULES_FILE = fileURLToPath(new URL('../../../../../ops/prometheus/alerts.yml', import.meta.url))

interface Rule {
  alert?: unknown
  expr?: unknown
  for?: unknown
  labels?: { severity?: unknown }
  annotations?: { summary?: unknown; description?: unknown }
}
const document = parse(fs.readFileSync(RULES_FILE, 'utf8')) as {
  groups?: { name?: unknown; rules?: Rule[] }[]
}
const groups = document.groups ?? []
const rules = groups.flatMap((group) => group.rules ?? [])

/** PromQL's keywords; functions are told apart by the parenthesis that follows them. */
const KEYWORDS = new Set(['and', 'or', 'unless', 'by', 'without', 'on', 'ignoring', 'bool', 'offset'])

/** The metric names an expression reads: what is left once strings, matchers, ranges and label lists go. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
  return [...bare.matchAll(/\b([a-zA-Z_:][\w:]*)\b(?!\s*\()/g)]
    .map((match) => match[1]!)
    .filter((word) => !KEYWORDS.has(word))
}

const { app, database } = await useTestApp()

/** Every series name the app exposes, with the suffixes histograms and summaries add. */
async function exportedNames(): Promise<Set<string>> {
  const { text } = await scrape(app)
  const names = new Set<string>()
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!)
    const suffixes = { histogram: ['_bucket', '_sum', '_count'], summary: ['_sum', '_count'] }[type!] ?? []
    for (const suffix of suffixes) names.add(`${name}${suffix}`)
  }
  return names
}

describe('the alert rules (ops/prometheus/alerts.yml)', () => {
  it('are groups of named rules, each with an expression, a severity and what to do', () => {
    expect(groups.length).toBeGreaterThan(0)
    const names = rules.map((rule) => rule.alert)
    expect(new Set(names).size).toBe(names.length)
    for (const group of groups) {
      expect(group.name).toMatch(/^dianjing-[a-z]+$/)
      expect(group.rules?.length).toBeGreaterThan(0)
    }
    for (const rule of rules) {
      expect(rule.alert, JSON.stringify(rule)).toMatch(/^Dianjing[A-Za-z]+$/)
      expect(typeof rule.expr, String(rule.alert)).toBe('string')
      expect(metricNames(String(rule.expr)).length, String(rule.alert)).toBeGreaterThan(0)
      if (rule.for !== undefined) expect(rule.for, String(rule.alert)).toMatch(/^\d+[smh]$/)
      expect(['critical', 'warning', 'info'], String(rule.alert)).toContain(rule.labels?.severity)
      expect(rule.annotations?.summary, String(rule.alert)).toEqual(expect.any(String))
      expect(rule.annotations?.description, String(rule.alert)).toEqual(expect.any(String))
    }
  })

  it('name only metrics the app exports (and Prometheus’s own `up`)', async () => {
    const exported = await exportedNames()
    // The embedded database has no pool, so the pool's gauges exist on PostgreSQL only.
    const poolless = database.kind === 'pglite'
    for (const rule of rules) {
      for (const name of metricNames(String(rule.expr))) {
        if (name === 'up' || (poolless && name.startsWith('dianjing_db_pool_'))) continue
        expect(exported, `${String(rule.alert)} reads ${name}`).toContain(name)
      }
    }
    if (!poolless) expect(exported).toContain('dianjing_db_pool_waiting_requests')
  })

  it('reads metric names the way PromQL does', () => {
    expect(
      metricNames(
        'sum by (name) (increase(a_total{x="y",z=~"b|c"}[10m])) / on(instance) b > 0.5 and time() - c > 25 * 3600',
      ),
    ).toEqual(['a_total', 'b', 'c'])
  })

  const promtool = spawnSync('promtool', ['--version']).status === 0
  it.skipIf(!promtool)('pass promtool check rules', () => {
    const checked = spawnSync('promtool', ['check', 'rules', RULES_FILE], { encoding: 'utf8' })
    expect(checked.status, `${checked.stdout}${checked.stderr}`).toBe(0)
  })
})
