import { DisputeMessages } from '@dianjing/shared'
import { describe, expect, it } from 'vitest'
import { checkProposal, proposalStatusLabel, refundPicks, splitLines } from './dispute-view.ts'
import { cancelProposal } from './testing/dispute-fixtures.ts'

describe('dispute view', () => {
  it('halves an odd amount down to a cent', () => {
    expect(refundPicks(10001).map((pick) => pick.cents)).toEqual([10001, 5000, 0])
  })

  it('checks the refund as yuan from 0 to the paid amount, then the reason with the shared schema', () => {
    const check = (refund: string, reason = '不打了') => checkProposal(7, 10000, { refund, reason })
    for (const bad of ['', '-1', '1.234', '100.01', 'abc', '1e3'])
      expect(check(bad), bad).toEqual({ ok: false, field: 'refund', message: DisputeMessages.refundInvalid })
    expect(check(' 100 ')).toEqual({ ok: true, data: { orderId: 7, refund: 10000, reason: '不打了' } })
    expect(check('0.1')).toMatchObject({ ok: true, data: { refund: 10 } })
    expect(check('1', '  ')).toMatchObject({
      ok: false,
      field: 'reason',
      message: DisputeMessages.reasonRequired,
    })
  })

  it('shows the worker’s part to the worker only', () => {
    expect(splitLines('customer', 6000, 3200)).toEqual([{ label: '退还您', cents: 6000 }])
    expect(splitLines('worker', 6000, 3200).map((line) => line.label)).toEqual(['退还客户', '打手所得'])
  })

  it('says when a proposal was agreed because nobody answered', () => {
    expect(proposalStatusLabel(cancelProposal({ status: 1, agreedByDeadline: true }))).toBe(
      '超时未答复，视为同意',
    )
    expect(proposalStatusLabel(cancelProposal({ status: 1 }))).toBe('已同意')
    expect(proposalStatusLabel(cancelProposal({ status: 3 }))).toBe('已撤回')
  })
})
