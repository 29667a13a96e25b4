import { describe, expect, it } from 'vitest'
import { orderQuerySearch, readOrderQuery, withFilters } from './order-query.ts'

const read = (search: string) => readOrderQuery(new URLSearchParams(search))

describe('readOrderQuery', () => {
  it('reads every filter from the address', () => {
    expect(
      read(
        'state=toConfirm&keyword=DJ2026&worker=阿杰&gameId=2&from=2026-11-01&to=2026-11-30&page=3&pageSize=50',
      ),
    ).toEqual({
      state: 'toConfirm',
      keyword: 'DJ2026',
      worker: '阿杰',
      gameId: 2,
      from: '2026-11-01',
      to: '2026-11-30',
      page: 3,
      pageSize: 50,
    })
  })

  it('opens the whole first page when the address says nothing', () => {
    expect(read('')).toEqual({ state: 'all', page: 1, pageSize: 20 })
  })

  it('ignores what it cannot read instead of failing', () => {
    expect(read('state=lost&gameId=abc&from=2026-1-1&page=0&pageSize=500&keyword=%20%20')).toEqual({
      state: 'all',
      page: 1,
      pageSize: 100,
    })
  })

  it('puts a range typed backwards the right way round', () => {
    expect(read('from=2026-11-30&to=2026-11-01')).toMatchObject({ from: '2026-11-01', to: '2026-11-30' })
  })
})

describe('orderQuerySearch', () => {
  it('writes only what differs from the default list', () => {
    expect(orderQuerySearch(read(''))).toEqual({})
    expect(orderQuerySearch({ state: 'waiting', keyword: '139', page: 2, pageSize: 20 })).toEqual({
      state: 'waiting',
      keyword: '139',
      page: '2',
    })
  })

  it('reads back the list it wrote', () => {
    const query = read(
      'state=completed&worker=阿杰&gameId=1&from=2026-11-01&to=2026-11-02&page=2&pageSize=50',
    )
    expect(read(new URLSearchParams(orderQuerySearch(query)).toString())).toEqual(query)
  })
})

describe('withFilters', () => {
  it('starts new filters on the first page and keeps the page size', () => {
    const query = read('state=waiting&keyword=139&page=4&pageSize=50')
    expect(withFilters(query, { keyword: undefined, gameId: 3 })).toEqual({
      state: 'waiting',
      keyword: undefined,
      gameId: 3,
      page: 1,
      pageSize: 50,
    })
  })
})
