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
})
