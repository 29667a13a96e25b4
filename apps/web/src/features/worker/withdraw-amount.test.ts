import { WorkerMessages } from '@dianjing/shared'
import { describe, expect, it } from 'vitest'
import {
  allWithdrawable,
  checkWithdrawAmount,
  FINE_BLOCKS_WITHDRAWAL,
  sanitizeWithdrawAmount,
  withdrawBlocked,
} from './withdraw-amount.ts'

const balance = { availableBalance: 12_345, withdrawable: 12_345 }

describe('withdraw amount', () => {
  it('keeps digits and one dot, and leaves the decimals for the check to judge', () => {
    expect(sanitizeWithdrawAmount('12a.3456')).toBe('12.3456')
    expect(sanitizeWithdrawAmount('.5')).toBe('0.5')
    expect(sanitizeWithdrawAmount('1.2.3')).toBe('1.23')
    expect(sanitizeWithdrawAmount('¥ 100')).toBe('100')
  })

  it('turns yuan text into exact cents', () => {
    expect(checkWithdrawAmount('0.1', balance)).toEqual({ ok: true, cents: 10 })
    expect(checkWithdrawAmount('100', balance)).toEqual({ ok: true, cents: 10_000 })
    expect(checkWithdrawAmount(' 123.45 ', balance)).toEqual({ ok: true, cents: 12_345 })
  })

  it('asks for an amount when there is none', () => {
    expect(checkWithdrawAmount('', balance)).toEqual({
      ok: false,
      message: WorkerMessages.withdrawAmountRequired,
    })
    expect(checkWithdrawAmount('  ', balance)).toEqual({
      ok: false,
      message: WorkerMessages.withdrawAmountRequired,
    })
  })

  it('refuses zero, more than two decimals and anything that is not a plain amount', () => {
    for (const text of ['0', '0.00', '1.234', '01', '1.', 'abc', '-5']) {
      expect(checkWithdrawAmount(text, balance), text).toEqual({
        ok: false,
        message: WorkerMessages.withdrawAmountInvalid,
      })
    }
  })

  it('refuses more than the withdrawable balance, to the cent', () => {
    expect(checkWithdrawAmount('123.46', balance)).toEqual({
      ok: false,
      message: WorkerMessages.withdrawOverBalance,
    })
    const owing = { availableBalance: 12_345, withdrawable: 2_345 }
    expect(checkWithdrawAmount('23.46', owing)).toEqual({
      ok: false,
      message: WorkerMessages.withdrawOverBalance,
    })
    expect(checkWithdrawAmount('23.45', owing)).toEqual({ ok: true, cents: 2_345 })
  })

  it('blocks a zero balance, and a balance the fine owed swallows', () => {
    expect(withdrawBlocked({ availableBalance: 0, withdrawable: 0 })).toBe(WorkerMessages.withdrawZeroBalance)
    expect(checkWithdrawAmount('1', { availableBalance: 0, withdrawable: 0 })).toEqual({
      ok: false,
      message: WorkerMessages.withdrawZeroBalance,
    })
    expect(withdrawBlocked({ availableBalance: 500, withdrawable: 0 })).toBe(FINE_BLOCKS_WITHDRAWAL)
    expect(withdrawBlocked(balance)).toBeNull()
  })

  it('fills 全部 with the withdrawable amount in yuan', () => {
    expect(allWithdrawable({ withdrawable: 12_345 })).toBe('123.45')
    expect(allWithdrawable({ withdrawable: 5 })).toBe('0.05')
    expect(allWithdrawable({ withdrawable: 0 })).toBe('')
  })
})
