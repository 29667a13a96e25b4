import { Counter } from 'prom-client'

/**
 * What became of payments, refunds and payouts, counted where each state change happens (decision 027).
 * The counters belong to the process, not to one app: the change happens in jobs and services that are
 * handed a database, not an app, and a process runs one app (each app's registry lists these same
 * counters; tests that build several apps in one process read differences).
 */
const PAYMENT_OUTCOMES = [
  'paid',
  'closed',
  'late_refunded',
  'amount_mismatch',
  'prepay_failed',
  'notification_refused',
  'reconciliation_failed',
] as const
const REFUND_OUTCOMES = ['succeeded', 'failed', 'not_recorded', 'request_failed', 'query_failed'] as const
const PAYOUTS = ['withdrawal', 'deposit_return'] as const
const PAYOUT_OUTCOMES = ['paid', 'failed'] as const

const payments = new Counter({
  name: 'dianjing_payment_outcomes_total',
  help: 'WeChat payments by what became of them (paid, closed unpaid, …) and failures on the way',
  labelNames: ['outcome'],
  registers: [],
})
const refunds = new Counter({
  name: 'dianjing_refund_outcomes_total',
  help: 'Refunds by how they ended (succeeded, failed at WeChat, not recorded after every try) and failed calls',
  labelNames: ['outcome'],
  registers: [],
})
const payouts = new Counter({
  name: 'dianjing_payout_outcomes_total',
  help: 'Alipay transfers (withdrawals, deposit returns) by how they ended',
  labelNames: ['payout', 'outcome'],
  registers: [],
})

// Every series exists from the start, so increase() sees the first one and a rule names a real series.
for (const outcome of PAYMENT_OUTCOMES) payments.inc({ outcome }, 0)
for (const outcome of REFUND_OUTCOMES) refunds.inc({ outcome }, 0)
for (const payout of PAYOUTS) for (const outcome of PAYOUT_OUTCOMES) payouts.inc({ payout, outcome }, 0)

export const outcomeCounters = [payments, refunds, payouts]

export const countPayment = (outcome: (typeof PAYMENT_OUTCOMES)[number]) => payments.inc({ outcome })
export const countRefund = (outcome: (typeof REFUND_OUTCOMES)[number]) => refunds.inc({ outcome })
export const countPayout = (payout: (typeof PAYOUTS)[number], outcome: (typeof PAYOUT_OUTCOMES)[number]) =>
  payouts.inc({ payout, outcome })
