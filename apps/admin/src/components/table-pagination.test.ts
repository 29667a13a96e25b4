import { describe, expect, it, vi } from 'vitest'
import { tablePagination } from './table-pagination.ts'

describe('tablePagination', () => {
  it('pages a server list with the usual sizes and counts its rows', () => {
    const onChange = vi.fn()
    const pager = tablePagination({ page: 2, pageSize: 20, total: 41 }, onChange)
    expect(pager).toMatchObject({ current: 2, pageSize: 20, total: 41, showSizeChanger: true })
    expect(pager.pageSizeOptions).toEqual([10, 20, 50, 100])
    expect((pager.showTotal as (total: number) => string)(41)).toBe('共 41 条')
    expect(pager.onChange).toBe(onChange)
  })

  it('takes the list’s own sizes and unit', () => {
    const pager = tablePagination({ page: 1, pageSize: 20, total: 7 }, () => undefined, {
      sizes: [20, 50],
      unit: '个商品',
    })
    expect(pager.pageSizeOptions).toEqual([20, 50])
    expect((pager.showTotal as (total: number) => string)(7)).toBe('共 7 个商品')
  })
})
