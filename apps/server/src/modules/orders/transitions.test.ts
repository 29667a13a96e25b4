import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SOURCE = path.join(import.meta.dirname, '../..')
const TRANSITIONS = path.join(import.meta.dirname, 'transitions.ts')

/** The server's production files: tests and test helpers may set up orders however they need. */
function productionFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'test' ? [] : productionFiles(file)
    const helper = entry.name.endsWith('.test.ts') || entry.name === 'testing.ts'
    return entry.name.endsWith('.ts') && !helper ? [file] : []
  })
}

describe('the order state changes', () => {
  it('are written in one file, orders/transitions.ts: no other file inserts, updates or deletes orders', () => {
    const writers = productionFiles(SOURCE).filter(
      (file) =>
        file !== TRANSITIONS &&
        /\.(insert|update|delete)\(\s*(schema\.)?orders\s*\)|\borders as \w+/.test(
          fs.readFileSync(file, 'utf8'),
        ),
    )
    expect(writers.map((file) => path.relative(SOURCE, file))).toEqual([])
    expect(fs.readFileSync(TRANSITIONS, 'utf8')).toMatch(/\.update\(orders\)/)
  })

  it('take their from-state from the rulebook: no condition on an order field is written by hand', () => {
    const source = fs.readFileSync(TRANSITIONS, 'utf8')
    const conditions = [...whereClauses(source)]
    expect(conditions.length).toBeGreaterThan(15)
    const byHand = conditions.filter((condition) => RULE_FIELD.test(condition))
    expect(byHand).toEqual([])
  })

  it('finds a condition written by hand, in the builder or in raw SQL', () => {
    const handWritten = [
      '.where(and(eq(orders.id, id), eq(orders.status, OrderStatus.paid)))',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text the guard reads
      'sql`update ${orders} set x = 1 where id = ${id} and biz_status = ${literal(1)} returning id`',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text the guard reads
      '.where(and(eq(orders.id, id), sql`${orders.refundStatus} <> 1`))',
    ]
    for (const source of handWritten)
      expect(
        [...whereClauses(source)].some((condition) => RULE_FIELD.test(condition)),
        source,
      ).toBe(true)
    expect(RULE_FIELD.test(".where(and(eq(orders.id, id), orderStateSql('refund')))")).toBe(false)
  })
})

/**
 * The order fields the rulebook's clauses read, as the builder (`orders.bizStatus`) and raw SQL
 * (`biz_status =`) name them. The lottery's round (`lotteryNumAlready` = the round before) is not a
 * state: it is the draw's own idempotency check.
 */
const RULE_FIELD =
  /orders\.(status|bizStatus|refundStatus|disputeStatus|orderType|type|lotteryNum|attachment|userId|workerId)\b|\b(status|biz_status|refund_status|dispute_status|order_type|lottery_num|attachment|user_id|worker_id)\s*(=|<>|!=|in\b|is\b)/

/** The text of every condition: each `.where(…)` argument, and each raw `where …` up to its end. */
function* whereClauses(source: string): Generator<string> {
  for (let at = source.indexOf('.where('); at !== -1; at = source.indexOf('.where(', at + 1)) {
    let depth = 0
    let end = at + '.where'.length
    for (; end < source.length; end += 1) {
      if (source[end] === '(') depth += 1
      if (source[end] === ')' && --depth === 0) break
    }
    yield source.slice(at, end + 1)
  }
  for (const match of source.matchAll(/\bwhere\s(?!\()[\s\S]*?(?=\breturning\b|`|\)\s*$)/gm)) yield match[0]
}
