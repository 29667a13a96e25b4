import type { GameLoginPlain, GameLoginState } from '@dianjing/shared'
import { BizStatus, GameLoginMessages, OrderStatus } from '@dianjing/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../db/schema/index.ts'
import { seedDemoData } from '../../db/seed.ts'
import { clock } from '../../lib/clock.ts'
import { apiCaller } from '../../test/api-call.ts'
import { signInStaff } from '../../test/staff-client.ts'
import { useTestApp } from '../../test/test-app.ts'
import { makeCustomer, makeWorker } from '../orders/testing.ts'
import { LOGIN, loginSnapshot, orderInService } from './testing.ts'

/**
 * Who may see a customer's game login (docs/security.md, the game login): each attack replayed, each
 * refused with a 4xx, nothing revealed and nothing recorded.
 */
const context = await useTestApp()
const { db } = context.database
const call = apiCaller(context.app)
const bearer = (user: { token: string }) => `Bearer ${user.token}`
/** Each case signs in as it says: a user's bearer token, a staff member's Authorization, or none (''). */
const signedAs = (authorization: string) => ({ headers: { authorization } })
const state = (orderId: number, authorization: string) =>
  call<GameLoginState>(
    'GET',
    `/boot/v1/dEsports/gameLogin/state?orderId=${orderId}`,
    undefined,
    undefined,
    signedAs(authorization),
  )
const reveal = (orderId: number, authorization: string) =>
  call<GameLoginPlain>(
    'POST',
    '/boot/v1/dEsports/gameLogin/reveal',
    undefined,
    { orderId },
    signedAs(authorization),
  )
const lock = (orderId: number, locked: boolean, authorization: string) =>
  call('POST', '/boot/v1/dEsports/gameLogin/lock', undefined, { orderId, locked }, signedAs(authorization))
const update = (orderId: number, login: object, authorization: string) =>
  call(
    'POST',
    '/boot/v1/dEsports/gameLogin/update',
    undefined,
    { orderId, ...login },
    signedAs(authorization),
  )

beforeAll(async () => {
  await seedDemoData(db)
})

describe('the game login', () => {
  it('is revealed to the worker serving the order, each time recorded and shown to the customer', async () => {
    const { customer, worker, order } = await orderInService(context)
    const before = await state(order.id, bearer(customer))
    expect(before.data).toMatchObject({
      role: 'customer',
      stored: true,
      maskedAccount: 'wz****48',
      hasNote: true,
      locked: false,
      available: false,
      reveals: [],
    })
    expect(JSON.stringify(before)).not.toContain(LOGIN.password)
    const asWorker = await state(order.id, bearer(worker))
    expect(asWorker.data).toMatchObject({
      role: 'worker',
      stored: true,
      available: true,
      maskedAccount: '',
    })

    const shown = await reveal(order.id, bearer(worker))
    expect(shown.status).toBe(200)
    expect(shown.data).toEqual(LOGIN)
    clock.freeze(new Date('2026-11-21T12:30:00Z'))
    try {
      await reveal(order.id, bearer(worker))
    } finally {
      clock.release()
    }
    const after = (await state(order.id, bearer(customer))).data
    expect(after.reveals).toHaveLength(2)
    expect(after.reveals.map((entry) => entry.workerName)).toEqual([
      expect.stringMatching(/^打手/),
      expect.any(String),
    ])
    expect(after.reveals).toContainEqual({
      id: expect.any(Number),
      workerName: after.reveals[0]!.workerName,
      time: '2026-11-21 20:30:00',
    })
  })

  it.each([
    ['another worker', 404],
    ['another customer', 404],
    ['the customer', 403],
    ['a staff token', 401],
    ['no token', 401],
  ] as const)('refuses %s a reveal (%i), and records nothing', async (who, status) => {
    const { customer, order } = await orderInService(context)
    const authorization = {
      'another worker': async () => bearer(await makeWorker(db)),
      'another customer': async () => bearer(await makeCustomer(db)),
      'the customer': async () => bearer(customer),
      'a staff token': async () => (await signInStaff(context, 'owner')).authorization,
      'no token': async () => '',
    }[who]
    const as = await authorization()
    const before = await loginSnapshot(context, order.id)
    const answer = await reveal(order.id, as)
    expect(answer.status).toBe(status)
    expect(answer.code).not.toBe(0)
    expect(JSON.stringify(answer)).not.toContain(LOGIN.account)
    if (who !== 'the customer') expect((await state(order.id, as)).status).toBe(status)
    expect(await loginSnapshot(context, order.id)).toEqual(before)
  })

  it.each([
    ['awaiting close', { bizStatus: BizStatus.awaitingClose }],
    ['completed', { bizStatus: BizStatus.completed, settledAt: new Date() }],
    ['refunded', { status: OrderStatus.refunded }],
    ['settled by agreement', { status: OrderStatus.negotiated }],
  ] as const)('refuses the worker once the order is %s, and records nothing', async (_, change) => {
    const { worker, order } = await orderInService(context)
    await db.update(orders).set(change).where(eq(orders.id, order.id))
    const before = await loginSnapshot(context, order.id)
    const answer = await reveal(order.id, bearer(worker))
    expect(answer.status).toBe(409)
    expect(answer.msg).toBe(GameLoginMessages.notInService)
    expect((await state(order.id, bearer(worker))).data.available).toBe(false)
    expect(await loginSnapshot(context, order.id)).toEqual(before)
  })

  it('refuses the worker while the customer has it locked, and reveals it again once unlocked', async () => {
    const { customer, worker, order } = await orderInService(context)
    expect((await lock(order.id, true, bearer(customer))).msg).toBe(GameLoginMessages.lockedNow)
    expect((await state(order.id, bearer(worker))).data).toMatchObject({
      locked: true,
      available: false,
    })
    const before = await loginSnapshot(context, order.id)
    const refused = await reveal(order.id, bearer(worker))
    expect(refused.status).toBe(409)
    expect(refused.msg).toBe('客户已锁定账号信息，请在聊天中联系客户解锁')
    expect(await loginSnapshot(context, order.id)).toEqual(before)

    expect((await lock(order.id, false, bearer(customer))).code).toBe(0)
    expect((await reveal(order.id, bearer(worker))).data).toEqual(LOGIN)
  })

  it('is locked and changed by its customer only', async () => {
    const { customer, worker, order } = await orderInService(context)
    const stranger = await makeCustomer(db)
    const before = await loginSnapshot(context, order.id)
    for (const [as, status] of [
      [bearer(worker), 403],
      [bearer(stranger), 404],
      [(await signInStaff(context, 'owner')).authorization, 401],
    ] as const) {
      expect((await lock(order.id, true, as)).status).toBe(status)
      expect((await update(order.id, { account: 'x', password: 'y', note: '' }, as)).status).toBe(status)
    }
    expect(await loginSnapshot(context, order.id)).toEqual(before)

    const changed = { account: 'new_account', password: 'n3w', note: '' }
    const answer = await update(order.id, changed, bearer(customer))
    expect(answer).toMatchObject({ code: 0, msg: GameLoginMessages.updated })
    expect((await state(order.id, bearer(customer))).data.maskedAccount).toBe('ne****nt')
    expect((await reveal(order.id, bearer(worker))).data).toEqual(changed)
  })

  it('takes a change with the order form’s rules, and none once the order has ended', async () => {
    const { customer, order } = await orderInService(context)
    const before = await loginSnapshot(context, order.id)
    for (const [login, message] of [
      [{ account: 'a', password: '', note: '' }, GameLoginMessages.passwordRequired],
      [{ account: '', password: 'p', note: '' }, GameLoginMessages.accountRequired],
      [{ account: '', password: '', note: ' ' }, GameLoginMessages.required],
      [{ account: 'a'.repeat(65), password: 'p', note: '' }, GameLoginMessages.accountTooLong],
      [{ account: '', password: '', note: '说'.repeat(201) }, GameLoginMessages.noteTooLong],
    ] as const) {
      const answer = await update(order.id, login, bearer(customer))
      expect(answer.status).toBe(400)
      expect(answer.msg).toBe(message)
    }
    await db.update(orders).set({ status: OrderStatus.refunded }).where(eq(orders.id, order.id))
    const ended = await update(order.id, { account: '', password: '', note: '扫码' }, bearer(customer))
    expect(ended.status).toBe(409)
    expect(ended.msg).toBe(GameLoginMessages.orderEnded)
    expect(await loginSnapshot(context, order.id)).toEqual({
      ...before,
      order: [expect.objectContaining({ status: OrderStatus.refunded })],
    })
  })
})
