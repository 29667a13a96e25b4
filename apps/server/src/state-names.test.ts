import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * Every integer state is written by its name from packages/shared/src/states.ts (or the schema that
 * owns it), in the server, the app and the console: a number compared, written or put in a link bare
 * means the same state can drift apart in two places, and a state declared again can disagree with
 * the one the database keeps.
 */

const ROOT = path.join(import.meta.dirname, '../../..')
const SOURCES = ['apps/server/src', 'apps/web/src', 'apps/admin/src', 'packages/shared/src']

function productionFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory())
      return ['test', 'testing', 'fixtures'].includes(entry.name) ? [] : productionFiles(file)
    const test = /\.test\.tsx?$/.test(entry.name) || entry.name === 'testing.ts'
    return /\.tsx?$/.test(entry.name) && !test ? [file] : []
  })
}

/** A state field compared with, or set to, a bare number; a link choosing a tab by one. */
const BARE_STATE = [
  /\b(status|bizStatus|refundStatus|disputeStatus|orderType)\s*(===|!==|==|!=)\s*\d(?!\d)/,
  /\b(status|bizStatus|refundStatus|disputeStatus|orderType)\s*:\s*\d(?![\d.])/,
  /\b(status|biz_status|refund_status|dispute_status|order_type)\s*(=|<>|!=)\s*\d(?!\d)/,
  /[?&](status|bizStatus|type)=\d/,
]

/** A declaration of a set of states by name (`const OrderStatus = {`). */
const STATE_SET = /\b(?:const|let)\s+(\w*(?:Status|Standing|Kind|Type))\s*=\s*\{/g

const files = SOURCES.flatMap((dir) => productionFiles(path.join(ROOT, dir))).map((file) => ({
  name: path.relative(ROOT, file),
  lines: fs.readFileSync(file, 'utf8').split('\n'),
}))

describe('state names', () => {
  it('no state number is written bare in the server, the app or the console', () => {
    const bare = files.flatMap(({ name, lines }) =>
      lines.flatMap((line, index) =>
        BARE_STATE.some((pattern) => pattern.test(line)) && !/^\s*(\/\/|\*)/.test(line)
          ? [`${name}:${index + 1}: ${line.trim()}`]
          : [],
      ),
    )
    expect(bare).toEqual([])
  })

  it('finds the shapes it looks for', () => {
    for (const line of [
      'if (order.bizStatus === 2) return',
      'before: { status: 0 },',
      'sql`where biz_status = 1`',
      "navigate('/order-list?status=1')",
    ])
      expect(
        BARE_STATE.some((pattern) => pattern.test(line)),
        line,
      ).toBe(true)
    expect(BARE_STATE.some((pattern) => pattern.test('reply.status(200)'))).toBe(false)
  })

  it('no set of states is declared twice', () => {
    const declared = files.flatMap(({ name, lines }) =>
      [...lines.join('\n').matchAll(STATE_SET)].map((match) => ({ state: match[1]!, name })),
    )
    const twice = declared.filter(({ state }) => declared.filter((other) => other.state === state).length > 1)
    expect(twice).toEqual([])
    expect(declared.map(({ state }) => state)).toContain('OrderStatus')
  })
})
