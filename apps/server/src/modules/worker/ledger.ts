import { FundRecordType, type StateOf } from '@dianjing/shared'
import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { workerLedger, workers } from '../../db/schema/index.ts'
import { preparedStatement } from '../../lib/prepared.ts'
import { rowsOf } from '../../lib/sql-filters.ts'

/**
 * The one way a worker's money moves (docs/domain.md, Worker money). Each movement changes the balances on
 * the workers row with a conditional update (no balance can go below zero, whatever runs at the same
 * time) and appends its ledger entry, with the balances after it, in the same transaction.
 */

export type LedgerEvent =
  | 'settle'
  | 'fine'
  | 'fine_offset'
  | 'fine_revoke'
  | 'withdraw'
  | 'withdraw_paid'
  | 'withdraw_rejected'
  | 'withdraw_failed'
  | 'deposit'
  | 'deposit_fine'
  | 'deposit_return'

/** Ledger events the worker sees in their fund records; the others are steps of a withdrawal. */
export const VISIBLE_EVENTS: readonly LedgerEvent[] = [
  'settle',
  'fine',
  'fine_offset',
  'fine_revoke',
  'withdraw',
  'deposit',
  'deposit_fine',
  'deposit_return',
]

export interface WorkerMoney {
  available: number
  frozen: number
  owed: number
  deposit: number
}

export interface LedgerMove {
  type: StateOf<typeof FundRecordType>
  event: LedgerEvent
  /** The headline amount, positive. */
  amount: number
  /** Signed changes; omitted means 0. */
  available?: number
  frozen?: number
  owed?: number
  deposit?: number
  orderId?: number
  orderNum?: string
  withdrawalId?: number
  remarks?: string
  staffId?: number
  /** The entry this one reverses; the database lets an entry be reversed once. */
  reversesId?: number
  /** The available balance after the move must still cover the fine owed (a withdrawal, docs/domain.md). */
  keepsFineCovered?: boolean
}

const money = {
  available: workers.availableBalance,
  frozen: workers.frozenBalance,
  owed: workers.fineOwed,
  deposit: workers.deposit,
}

/** Reads a worker's balances and holds the row until the transaction ends. */
export async function lockWorkerMoney(tx: Executor, workerId: number): Promise<WorkerMoney | undefined> {
  const [row] = await tx.select(money).from(workers).where(eq(workers.userId, workerId)).for('update')
  return row
}

type LedgerValue =
  | 'workerId'
  | 'available'
  | 'frozen'
  | 'owed'
  | 'deposit'
  | 'type'
  | 'event'
  | 'amount'
  | 'orderId'
  | 'orderNum'
  | 'withdrawalId'
  | 'remarks'
  | 'staffId'
  | 'reversesId'

/**
 * The worker's row and its entry in one statement: the update's conditions judge the move, and the
 * entry records the balances the update left (none when it was refused). `keepsFineCovered`: the
 * available balance after the move must still cover the fine owed after it.
 */
const ledgerStatement = (keepsFineCovered: boolean) =>
  preparedStatement<LedgerValue>((value) => {
    const available = sql`${value('available')}::bigint`
    const frozen = sql`${value('frozen')}::bigint`
    const owed = sql`${value('owed')}::bigint`
    const deposit = sql`${value('deposit')}::bigint`
    const workerId = sql`${value('workerId')}::int`
    return sql`
    with after as (
      update ${workers} set
        available_balance = available_balance + ${available},
        frozen_balance = frozen_balance + ${frozen},
        fine_owed = fine_owed + ${owed},
        deposit = deposit + ${deposit}
      where user_id = ${workerId}
        and available_balance + ${available} >= 0 and frozen_balance + ${frozen} >= 0
        and fine_owed + ${owed} >= 0 and deposit + ${deposit} >= 0
        ${keepsFineCovered ? sql`and available_balance + ${available} >= fine_owed + ${owed}` : sql``}
      returning available_balance, frozen_balance, fine_owed, deposit),
    entry as (
      insert into ${workerLedger} (worker_id, type, event, amount, available_change, frozen_change, owed_change,
        deposit_change, available_after, frozen_after, owed_after, deposit_after, order_id, order_num,
        withdrawal_id, remarks, staff_id, reverses_id)
      select ${workerId}, ${value('type')}::smallint, ${value('event')}::varchar, ${value('amount')}::bigint,
        ${available}, ${frozen}, ${owed}, ${deposit},
        available_balance, frozen_balance, fine_owed, deposit, ${value('orderId')}::int,
        ${value('orderNum')}::varchar, ${value('withdrawalId')}::int, ${value('remarks')}::varchar,
        ${value('staffId')}::int, ${value('reversesId')}::int
      from after
      returning id)
    select available_balance as available, frozen_balance as frozen, fine_owed as owed, deposit, entry.id as "entryId"
    from after, entry`
  })
const moveOf = ledgerStatement(false)
const moveKeepingFineCovered = ledgerStatement(true)

/**
 * Applies one movement. Answers the balances after it and its entry's id, or null when it would take a
 * balance below zero, or leave a fine owed uncovered when it must not (nothing is changed then). One
 * conditional update: of moves racing on the same worker, each is judged on the balances the one before
 * it left.
 */
export async function applyLedger(
  tx: Executor,
  workerId: number,
  move: LedgerMove,
): Promise<(WorkerMoney & { entryId: number }) | null> {
  const available = move.available ?? 0
  const frozen = move.frozen ?? 0
  const owed = move.owed ?? 0
  const deposit = move.deposit ?? 0
  const values = {
    workerId,
    available,
    frozen,
    owed,
    deposit,
    type: move.type,
    event: move.event,
    amount: move.amount,
    orderId: move.orderId ?? null,
    orderNum: move.orderNum ?? null,
    withdrawalId: move.withdrawalId ?? null,
    remarks: move.remarks ?? '',
    staffId: move.staffId ?? null,
    reversesId: move.reversesId ?? null,
  }
  const result = await (move.keepsFineCovered ? moveKeepingFineCovered : moveOf)(tx, values)
  const [row] = rowsOf<Record<keyof WorkerMoney | 'entryId', string | number | bigint>>(result)
  if (!row) return null
  return {
    available: Number(row.available),
    frozen: Number(row.frozen),
    owed: Number(row.owed),
    deposit: Number(row.deposit),
    entryId: Number(row.entryId),
  }
}

/**
 * Money that reaches the available balance first pays off a fine still owed (docs/domain.md: what the
 * balance cannot cover is owed). Call after any credit to the available balance.
 */
export async function payOwedFine(
  tx: Executor,
  workerId: number,
  current: WorkerMoney,
): Promise<WorkerMoney> {
  const offset = Math.min(current.owed, current.available)
  if (offset <= 0) return current
  const after = await applyLedger(tx, workerId, {
    type: FundRecordType.fine,
    event: 'fine_offset',
    amount: offset,
    available: -offset,
    owed: -offset,
    remarks: '以余额抵扣欠缴罚款',
  })
  return after ?? current
}

/**
 * A fine issued by staff: it comes off the available balance, and what the balance cannot cover is
 * owed. Answers what was taken and what is owed.
 */
export async function fineWorker(
  tx: Executor,
  workerId: number,
  fine: { amount: number; reason: string; staffId: number; order?: { id: number; orderNum: string } },
): Promise<{ id: number; taken: number; owed: number } | null> {
  const current = await lockWorkerMoney(tx, workerId)
  if (!current) return null
  const taken = Math.min(current.available, fine.amount)
  const owed = fine.amount - taken
  const after = await applyLedger(tx, workerId, {
    type: FundRecordType.fine,
    event: 'fine',
    amount: fine.amount,
    available: -taken,
    owed,
    orderId: fine.order?.id,
    orderNum: fine.order?.orderNum,
    remarks: fine.reason,
    staffId: fine.staffId,
  })
  if (!after) throw new Error(`worker ${workerId}: a fine took more than the available balance`)
  return { id: after.entryId, taken, owed }
}

/** A fine's ledger entry, as revoking reads it. */
export interface FineEntry {
  id: number
  amount: number
  availableChange: number
  owedChange: number
  orderId: number | null
  orderNum: string | null
}

/**
 * How much of a fine is still owed. What pays owed fines (later income, the deposit on leaving) pays the
 * oldest first, so the amount owed belongs to the newest fines first: this fine's part is what is left
 * of it after the owed amounts of the newer fines not revoked (`owedByNewerFines`), up to what it left owed.
 */
export function stillOwedOf(fine: FineEntry, owed: number, owedByNewerFines: number): number {
  return Math.min(fine.owedChange, Math.max(0, owed - owedByNewerFines))
}

/**
 * A fine revoked (docs/decisions/020-fine-revocation.md): what it took from the balance comes back; of
 * what it left owed, the part still owed (`stillOwed`, see stillOwedOf) is cancelled and the part paid
 * off since (by later income or from the deposit) comes back to the balance too. Then, as after any
 * credit, fines still owed are paid off. Call with the worker's row locked, once per fine: the database
 * refuses a second reversal of the same entry. Answers what came back to the balance, what owed amount
 * was cancelled and how much of what came back then paid off other fines.
 */
export async function revokeFine(
  tx: Executor,
  workerId: number,
  fine: FineEntry,
  stillOwed: number,
  revoke: { reason: string; staffId: number },
): Promise<{ returned: number; cancelled: number; offset: number }> {
  const cancelled = stillOwed
  const returned = fine.amount - cancelled
  const after = await applyLedger(tx, workerId, {
    type: FundRecordType.fine,
    event: 'fine_revoke',
    amount: fine.amount,
    available: returned,
    owed: -cancelled,
    orderId: fine.orderId ?? undefined,
    orderNum: fine.orderNum ?? undefined,
    remarks: revoke.reason,
    staffId: revoke.staffId,
    reversesId: fine.id,
  })
  if (!after) throw new Error(`worker ${workerId}: revoking fine ${fine.id} would take a balance below zero`)
  const paid = await payOwedFine(tx, workerId, after)
  return { returned, cancelled, offset: after.owed - paid.owed }
}

/**
 * Pays a worker their share of a settled order: once per order, which the database enforces (a second
 * settlement of the same order fails its unique index and rolls back). Then any owed fine is paid off.
 * `staffId`: the staff member who settled it by hand, shown as the entry's 经办人.
 */
export async function creditSettlement(
  tx: Executor,
  workerId: number,
  order: { id: number; orderNum: string; workerAmount: number; remarks?: string },
  staffId?: number,
): Promise<void> {
  if (order.workerAmount <= 0) return
  const after = await applyLedger(tx, workerId, {
    type: FundRecordType.income,
    event: 'settle',
    amount: order.workerAmount,
    available: order.workerAmount,
    orderId: order.id,
    orderNum: order.orderNum,
    remarks: order.remarks ?? '订单结算收入',
    staffId,
  })
  if (after) await payOwedFine(tx, workerId, after)
}

/** A deposit top-up confirmed by WeChat. */
export async function creditDeposit(tx: Executor, workerId: number, amount: number, outTradeNo: string) {
  await applyLedger(tx, workerId, {
    type: FundRecordType.deposit,
    event: 'deposit',
    amount,
    deposit: amount,
    orderNum: outTradeNo,
    remarks: '保证金充值',
  })
}

/**
 * A worker leaves (docs/decisions/010-worker-leaving.md): a fine still owed is taken from the deposit
 * first. Call with the worker row locked. Answers what was taken and what is left to return.
 */
export async function takeFineFromDeposit(
  tx: Executor,
  workerId: number,
  current: WorkerMoney,
  staffId: number,
): Promise<{ fineTaken: number; toReturn: number }> {
  const fineTaken = Math.min(current.owed, current.deposit)
  if (fineTaken > 0) {
    const after = await applyLedger(tx, workerId, {
      type: FundRecordType.fine,
      event: 'deposit_fine',
      amount: fineTaken,
      deposit: -fineTaken,
      owed: -fineTaken,
      remarks: '离职时以保证金抵扣欠缴罚款',
      staffId,
    })
    if (!after) throw new Error(`worker ${workerId}: the deposit does not cover the fine taken`)
  }
  return { fineTaken, toReturn: current.deposit - fineTaken }
}

/**
 * The deposit paid back to a worker who left, by Alipay's API or by hand (`reference`): it leaves the
 * books. `leavingNumber` names the spell that ended; the database returns a spell's deposit once, so a
 * late or repeated confirmation fails here and rolls back with whatever else its transaction did.
 */
export async function returnDeposit(
  tx: Executor,
  workerId: number,
  payback: { amount: number; leavingNumber: string; remarks: string; staffId?: number },
): Promise<void> {
  const after = await applyLedger(tx, workerId, {
    type: FundRecordType.deposit,
    event: 'deposit_return',
    amount: payback.amount,
    deposit: -payback.amount,
    orderNum: payback.leavingNumber,
    remarks: payback.remarks.slice(0, 200),
    staffId: payback.staffId,
  })
  if (!after) throw new Error(`worker ${workerId}: the deposit does not cover the amount returned`)
}
