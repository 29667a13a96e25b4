import { describe, expect, it } from 'vitest'
import { compactParams, idParam, keywordParam, positiveParam, tabParam } from './search-params.ts'

describe('idParam', () => {
  it('reads a record id from the route, and nothing that is not one', () => {
    expect(idParam('7')).toBe(7)
    expect(idParam('1234567890')).toBe(1_234_567_890)
    for (const text of [undefined, '', '0', '07', '-1', '1.5', 'abc', '12345678901']) {
      expect(idParam(text)).toBeNull()
    }
  })
})

describe('tabParam', () => {
  it('reads one of the tabs, or the first for anything else', () => {
    const tabs = ['pending', 'paid', 'all'] as const
    expect(tabParam('paid', tabs)).toBe('paid')
    expect(tabParam('lost', tabs)).toBe('pending')
    expect(tabParam(null, tabs)).toBe('pending')
  })
})

describe('keywordParam', () => {
  it('reads the search trimmed, or none', () => {
    expect(keywordParam(new URLSearchParams('keyword=%20139%20'))).toBe('139')
    expect(keywordParam(new URLSearchParams(''))).toBe('')
  })
})

describe('positiveParam and compactParams', () => {
  it('read a positive whole number, and write only what was chosen', () => {
    expect(positiveParam('12')).toBe(12)
    expect(positiveParam('0')).toBeUndefined()
    expect(compactParams({ status: 'paid', keyword: '', page: undefined, pageSize: 20 })).toEqual({
      status: 'paid',
      pageSize: '20',
    })
  })
})
