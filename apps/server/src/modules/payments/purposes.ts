import type { FastifyBaseLogger } from 'fastify'
import type { Db, Executor } from '../../db/database.ts'
import type { PaidInStatement, PaymentRow, PurposePaidInStatement } from './repo.ts'

export type { PaidInStatement }

/**
 * What a payment's owner does when its payment changes state (decision 014): payments knows a purpose
 * only by name. Each hook but `afterPaid` runs inside the transaction that changes the payment, so the
 * money and its effect land together or not at all.
 */
export interface PaymentPurpose {
  /** The payment is confirmed paid. */
  onPaid?(tx: Executor, payment: PaymentRow): Promise<void>
  /**
   * What `onPaid` does, said as CTEs of the statement that marks a WeChat payment paid: nothing may
   * change unless `paidNow` holds (that statement paid this payment). The statement's text is built
   * once, so `ctes` says the payment's own values as `value(key)`, and `values` gives them for each
   * payment. With it, WeChat's confirmation of a payment of this purpose is one statement and needs no
   * transaction.
   */
  paidByWechatInStatement?: PaidInStatement
  /**
   * After the transaction that paid it committed: what paying does that need not hold the payment's
   * transaction (an order's notices and counters, applied in batches). A balance payment's customer is
   * answered after it; WeChat's notification is answered without waiting for it. It never undoes the
   * payment; what it leaves undone its owner's job finishes.
   */
  afterPaid?(db: Db, log: FastifyBaseLogger, payment: PaymentRow): Promise<void>
  /** A refund of the payment completed: undo what paying did. Without it, a refund is left to staff. */
  onRefunded?(tx: Executor, payment: PaymentRow): Promise<void>
  /** A refund of part of the payment completed (an order's split): `amount` went back, the rest stays paid. */
  onPartRefunded?(tx: Executor, payment: PaymentRow, amount: number): Promise<void>
  /** The payment expired unpaid. */
  onClosed?(tx: Executor, payment: PaymentRow): Promise<void>
  /** WeChat ended a refund of the payment without paying it back; `reason` is shown to the customer. */
  onRefundFailed?(tx: Executor, payment: PaymentRow, reason: string): Promise<void>
}

/** How a payment made from the customer's balance takes and gives back money (the wallet's). */
export interface BalanceMethod {
  /** Takes `amount` from the balance for `outTradeNo`; false when the balance does not cover it. */
  debit(tx: Executor, userId: number, amount: number, outTradeNo: string): Promise<boolean>
  /** Gives `amount` back to the balance for a refund of `outTradeNo`. */
  refund(tx: Executor, userId: number, amount: number, outTradeNo: string): Promise<void>
}

const purposes = new Map<string, PaymentPurpose>()
let balanceMethod: BalanceMethod | null = null
/** paidInStatement's answer, made again after a purpose is registered. */
let inStatement: PurposePaidInStatement[] | undefined

/** Called once at start by each owner of a purpose (app.ts); a second call with the same name replaces it. */
export function registerPaymentPurpose(name: string, purpose: PaymentPurpose): void {
  purposes.set(name, purpose)
  inStatement = undefined
}

export function registerBalanceMethod(method: BalanceMethod): void {
  balanceMethod = method
}

/** The purposes whose payment WeChat confirms in one statement, by name, with how they say it. */
export function paidInStatement(): PurposePaidInStatement[] {
  inStatement ??= [...purposes].flatMap(([purpose, { paidByWechatInStatement: effect }]) =>
    effect ? [{ purpose, effect }] : [],
  )
  return inStatement
}

/** The hooks of a payment's purpose; none for a purpose nobody registered. */
export const purposeOf = (payment: PaymentRow): PaymentPurpose => purposes.get(payment.purpose) ?? {}

export function balance(): BalanceMethod {
  if (!balanceMethod) throw new Error('no balance method registered: the wallet registers it at start')
  return balanceMethod
}
