import type { wechatSimRefunds, wechatSimTransactions } from '../../db/schema/index.ts'
import { rfc3339 } from '../../lib/wechat/pay.ts'

type TransactionRow = typeof wechatSimTransactions.$inferSelect
type RefundRow = typeof wechatSimRefunds.$inferSelect

/**
 * A transaction as WeChat answers it: what was paid (transaction_id, bank_type, success_time, payer,
 * payer_total and payer_currency) only once it was paid; an unpaid or closed one has none of them.
 */
export function transactionView(row: TransactionRow) {
  const paid = row.tradeState === 'SUCCESS' || row.tradeState === 'REFUND'
  return {
    appid: row.appid,
    mchid: row.mchid,
    out_trade_no: row.outTradeNo,
    trade_type: 'JSAPI',
    trade_state: row.tradeState,
    trade_state_desc: TRADE_STATE_DESC[row.tradeState] ?? row.tradeState,
    ...(row.attach ? { attach: row.attach } : {}),
    ...(paid
      ? {
          transaction_id: row.transactionId,
          bank_type: 'OTHERS',
          success_time: rfc3339(row.successTime ?? row.createdAt),
          payer: { openid: row.openid },
          amount: { total: row.total, payer_total: row.total, currency: 'CNY', payer_currency: 'CNY' },
        }
      : { amount: { total: row.total, currency: 'CNY' } }),
  }
}

const TRADE_STATE_DESC: Record<string, string> = {
  NOTPAY: '订单未支付',
  SUCCESS: '支付成功',
  CLOSED: '已关闭',
  REFUND: '转入退款',
  PAYERROR: '支付失败',
}

/** Where a refund goes back to: the simulated payer pays from their balance (零钱). */
const USER_RECEIVED_ACCOUNT = '支付用户零钱'

/** A refund as WeChat answers it; success_time only once it succeeded. */
export function refundView(row: RefundRow, transaction: TransactionRow | undefined) {
  return {
    refund_id: row.refundId,
    out_refund_no: row.outRefundNo,
    transaction_id: transaction?.transactionId ?? '',
    out_trade_no: row.outTradeNo,
    channel: 'ORIGINAL',
    user_received_account: USER_RECEIVED_ACCOUNT,
    ...(row.status === 'SUCCESS' && row.successTime ? { success_time: rfc3339(row.successTime) } : {}),
    create_time: rfc3339(row.createdAt),
    status: row.status,
    funds_account: 'AVAILABLE',
    amount: {
      total: row.total,
      refund: row.refund,
      from: [],
      payer_total: row.total,
      payer_refund: row.refund,
      settlement_refund: row.refund,
      settlement_total: row.total,
      discount_refund: 0,
      currency: 'CNY',
    },
  }
}

/** The resource of a REFUND.* notification. */
export function refundNotice(row: RefundRow, transaction: TransactionRow | undefined) {
  return {
    mchid: transaction?.mchid,
    out_trade_no: row.outTradeNo,
    transaction_id: transaction?.transactionId ?? '',
    out_refund_no: row.outRefundNo,
    refund_id: row.refundId,
    refund_status: row.status,
    ...(row.status === 'SUCCESS' && row.successTime ? { success_time: rfc3339(row.successTime) } : {}),
    user_received_account: USER_RECEIVED_ACCOUNT,
    amount: { total: row.total, refund: row.refund, payer_total: row.total, payer_refund: row.refund },
  }
}
