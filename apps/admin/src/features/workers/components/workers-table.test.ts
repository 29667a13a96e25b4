import { describe, expect, it } from 'vitest'
import { ledgerEventLabel } from './ledger-labels.ts'
import { membershipLapsed } from './workers-table.tsx'

describe('membershipLapsed', () => {
  it('counts a membership as running through its expiry date', () => {
    expect(membershipLapsed('2026-11-22', '2026-11-22')).toBe(false)
    expect(membershipLapsed('2027-01-01', '2026-11-22')).toBe(false)
  })

  it('flags an expired or never paid membership', () => {
    expect(membershipLapsed('2026-11-21', '2026-11-22')).toBe(true)
    expect(membershipLapsed('', '2026-11-22')).toBe(true)
  })
})

describe('ledgerEventLabel', () => {
  it('names each ledger event in Chinese', () => {
    expect(ledgerEventLabel({ type: 2, event: 'fine_offset' })).toBe('余额抵扣欠缴罚款')
    expect(ledgerEventLabel({ type: 1, event: 'withdraw_rejected' })).toBe('提现驳回退回')
  })

  it('falls back to the worker-facing type for an event it does not know', () => {
    expect(ledgerEventLabel({ type: 3, event: 'deposit_refund' })).toBe('保证金充值')
  })
})
