import { describe, expect, it } from 'vitest'
import { CheckedCache } from './checked-cache.ts'

describe('CheckedCache', () => {
  it('keeps texts with their versions, the least recently read going first past its size', () => {
    const cache = new CheckedCache(10, 60_000)
    cache.set('a', 'v1', 'aaaa')
    cache.set('b', 'v1', 'bbbb')
    expect(cache.get('a')).toEqual({ version: 'v1', text: 'aaaa', keptAt: expect.any(Number) })
    cache.set('c', 'v1', 'cccc')
    // 12 characters: 'b', read least recently, goes.
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')?.text).toBe('aaaa')
    expect(cache.get('c')?.text).toBe('cccc')
    expect(cache.chars).toBe(8)
    cache.set('a', 'v2', 'a')
    expect(cache.get('a')).toMatchObject({ version: 'v2', text: 'a' })
    expect(cache.chars).toBe(5)
  })

  it('keeps nothing larger than itself, and reads an entry again once it is too old', () => {
    let now = 0
    const cache = new CheckedCache(10, 1000, () => now)
    cache.set('big', 'v1', 'x'.repeat(11))
    expect(cache.get('big')).toBeUndefined()
    expect(cache.chars).toBe(0)
    cache.set('a', 'v1', 'aaaa')
    now = 1000
    expect(cache.get('a')?.text).toBe('aaaa')
    now = 1001
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(0)
    expect(cache.chars).toBe(0)
  })
})
