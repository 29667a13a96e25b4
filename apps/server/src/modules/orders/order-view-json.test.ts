import { BizStatus, DisputeStatus, OrderKind, OrderStatus, RefundStatus, SplitBy } from '@dianjing/shared'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderReviews, orders } from '../../db/schema/index.ts'
import { seedDemoData } from '../../db/seed.ts'
import { rowsOf } from '../../lib/sql-filters.ts'
import { createTestDatabase } from '../../test/test-database.ts'
import { toWorkerView } from './hall/fulfilment.ts'
import { toView } from './order-view.ts'
import { customerViewJson, hallViewJson } from './order-view-json.ts'
import { gameNameOf } from './repo.ts'
import { makeCustomer, makePaidOrder, makeWorker } from './testing.ts'

/*
 * The fast views (the database writing an order's view as JSON) and the plain ones (`toView`,
 * `toWorkerView`) answer the same for orders in every state: waiting, served with proof, awaiting
 * confirmation, settled and reviewed, refunded, split by agreement and by ruling, a lottery order with
 * prizes drawn, and text that JSON must escape.
 */

const database = await createTestDatabase()
const { db } = database
afterAll(() => database.close())

const ids: number[] = []

beforeAll(async () => {
  await seedDemoData(db)
  const customer = await makeCustomer(db, '老板"\\\n<b>')
  const worker = await makeWorker(db)
  const served = { workerId: worker.userId, workerName: '打手', acceptedAt: new Date() }
  const variants: Partial<typeof orders.$inferInsert>[] = [
    {},
    { ...served, bizStatus: BizStatus.inService, attachment: '/boot/files/a.png,/boot/files/b.png' },
    {
      ...served,
      bizStatus: BizStatus.awaitingClose,
      completedAt: new Date(),
      disputeStatus: DisputeStatus.proposal,
    },
    { ...served, bizStatus: BizStatus.completed, completedAt: new Date(), settledAt: new Date() },
    { status: OrderStatus.refunded, refundStatus: RefundStatus.applied, refundReason: '不想要了 "急"' },
    {
      status: OrderStatus.paid,
      refundStatus: RefundStatus.refused,
      refuseRefundReason: '已开始服务\n请联系客服',
    },
    {
      ...served,
      status: OrderStatus.negotiated,
      splitBy: SplitBy.agreed,
      splitRefund: 4000,
      splitWorkerAmount: 4800,
    },
    {
      ...served,
      status: OrderStatus.negotiated,
      splitBy: SplitBy.ruling,
      splitRefund: 10_000,
      splitWorkerAmount: 0,
    },
    {
      type: OrderKind.lottery,
      lotteryNum: 3,
      lotteryNumAlready: 2,
      lotteryResults: {
        '1': '{"name":"谢谢参与","probability":5000}',
        '2': '{"name":"10元券","probability":100}',
      },
      orderRemarks: '备注\t带制表符',
    },
  ]
  for (const variant of variants) {
    const order = await makePaidOrder(db, customer.userId)
    if (Object.keys(variant).length > 0) await db.update(orders).set(variant).where(eq(orders.id, order.id))
    ids.push(order.id)
  }
  await db
    .insert(orderReviews)
    .values({ orderId: ids[3]!, workerId: worker.userId, userId: customer.userId, stars: 4, comment: '' })
})

describe('the fast views of an order', () => {
  it('write the customer’s view as toView does', async () => {
    const rows = rowsOf<{ id: number; json: string; stars: number | null }>(
      await db.execute(sql`
        select ${orders.id} as id, ${orderReviews.stars} as stars,
          ${customerViewJson(orders, sql`${orderReviews.stars}`)}::text as json
        from ${orders} left join ${orderReviews} on ${orderReviews.orderId} = ${orders.id}
        where ${orders.id} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`),
    )
    expect(rows).toHaveLength(ids.length)
    for (const row of rows) {
      const [order] = await db.select().from(orders).where(eq(orders.id, row.id))
      // In the same order too: the answer's text is sent as the database wrote it.
      expect(Object.entries(JSON.parse(row.json)), `order ${row.id}`).toEqual(
        Object.entries(toView(order!, row.stars ?? 0)),
      )
    }
  })

  it('write the hall’s view as toWorkerView does for a worker who does not serve the order', async () => {
    const rows = rowsOf<{ id: number; json: string }>(
      await db.execute(sql`
        select ${orders.id} as id, ${hallViewJson(orders, gameNameOf)}::text as json
        from ${orders} where ${orders.id} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`),
    )
    expect(rows).toHaveLength(ids.length)
    for (const row of rows) {
      const [read] = await db
        .select({ order: orders, gameName: gameNameOf })
        .from(orders)
        .where(eq(orders.id, row.id))
      const plain = toWorkerView(read!.order, read!.gameName, 0)
      expect(Object.entries(JSON.parse(row.json)), `order ${row.id}`).toEqual(
        Object.entries(plain).filter(([, value]) => value !== undefined),
      )
    }
  })
})
