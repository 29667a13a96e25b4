import { describe, expect, it } from 'vitest'
import { backPath } from './paths.ts'

describe('backPath', () => {
  it('goes back to the page that opened the record', () => {
    expect(backPath({ from: '/settlements?tab=completed&page=2' }, '/orders')).toBe(
      '/settlements?tab=completed&page=2',
    )
  })

  it('else to its list with the search it had', () => {
    expect(backPath({ search: '?keyword=139&page=3' }, '/users')).toBe('/users?keyword=139&page=3')
  })

  it('else to the list itself, whatever else the state holds', () => {
    expect(backPath(null, '/workers')).toBe('/workers')
    expect(backPath(undefined, '/workers')).toBe('/workers')
    expect(backPath({ from: 'https://evil.example', search: 'keyword=1' }, '/workers')).toBe('/workers')
    expect(backPath({ from: 7 }, '/orders')).toBe('/orders')
  })
})
