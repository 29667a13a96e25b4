import { describe, expect, it } from 'vitest'
import { buildQueryString, withQuery } from './query-string.ts'

describe('buildQueryString', () => {
  it('joins flat values in order', () => {
    expect(buildQueryString({ gameId: 3, status: 'all', page: 0, on: false })).toBe(
      'gameId=3&status=all&page=0&on=false',
    )
  })

  it('skips null, undefined and empty strings but keeps 0 and false', () => {
    expect(buildQueryString({ a: null, b: undefined, c: '', d: 0, e: false })).toBe('d=0&e=false')
  })

  it('uses bracketed keys for nested objects and arrays', () => {
    expect(buildQueryString({ a: { b: 1, c: { d: 'x' } } })).toBe('a[b]=1&a[c][d]=x')
    expect(buildQueryString({ ids: ['x', 'y'] })).toBe('ids[0]=x&ids[1]=y')
  })

  it('skips empty values inside nested objects', () => {
    expect(buildQueryString({ a: { b: '', c: null, d: 2 } })).toBe('a[d]=2')
  })

  it('URL-encodes names and values', () => {
    expect(buildQueryString({ userName: '小 明&co', 'a b': '=?' })).toBe(
      'userName=%E5%B0%8F%20%E6%98%8E%26co&a%20b=%3D%3F',
    )
  })

  it('gives an empty string for no or only empty params', () => {
    expect(buildQueryString(undefined)).toBe('')
    expect(buildQueryString({ a: '' })).toBe('')
  })
})

describe('withQuery', () => {
  it('adds a query only when there is one', () => {
    expect(withQuery('/p', { a: 1 })).toBe('/p?a=1')
    expect(withQuery('/p', { a: null })).toBe('/p')
    expect(withQuery('/p?x=1', { a: 1 })).toBe('/p?x=1&a=1')
  })
})
