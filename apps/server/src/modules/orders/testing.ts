import { OrderStatus, OrderType, type StateOf, WorkerStanding, workerAmountOf } from '@dianjing/shared'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { games, orderPaidEffects, orders, products, users, workers } from '../../db/schema/index.ts'
import { clock } from '../../lib/clock.ts'
import { openSession } from '../account/service.ts'
import { creditDeposit } from '../worker/ledger.ts'

let serial = 0
const next = () => {
  serial += 1
  return `${process.pid % 1000}${String(serial).padStart(5, '0')}`
}

/** Whether the order of `outTradeNo` is paid with what paying tells and counts not applied yet. For tests. */
export async function paidEffectsPending(db: Db, outTradeNo: string) {
  const rows = await db
    .select({ outTradeNo: orderPaidEffects.outTradeNo })
    .from(orderPaidEffects)
    .where(eq(orderPaidEffects.outTradeNo, outTradeNo))
  return rows.length > 0
}

/** A signed-in customer. For tests. */
export async function makeCustomer(db: Db, nickName = '老板') {
  const tag = next()
  const [user] = await db
    .insert(users)
    .values({ phone: `131${tag.padStart(8, '0')}`, nickName, promotionCode: `C${tag}` })
    .returning({ id: users.id })
  const { token } = await openSession(db, user!.id)
  return { userId: user!.id, token }
}

/**
 * A signed-in worker able to take orders unless told otherwise: membership valid for a year, the
 * deposit paid through the ledger. For tests.
 */
export async function makeWorker(
  db: Db,
  options: {
    level?: number
    deposit?: number
    region?: string
    membership?: boolean
    status?: StateOf<typeof WorkerStanding>
  } = {},
) {
  const customer = await makeCustomer(db, `打手${serial}`)
  await db.insert(workers).values({
    userId: customer.userId,
    realName: '打手',
    sex: '0',
    region: options.region ?? '0',
    level: options.level ?? 0,
    status: options.status ?? WorkerStanding.active,
    membershipExpiresAt: options.membership === false ? null : sql`now() + interval '1 year'`,
  })
  const deposit = options.deposit ?? 10_000
  if (deposit > 0) await db.transaction((tx) => creditDeposit(tx, customer.userId, deposit, `DPT${next()}`))
  return customer
}

/**
 * A paid order waiting in the hall (as the payment notification leaves it), entered the hall
 * `secondsAgo` seconds before the server's clock (frozen by the tests of the hall's delays). For tests.
 */
export async function makePaidOrder(
  db: Db,
  customerId: number,
  options: { region?: string; secondsAgo?: number; designatedWorkerId?: number; amount?: number } = {},
) {
  const [product] = await db.select().from(products).limit(1)
  const [game] = await db.select().from(games).where(eq(games.id, product!.gameId))
  const tag = next()
  const amount = options.amount ?? 10_000
  const enteredHall = new Date(clock.now().getTime() - (options.secondsAgo ?? 60) * 1000)
  const [order] = await db
    .insert(orders)
    .values({
      orderNum: `T${tag}`,
      outTradeNo: `DJT${tag}`,
      userId: customerId,
      productId: product!.id,
      gameTypeId: game!.id,
      productJson: JSON.stringify({ title: product!.title, productCover: product!.productCover }),
      amount,
      workerAmount: workerAmountOf(amount),
      quantity: 1,
      gameAccount: 'game-1',
      gameRegion: options.region ?? '0',
      contactPhone: '13812345678',
      status: OrderStatus.paid,
      orderType: options.designatedWorkerId ? OrderType.designated : OrderType.hall,
      designatedWorkerId: options.designatedWorkerId ?? null,
      paidAt: enteredHall,
      hallAt: options.designatedWorkerId ? null : enteredHall,
    })
    .returning()
  return order!
}
