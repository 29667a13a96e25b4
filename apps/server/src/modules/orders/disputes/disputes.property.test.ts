import { type PayResult, type ProductCard, splitOf } from '@dianjing/shared'
import { and, eq, inArray, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import {
  arbitrations,
  cancelProposals,
  orders,
  refunds,
  staff,
  users,
  workerLedger,
} from '../../../db/schema/index.ts'
import { seedDemoData } from '../../../db/seed.ts'
import { clock } from '../../../lib/clock.ts'
import { AppError } from '../../../lib/errors.ts'
import { apiCaller } from '../../../test/api-call.ts'
import { useTestApp } from '../../../test/test-app.ts'
import { paymentDeps } from '../../payments/service.ts'
import { ledgerProblems } from '../../worker/testing.ts'
import * as fulfilment from '../hall/fulfilment.ts'
import { makeCustomer, makeWorker } from '../testing.ts'
import * as disputes from './disputes.ts'

/**
 * Random sequences of everything that ends an order in service — cancel proposals from either side
 * (agreed, refused, withdrawn, or agreed by their deadline's job), arbitration with evidence and staff
 * rulings with fines, the worker completing and the customer confirming — some of them at the same time,
 * on orders paid from the balance (a split's refund lands at once), must keep the money whole:
 * each order ends at most one way; a split gives back exactly its refund and settles exactly the
 * worker's part at the order's commission, once; a settled order pays the whole fee, once; the customer's
 * balance is what they paid back plus the splits' refunds; at most one open proposal and one open
 * arbitration per order, and the order's dispute state says which; and every worker's ledger balances.
 * The run count is LEDGER_PROPERTY_RUNS (the reliability suite runs 1000).
 */
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 20)
const START_BALANCE = 10_000_000

const { app, database } = await useTestApp()
const { db } = database
const deps = paymentDeps(app)
const call = apiCaller(app)
await seedDemoData(db)
const [member] = await db
  .insert(staff)
  .values({ phone: '13900008888', name: '仲裁', role: 'operator', passwordHash: 'x' })
  .returning({ id: staff.id })
const staffId = member!.id
const product = (await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data.find(
  (item) => item.status === '0' && !item.title.includes('转盘'),
)!

afterEach(() => clock.release())

type Side = 'customer' | 'worker'
const side = fc.constantFrom<Side>('customer', 'worker')
const pick = fc.integer({ min: 0, max: 1 })
const share = fc.integer({ min: 0, max: 100 })

const single = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('propose' as const), order: pick, by: side, share }),
    weight: 4,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('answer' as const), order: pick, agree: fc.boolean() }),
    weight: 4,
  },
  fc.record({ kind: fc.constant('withdraw' as const), order: pick }),
  fc.record({ kind: fc.constant('deadline' as const), order: pick }),
  { arbitrary: fc.record({ kind: fc.constant('arbitrate' as const), order: pick, by: side }), weight: 3 },
  fc.record({ kind: fc.constant('evidence' as const), order: pick, by: side }),
  {
    arbitrary: fc.record({
      kind: fc.constant('rule' as const),
      order: pick,
      share,
      fine: fc.constantFrom(0, 500),
    }),
    weight: 3,
  },
  fc.record({ kind: fc.constant('complete' as const), order: pick }),
  fc.record({ kind: fc.constant('confirm' as const), order: pick }),
)
type Single = typeof single extends fc.Arbitrary<infer T> ? T : never
const step = fc.oneof(
  { arbitrary: single, weight: 4 },
  fc.record({ kind: fc.constant('together' as const), a: single, b: single }),
)
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never

interface World {
  customer: { userId: number; token: string }
  worker: { userId: number; token: string }
  orders: (typeof orders.$inferSelect)[]
}

/** Business refusals are expected (nothing open, already answered, not allowed now); anything else is a bug. */
async function tolerate(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (error) {
    if (!(error instanceof AppError)) throw error
  }
}

const who = (world: World, by: Side) => (by === 'customer' ? world.customer : world.worker)

async function openProposal(orderId: number) {
  const [row] = await db
    .select()
    .from(cancelProposals)
    .where(and(eq(cancelProposals.orderId, orderId), eq(cancelProposals.status, 0)))
  return row
}
async function openArbitration(orderId: number) {
  const [row] = await db
    .select()
    .from(arbitrations)
    .where(and(eq(arbitrations.orderId, orderId), eq(arbitrations.status, 0)))
  return row
}

async function apply(world: World, s: Single) {
  const order = world.orders[s.order]!
  const refundOf = (percent: number) => Math.floor((order.amount * percent) / 100)
  switch (s.kind) {
    case 'propose':
      return tolerate(() =>
        disputes.propose(deps, who(world, s.by).userId, {
          orderId: order.id,
          refund: refundOf(s.share),
          reason: '协商',
        }),
      )
    case 'answer': {
      const proposal = await openProposal(order.id)
      if (!proposal) return
      const other = proposal.proposedBy === 'customer' ? world.worker : world.customer
      return tolerate(() =>
        disputes.answer(deps, other.userId, { proposalId: proposal.id, agree: s.agree, note: '' }),
      )
    }
    case 'withdraw': {
      const proposal = await openProposal(order.id)
      if (!proposal) return
      return tolerate(() => disputes.withdraw(deps, proposal.proposerId, proposal.id))
    }
    case 'deadline': {
      const proposal = await openProposal(order.id)
      if (!proposal) return
      clock.freeze(new Date(proposal.dueAt.getTime() + 1000))
      try {
        await disputes.agreeUnanswered(deps)
      } finally {
        clock.release()
      }
      return
    }
    case 'arbitrate':
      return tolerate(() =>
        disputes.arbitrate(deps, who(world, s.by).userId, { orderId: order.id, reason: '有争议' }),
      )
    case 'evidence': {
      const arbitration = await openArbitration(order.id)
      if (!arbitration) return
      return tolerate(() =>
        disputes.submitEvidence(deps, who(world, s.by).userId, {
          arbitrationId: arbitration.id,
          text: '证据',
          images: [],
        }),
      )
    }
    case 'rule': {
      const arbitration = await openArbitration(order.id)
      if (!arbitration) return
      return tolerate(() =>
        disputes.rule(deps, staffId, arbitration.id, {
          refund: refundOf(s.share),
          reason: '裁决',
          fine: s.fine,
        }),
      )
    }
    case 'complete':
      return tolerate(() => fulfilment.complete(db, world.worker.userId, order.id))
    case 'confirm':
      return tolerate(() => fulfilment.confirmByCustomer(db, world.customer.userId, order.id))
  }
}

async function newWorld(): Promise<World> {
  const customer = await makeCustomer(db)
  await db.update(users).set({ balance: START_BALANCE }).where(eq(users.id, customer.userId))
  const worker = await makeWorker(db)
  const placed: World['orders'] = []
  for (let index = 0; index < 2; index += 1) {
    const paid = await call<PayResult>('POST', '/boot/v1/dEsports/wxOrder/payOrder', customer.token, {
      productId: product.id,
      gameId: 'acc-1',
      phone: '13800001111',
      gameRegion: '0',
      orderQuantity: 1,
      totalAmount: product.preferentialPrice,
      payMethod: 'balance',
    })
    expect(paid.code, paid.msg).toBe(0)
    // Taken by the worker, with the proof the worker must show to complete it.
    const [row] = await db
      .update(orders)
      .set({
        workerId: worker.userId,
        workerName: '打手',
        bizStatus: 1,
        acceptedAt: new Date(Date.now() - 3 * 24 * 3600_000),
        attachment: '/boot/files/proof.png',
      })
      .where(eq(orders.outTradeNo, paid.data.outTradeNo))
      .returning()
    placed.push(row!)
  }
  return { customer, worker, orders: placed }
}

async function check(world: World) {
  const ids = world.orders.map((order) => order.id)
  const rows = await db.select().from(orders).where(inArray(orders.id, ids))
  const settles = await db
    .select()
    .from(workerLedger)
    .where(and(inArray(workerLedger.orderId, ids), eq(workerLedger.event, 'settle')))
  const given = await db
    .select()
    .from(refunds)
    .where(
      inArray(
        refunds.outTradeNo,
        rows.map((row) => row.outTradeNo),
      ),
    )
  for (const order of rows) {
    const settled = settles.filter((entry) => entry.orderId === order.id)
    const back = given.filter((refund) => refund.outTradeNo === order.outTradeNo)
    const proposals = await db
      .select()
      .from(cancelProposals)
      .where(and(eq(cancelProposals.orderId, order.id), eq(cancelProposals.status, 0)))
    const open = await db
      .select()
      .from(arbitrations)
      .where(and(eq(arbitrations.orderId, order.id), eq(arbitrations.status, 0)))
    expect(proposals.length + open.length).toBeLessThanOrEqual(1)
    expect(order.disputeStatus).toBe(proposals.length ? 1 : open.length ? 2 : 0)
    if (order.status === 5) {
      expect(order.bizStatus).not.toBe(3)
      expect(order.splitWorkerAmount).toBe(splitOf(order, order.splitRefund).workerPart)
      expect(order.splitRefund + order.splitWorkerAmount).toBeLessThanOrEqual(order.amount)
      expect(settled.map((entry) => entry.amount)).toEqual(
        order.splitWorkerAmount > 0 ? [order.splitWorkerAmount] : [],
      )
      expect(back.map((refund) => [refund.amount, refund.status])).toEqual(
        order.splitRefund > 0 ? [[order.splitRefund, 1]] : [],
      )
    } else {
      expect(order.status).toBe(1)
      expect([order.splitRefund, order.splitWorkerAmount]).toEqual([0, 0])
      expect(back).toEqual([])
      expect(settled.map((entry) => entry.amount)).toEqual(order.bizStatus === 3 ? [order.workerAmount] : [])
    }
  }
  const [customer] = await db.select().from(users).where(eq(users.id, world.customer.userId))
  const paid = rows.reduce((sum, order) => sum + order.amount, 0)
  const returned = rows.reduce((sum, order) => sum + order.splitRefund, 0)
  expect(customer!.balance).toBe(START_BALANCE - paid + returned)
  expect(await ledgerProblems(db, world.worker.userId)).toEqual([])
  const [fines] = await db
    .select({ total: sql<number>`coalesce(sum(${arbitrations.ruledFine}), 0)`.mapWith(Number) })
    .from(arbitrations)
    .where(inArray(arbitrations.orderId, ids))
  const [taken] = await db
    .select({ total: sql<number>`coalesce(sum(${workerLedger.amount}), 0)`.mapWith(Number) })
    .from(workerLedger)
    .where(and(inArray(workerLedger.orderId, ids), eq(workerLedger.event, 'fine')))
  expect(taken!.total).toBe(fines!.total)
}

describe('splits keep the money whole', () => {
  it(
    'whatever is proposed, answered, defaulted, arbitrated and ruled, at times at once',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 16 }), async (steps: Step[]) => {
          const world = await newWorld()
          for (const s of steps) {
            if (s.kind === 'together') await Promise.all([apply(world, s.a), apply(world, s.b)])
            else await apply(world, s)
          }
          await check(world)
        }),
        { numRuns: RUNS },
      )
    },
    RUNS * 4000,
  )
})
