import { GameLoginMessages, OrderStatus, type PayResult, type ProductCard } from '@dianjing/shared'
import { eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, orderEvents, orderGameLogins, orders, products, users } from '../../db/schema/index.ts'
import { seedDemoData } from '../../db/seed.ts'
import { clock } from '../../lib/clock.ts'
import { type GameLoginKeyring, openGameLogin, parseGameLoginKeys } from '../../lib/game-login-crypto.ts'
import { apiCaller } from '../../test/api-call.ts'
import { signInStaff } from '../../test/staff-client.ts'
import { useTestApp } from '../../test/test-app.ts'
import { makeCustomer, makePaidOrder } from '../orders/testing.ts'
import { eraseEndedLogins } from './erase.ts'
import { rotateGameLogins } from './rotate.ts'
import { storeForNewOrder } from './service.ts'

/** Where a game login must never appear (orders, logs, exports, audit), its rotation and its erasure. */
const lines: string[] = []
const context = await useTestApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (line) => lines.push(line) } })
const { app, database, config } = context
const { db } = database
const call = apiCaller(app)
const SECRET = { account: 'acct_zx9q7', password: 'Pw-k3y-77', note: '验证码发微信zx9q7' }

let product: ProductCard

beforeAll(async () => {
  await seedDemoData(db)
  const list = (await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data
  product = list.find((item) => item.status === '0' && !item.title.includes('转盘'))!
  await db.update(products).set({ needsGameLogin: true }).where(eq(products.id, product.id))
})

async function customerWithBalance() {
  const customer = await makeCustomer(db)
  await db.update(users).set({ balance: 1_000_000 }).where(eq(users.id, customer.userId))
  await database.changes.flush()
  return customer
}

function orderBody(login: Partial<typeof SECRET> = SECRET) {
  return {
    productId: product.id,
    gameId: 'player-123',
    phone: '13800001111',
    gameRegion: '1',
    orderQuantity: 1,
    totalAmount: product.preferentialPrice,
    payMethod: 'balance',
    loginAccount: login.account ?? '',
    loginPassword: login.password ?? '',
    loginNote: login.note ?? '',
  }
}

describe('payOrder for a product that needs the game login', () => {
  it('tells the customer what is missing and creates nothing', async () => {
    const customer = await customerWithBalance()
    const { count: before } = (await db.select({ count: sql<number>`count(*)::int` }).from(orders))[0]!
    for (const [login, message] of [
      [{}, GameLoginMessages.required],
      [{ account: 'someone' }, GameLoginMessages.passwordRequired],
      [{ password: 'pw' }, GameLoginMessages.accountRequired],
      [{ account: 'a'.repeat(65), password: 'pw' }, GameLoginMessages.accountTooLong],
      [{ account: 'a', password: 'p'.repeat(65) }, GameLoginMessages.passwordTooLong],
      [{ note: '说'.repeat(201) }, GameLoginMessages.noteTooLong],
    ] as const) {
      const answer = await call(
        'POST',
        '/boot/v1/dEsports/wxOrder/payOrder',
        customer.token,
        orderBody(login),
      )
      expect(answer).toMatchObject({ code: 1, msg: message })
    }
    const { count: after } = (await db.select({ count: sql<number>`count(*)::int` }).from(orders))[0]!
    expect(after).toBe(before)
  })

  it('stores it encrypted with the order, and it appears in no order, view, log, audit or export', async () => {
    const product2 = (
      await call<{ needsGameLogin: boolean }>(
        'GET',
        `/boot/v1/dEsports/public/productDetails?productId=${product.id}`,
      )
    ).data
    expect(product2.needsGameLogin).toBe(true)
    const customer = await customerWithBalance()
    const paid = await call<PayResult>(
      'POST',
      '/boot/v1/dEsports/wxOrder/payOrder',
      customer.token,
      orderBody(),
    )
    expect(paid.code).toBe(0)
    const [order] = await db.select().from(orders).where(eq(orders.outTradeNo, paid.data.outTradeNo))
    const [stored] = await db.select().from(orderGameLogins).where(eq(orderGameLogins.orderId, order!.id))
    expect(openGameLogin(config.gameLoginKeys, order!.id, stored as never)).toEqual(SECRET)

    const finance = await signInStaff(context, 'owner')
    const staffView = await finance.call('GET', `/boot/admin/orders/${order!.id}`)
    expect(JSON.stringify(staffView.body)).toContain(order!.orderNum)
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date())
    const everywhere = [
      JSON.stringify(order),
      JSON.stringify(stored),
      JSON.stringify(await db.select().from(orderEvents).where(eq(orderEvents.orderId, order!.id))),
      JSON.stringify(await db.select().from(auditLog)),
      (await call('GET', '/boot/v1/dEsports/wxOrder/myOrderList?status=all', customer.token)).data as never,
      JSON.stringify(staffView.body),
      (
        await app.inject({
          method: 'GET',
          url: `/boot/admin/exports/orders.csv?from=${today}&to=${today}`,
          headers: { authorization: finance.authorization },
        })
      ).body,
      lines.join(''),
    ].map((text) => (typeof text === 'string' ? text : JSON.stringify(text)))
    expect(everywhere[6]).toContain(order!.orderNum)
    expect(lines.length).toBeGreaterThan(0)
    for (const text of everywhere) {
      for (const part of ['zx9q7', SECRET.password, 'acct_']) expect(text).not.toContain(part)
    }
  })

  it('the log replaces the fields wherever a line would carry them', () => {
    lines.length = 0
    app.log.info({ body: { loginPassword: SECRET.password, loginAccount: SECRET.account } }, 'a body')
    app.log.info({ request: { body: { password: SECRET.password, note: SECRET.note } } }, 'a request')
    app.log.info({ answer: { account: SECRET.account, password: SECRET.password } }, 'an answer')
    const text = lines.join('')
    expect(text).toContain('[redacted]')
    for (const part of ['zx9q7', SECRET.password]) expect(text).not.toContain(part)
  })
})

describe('the key rotation', () => {
  it('re-seals every login with the new key; a removed key opens nothing; a rerun changes nothing', async () => {
    const customer = await makeCustomer(db)
    const made = [await makePaidOrder(db, customer.userId), await makePaidOrder(db, customer.userId)]
    for (const order of made) await storeForNewOrder(db, config.gameLoginKeys, order.id, SECRET)
    const ids = made.map((order) => order.id)
    const old = await db.select().from(orderGameLogins).where(inArray(orderGameLogins.orderId, ids))
    const fresh = `k2:${Buffer.alloc(32, 42).toString('base64')}`
    const oldKey = `${config.gameLoginKeys[0].id}:${config.gameLoginKeys[0].key.toString('base64')}`
    const rotating = parseGameLoginKeys(`${fresh},${oldKey}`) as GameLoginKeyring

    const first = await rotateGameLogins(db, rotating)
    expect(first.resealed).toBeGreaterThanOrEqual(2)
    expect(first.unreadable).toEqual([])
    expect(await rotateGameLogins(db, rotating)).toEqual({ resealed: 0, unreadable: [] })

    const onlyNew = parseGameLoginKeys(fresh) as GameLoginKeyring
    const now = await db.select().from(orderGameLogins).where(inArray(orderGameLogins.orderId, ids))
    for (const row of now) {
      expect(row.keyId).toBe('k2')
      expect(openGameLogin(onlyNew, row.orderId, row as never)).toEqual(SECRET)
    }
    for (const row of old) expect(() => openGameLogin(onlyNew, row.orderId, row as never)).toThrow()

    // A login whose key is gone is reported and kept, not lost.
    const lost = await makePaidOrder(db, customer.userId)
    await storeForNewOrder(
      db,
      parseGameLoginKeys(`gone:${Buffer.alloc(32, 9).toString('base64')}`) as never,
      lost.id,
      SECRET,
    )
    const report = await rotateGameLogins(db, onlyNew)
    expect(report.unreadable).toEqual([lost.id])
    const [kept] = await db.select().from(orderGameLogins).where(eq(orderGameLogins.orderId, lost.id))
    expect(kept!.keyId).toBe('gone')
    await db.delete(orderGameLogins).where(eq(orderGameLogins.orderId, lost.id))
  })
})

describe('the erasure job', () => {
  it('wipes a login 7 days after its order ended, once, however many processes run it', async () => {
    const now = new Date('2026-12-01T04:00:00Z')
    const days = (n: number) => new Date(now.getTime() - n * 24 * 60 * 60 * 1000)
    const customer = await makeCustomer(db)
    const cases = {
      closedLongAgo: { status: OrderStatus.closed, closedAt: days(8) },
      refundedLongAgo: { status: OrderStatus.refunded, updatedAt: days(7.5) },
      negotiatedLongAgo: { status: OrderStatus.negotiated, negotiatedAt: days(10) },
      settledLongAgo: { bizStatus: 3, settledAt: days(7.01) },
      settledRecently: { bizStatus: 3, settledAt: days(6.9) },
      closedRecently: { status: OrderStatus.closed, closedAt: days(1) },
      inService: { bizStatus: 1, acceptedAt: days(30) },
      awaitingClose: { bizStatus: 2, completedAt: days(30) },
    }
    const ids: Record<string, number> = {}
    for (const [name, change] of Object.entries(cases)) {
      const order = await makePaidOrder(db, customer.userId)
      await storeForNewOrder(db, config.gameLoginKeys, order.id, SECRET)
      await db.update(orders).set(change).where(eq(orders.id, order.id))
      ids[name] = order.id
    }
    clock.freeze(now)
    try {
      const runs = await Promise.all([eraseEndedLogins(db), eraseEndedLogins(db), eraseEndedLogins(db)])
      const erased = runs.flat().filter((id) => Object.values(ids).includes(id))
      const expected = ['closedLongAgo', 'refundedLongAgo', 'negotiatedLongAgo', 'settledLongAgo'].map(
        (n) => ids[n],
      )
      expect(erased.sort()).toEqual(expected.sort())
      expect(await eraseEndedLogins(db)).toEqual([])
    } finally {
      clock.release()
    }
    const rows = await db
      .select()
      .from(orderGameLogins)
      .where(inArray(orderGameLogins.orderId, Object.values(ids)))
    for (const row of rows) {
      const gone = ['closedLongAgo', 'refundedLongAgo', 'negotiatedLongAgo', 'settledLongAgo'].some(
        (name) => ids[name] === row.orderId,
      )
      expect(row.erasedAt?.getTime() ?? null).toBe(gone ? now.getTime() : null)
      expect(row.ciphertext === null && row.iv === null && row.authTag === null).toBe(gone)
    }
  })
})
