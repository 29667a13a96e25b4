import { describe, expect, it } from 'vitest'
import { auditQuerySearch, isFiltered, readAuditQuery, withFilters } from './audit-query.ts'

const read = (search: string) => readAuditQuery(new URLSearchParams(search))

describe('readAuditQuery', () => {
  it('reads every filter from the address', () => {
    expect(
      read(
        'staffId=3&action=settleOrder&entity=order&entityId=8&from=2026-11-01&to=2026-11-30&page=2&pageSize=50',
      ),
    ).toEqual({
      staffId: 3,
      action: 'settleOrder',
      entity: 'order',
      entityId: '8',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 2,
      pageSize: 50,
    })
  })

  it('opens the whole log on the first page when the address says nothing', () => {
    expect(read('')).toEqual({ page: 1, pageSize: 20 })
  })

  it('ignores what it cannot read instead of failing', () => {
    expect(
      read(
        `staffId=abc&entityId=%20%20&from=2026-1-1&to=tomorrow&page=0&pageSize=500&entity=${'x'.repeat(40)}`,
      ),
    ).toEqual({ page: 1, pageSize: 100 })
  })

  it('puts a range typed backwards the right way round', () => {
    expect(read('from=2026-11-30&to=2026-11-01')).toMatchObject({ from: '2026-11-01', to: '2026-11-30' })
  })
})

describe('auditQuerySearch', () => {
  it('writes only what differs from the default log', () => {
    expect(auditQuerySearch(read(''))).toEqual({})
    expect(auditQuerySearch({ staffId: 1, entityId: ' 8 '.trim(), page: 3, pageSize: 20 })).toEqual({
      staffId: '1',
      entityId: '8',
      page: '3',
    })
  })

  it('reads back the log it wrote', () => {
    const query = read(
      'staffId=2&action=fineWorker&entity=worker&entityId=6&from=2026-11-01&to=2026-11-02&page=4',
    )
    expect(read(new URLSearchParams(auditQuerySearch(query)).toString())).toEqual(query)
  })
})

describe('withFilters', () => {
  it('starts new filters on the first page and keeps the page size', () => {
    const query = read('action=fineWorker&page=5&pageSize=50')
    expect(withFilters(query, { entity: 'worker', action: undefined })).toEqual({
      entity: 'worker',
      action: undefined,
      page: 1,
      pageSize: 50,
    })
  })

  it('knows when the log is narrowed', () => {
    expect(isFiltered(read('page=2'))).toBe(false)
    expect(isFiltered(read('entityId=8'))).toBe(true)
  })
})
