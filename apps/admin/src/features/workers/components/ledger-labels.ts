import { FUND_RECORD_TYPE_LABELS } from '@dianjing/shared'

/** The server's ledger events (worker_ledger.event), named as finance speaks of them. */
const EVENT_LABELS: Record<string, string> = {
  settle: '订单结算收入',
  deposit: '保证金充值',
  withdraw: '申请提现',
  withdraw_paid: '提现已打款',
  withdraw_rejected: '提现驳回退回',
  withdraw_failed: '支付宝转账失败退回',
  fine: '罚款',
  fine_offset: '余额抵扣欠缴罚款',
  fine_revoke: '撤销罚款',
  deposit_fine: '保证金抵扣欠缴罚款',
  deposit_return: '离职退还保证金',
}

/** What one ledger entry was: its event, or the worker-facing type for an event this console predates. */
export function ledgerEventLabel(entry: { type: number; event: string }): string {
  return EVENT_LABELS[entry.event] ?? FUND_RECORD_TYPE_LABELS[entry.type] ?? entry.event
}
