import { describe, expect, it } from 'vitest'
import { changedKeys } from './json-diff.ts'

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
