import { afterAll, describe, expect, it } from 'vitest'
import { isUniqueViolation } from '../../lib/pg-errors.ts'
import { createTestDatabase } from '../../test/test-database.ts'
import { makeCustomer } from '../orders/testing.ts'
import { newOrderNumber, outTradeNoOf, recordPayment, withNewOrderNumber } from './service.ts'

/**
 * Order numbers are the second plus six random digits: two orders in one second can draw the same.
 * The one that clashes is recorded again under another number, not refused as a duplicate.
 */
const database = await createTestDatabase()
const { db } = database
afterAll(() => database.close())
const { userId } = await makeCustomer(db)

const pay = (outTradeNo: string) =>
  db.transaction((tx) =>
    recordPayment(tx, { outTradeNo, purpose: 'balance', userId, amount: 100, description: '余额充值' }),
  )

describe('a new order number', () => {
  it('is drawn again when it clashes with one already taken, and the first try leaves nothing', async () => {
    const taken = (await pay(outTradeNoOf(newOrderNumber(), 'balance'))).outTradeNo
    const tried: string[] = []
    const payment = await withNewOrderNumber((orderNumber) => {
      tried.push(orderNumber)
      return pay(tried.length === 1 ? taken : outTradeNoOf(orderNumber, 'balance'))
    })
    expect(tried).toHaveLength(2)
    expect(payment.outTradeNo).toBe(outTradeNoOf(tried[1]!, 'balance'))
  })

  it('gives up after three clashes, and never retries what is not a clash of numbers', async () => {
    const taken = (await pay(outTradeNoOf(newOrderNumber(), 'balance'))).outTradeNo
    let tries = 0
    const clashing = () => {
      tries++
      return pay(taken)
    }
    await expect(withNewOrderNumber(clashing)).rejects.toSatisfy(isUniqueViolation)
    expect(tries).toBe(3)

    tries = 0
    const refused = new Error('余额不足')
    const failing = () => {
      tries++
      return Promise.reject(refused)
    }
    await expect(withNewOrderNumber(failing)).rejects.toBe(refused)
    expect(tries).toBe(1)
  })
})
