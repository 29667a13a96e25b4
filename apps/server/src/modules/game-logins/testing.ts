import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { gameLoginReveals, orderGameLogins, orders } from '../../db/schema/index.ts'
import { apiCaller } from '../../test/api-call.ts'
import type { TestContext } from '../../test/test-app.ts'
import { makeCustomer, makePaidOrder, makeWorker } from '../orders/testing.ts'
import { storeForNewOrder } from './service.ts'

export const LOGIN = { account: 'wzry_player_8848', password: 'S3cret!pw', note: '周末白天上号' }

/**
 * A customer's order in service with its worker, the login stored as payOrder stores it, the worker
 * having accepted it through the hall. For tests.
 */
export async function orderInService(context: TestContext, login = LOGIN) {
  const { db } = context.database
  const customer = await makeCustomer(db, '客户')
  const worker = await makeWorker(db)
  const order = await makePaidOrder(db, customer.userId)
  await storeForNewOrder(db, context.config.gameLoginKeys, order.id, login)
  const accepted = await apiCaller(context.app)(
    'GET',
    `/boot/v1/dEsports/wxOrder/acceptOrder?orderId=${order.id}`,
    worker.token,
  )
  expect(accepted.code).toBe(0)
  return { customer, worker, order }
}

/** What a refused call could have changed: the login row and its reveals. */
export async function loginSnapshot({ database }: TestContext, orderId: number) {
  const { db } = database
  return {
    login: await db.select().from(orderGameLogins).where(eq(orderGameLogins.orderId, orderId)),
    reveals: await db.select().from(gameLoginReveals).where(eq(gameLoginReveals.orderId, orderId)),
    order: await db.select().from(orders).where(eq(orders.id, orderId)),
  }
}
