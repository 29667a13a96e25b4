import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db, Executor } from '../../../db/database.ts'
import { addGrowthPointsOf } from '../../account/service.ts'
import { addSalesOf } from '../../catalogue/service.ts'
import { tell } from '../notices.ts'
import type { OrderRow } from '../repo.ts'
import * as transitions from '../transitions.ts'

/*
 * What paying an order tells and counts: the customer's 支付成功 notice, the designated worker's or the
 * hall's notices, the customer's growth points and the product's sales. The payment's transaction only
 * marks the order paid (with its timeline event) and leaves these pending; they are applied just after
 * it commits, many paid orders at once in a few set-based statements, so a payment notification or a
 * balance payment does not take the product's row lock or tell the hall inside its own transaction
 * (decision 030). A crash between the commit and the batch leaves them pending: the job applies them.
 */

export const pointsFor = (amountCents: number) => Math.floor(amountCents / 100)

/** At most this many orders' effects per batch. */
const BATCH = 200
/** Pending this long, an order's effects are the job's to apply (the process that paid it is gone). */
const ORPHANED_AFTER_SECONDS = 30
/** How long a batch that follows straight on from another waits for more orders (drain). */
const LINGER_MS = 20

/** Applies the pending effects of the paid orders `which` selects, once, in the caller's transaction. */
export async function applyPaidEffects(
  tx: Executor,
  which: transitions.PaidEffectsOf,
  limit = BATCH,
): Promise<OrderRow[]> {
  const paid = (await transitions.claimPaidEffects(tx, which, limit)).sort((a, b) => a.id - b.id)
  if (paid.length === 0) return paid
  await addGrowthPointsOf(
    tx,
    paid.map((order) => ({ userId: order.userId, points: pointsFor(order.amount) })),
  )
  await addSalesOf(
    tx,
    paid.map((order) => ({ productId: order.productId, quantity: order.quantity })),
  )
  await tell.paidOrders(tx, paid)
  return paid
}

/**
 * applyPaidEffects in a transaction of its own (a batch's, or the job's) whose commit does not wait for
 * its WAL to reach the disk (`synchronous_commit = off`). Safe here, and only here: the claim of the
 * orders' effects is in the same transaction as the effects, so a crash that loses the commit loses
 * both, the orders are pending again, and the job applies them once. Every payment's own commit still
 * waits, so fewer commits queue for the disk behind the payments WeChat waits on.
 */
function applyPaidEffectsInOwnTransaction(db: Db, which: transitions.PaidEffectsOf, limit?: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`)
    return applyPaidEffects(tx, which, limit)
  })
}

interface Batch {
  applied: Promise<void>
  done: () => void
}

/**
 * The orders this process paid, waiting for the next batch, per database. Payments arriving while a
 * batch runs share the next one; a caller that awaits its order's batch is answered with the effects
 * applied (a balance payment's customer), one that does not is answered at the payment's commit.
 */
class PaidEffectsBatches {
  /** The orders the next batch takes, and the promise their callers wait on. */
  private waiting = new Set<string>()
  private nextBatch: Batch | null = null
  /** The batch being applied: set from the drain's start to its end, so none is started twice. */
  private running: Batch | null = null

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  apply(outTradeNo: string): Promise<void> {
    this.waiting.add(outTradeNo)
    if (!this.nextBatch) {
      let done = () => {}
      const applied = new Promise<void>((resolve) => {
        done = resolve
      })
      this.nextBatch = { applied, done }
    }
    const { applied } = this.nextBatch
    if (!this.running) void this.drain()
    return applied
  }

  /** Resolves once no batch runs or waits: every order handed in so far has had its batch. */
  async settled(): Promise<void> {
    for (let batch = this.nextBatch ?? this.running; batch; batch = this.nextBatch ?? this.running)
      await batch.applied
  }

  /**
   * One batch after another while orders wait; each batch's callers are answered when it ends. A batch
   * that follows straight on from another (orders arrived while it ran: the process is busy paying)
   * first lingers `LINGER_MS` for more, so that a busy process applies fewer, larger batches: the
   * batch's statements (the hall's notice above all, which probes every on-duty worker of a region)
   * cost nearly the same for one order as for fifty. A lone payment is applied at once.
   */
  private async drain(): Promise<void> {
    let followsAnother = false
    // Between one batch and the next nothing is awaited but the linger, during which `running` is set,
    // so no payment finds it unset meanwhile.
    while (this.nextBatch) {
      const batch = this.nextBatch
      this.running = batch
      if (followsAnother && this.waiting.size < BATCH) await sleep(LINGER_MS)
      followsAnother = true
      const outTradeNos = [...this.waiting]
      this.waiting.clear()
      this.nextBatch = null
      try {
        await applyPaidEffectsInOwnTransaction(this.db, { outTradeNos }, outTradeNos.length)
      } catch (error) {
        // The payments stand; their effects stay pending for the job.
        this.log.error({ err: error, outTradeNos }, 'paid order effects failed: left to the job')
      }
      this.running = null
      batch.done()
    }
  }
}

const batchesOf = new WeakMap<Db, PaidEffectsBatches>()

/**
 * After an order's payment committed: applies its effects (with any others waiting) before its payer
 * is answered. Nothing to do when they were applied already (a repeated notification).
 */
export function afterOrderPaid(db: Db, log: FastifyBaseLogger, outTradeNo: string): Promise<void> {
  let batches = batchesOf.get(db)
  if (!batches) {
    batches = new PaidEffectsBatches(db, log)
    batchesOf.set(db, batches)
  }
  return batches.apply(outTradeNo)
}

/** Resolves once this process has applied the effects of every order paid so far (at shutdown). */
export function paidEffectsSettled(db: Db): Promise<void> {
  return batchesOf.get(db)?.settled() ?? Promise.resolve()
}

/** The job: effects left pending by a process that stopped between a payment's commit and its batch. */
export async function applyOrphanedPaidEffects(db: Db): Promise<number> {
  const applied = await applyPaidEffectsInOwnTransaction(db, { pendingForSeconds: ORPHANED_AFTER_SECONDS })
  return applied.length
}
