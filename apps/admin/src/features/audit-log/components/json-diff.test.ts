import { describe, expect, it } from 'vitest'
import { changedKeys, diffLines } from './json-diff.ts'

describe('changedKeys', () => {
  it('names the keys that changed, were added or were removed', () => {
    const before = { bizStatus: 2, workerId: 8, note: 'a' }
    const after = { bizStatus: 3, workerId: 8, workerAmount: 2400 }
    expect([...changedKeys(before, after)].sort()).toEqual(['bizStatus', 'note', 'workerAmount'])
  })

  it('compares nested values by content', () => {
    expect(changedKeys({ prizes: [{ id: 1 }] }, { prizes: [{ id: 1 }] }).size).toBe(0)
    expect([...changedKeys({ prizes: [{ id: 1 }] }, { prizes: [{ id: 2 }] })]).toEqual(['prizes'])
  })

  it('has nothing to compare when one side is not an object', () => {
    expect(changedKeys(null, { status: 1 }).size).toBe(0)
  })
})

describe('diffLines', () => {
  it('prints indented JSON and marks the lines of the changed keys', () => {
    const before = { status: 0, name: '张三' }
    const after = { status: 1, name: '张三' }
    const changed = changedKeys(before, after)
    expect(diffLines(after, before, changed)).toEqual([
      { text: '{', changed: false },
      { text: '  "status": 1,', changed: true },
      { text: '  "name": "张三"', changed: false },
      { text: '}', changed: false },
    ])
  })

  it('marks every line of a changed nested value', () => {
    const lines = diffLines({ tags: ['a', 'b'] }, { tags: ['a'] }, new Set(['tags']))
    expect(lines.filter((line) => line.changed).map((line) => line.text)).toEqual([
      '  "tags": [',
      '    "a",',
      '    "b"',
      '  ]',
    ])
  })

  it('prints nothing for a side that did not exist, and marks a whole new value', () => {
    expect(diffLines(null, { status: 1 }, new Set())).toEqual([])
    expect(diffLines({ status: 1 }, null, new Set())).toEqual([
      { text: '{', changed: true },
      { text: '  "status": 1', changed: true },
      { text: '}', changed: true },
    ])
  })
})
