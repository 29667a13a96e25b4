import { describe, expect, it } from 'vitest'
import { workerCenterDestination } from './worker-center.ts'

describe('workerCenterDestination (spec §4, worker status check)', () => {
  it('opens the page for each status', () => {
    expect([0, 1, 2, 3, 4].map(workerCenterDestination)).toEqual([
      { page: '/dashou-center' },
      { page: '/apply' },
      { page: '/audit-pending' },
      { page: '/audit-rejected' },
      { page: '/pay-membership' },
    ])
  })

  it('status 5 (deposit unpaid) only says so', () => {
    expect(workerCenterDestination(5)).toEqual({ message: '保证金未缴纳，请先缴纳保证金' })
  })
})
