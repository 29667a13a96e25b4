import { PayoutMethod, WithdrawalStatus } from '@dianjing/shared'
import { Button, Flex, Tag, Tooltip, Typography } from 'antd'
import type { Withdrawal } from '../api/get-withdrawals.ts'

export const small = { fontSize: 12 } as const
export const muted = <Typography.Text type="secondary">—</Typography.Text>

/** `2026-11-21 20:15:03` → `2026-11-21 20:15`: seconds only widen the column. */
export const minutes = (dateTime: string) => dateTime.slice(0, 16)

const METHOD_TAGS: Record<number, { text: string; color: string }> = {
  [PayoutMethod.alipayApi]: { text: '支付宝接口', color: 'blue' },
  [PayoutMethod.manual]: { text: '手动打款', color: 'orange' },
}

/**
 * Who handled it and when, how it was paid, then what came of it: Alipay's reference, the transfer
 * still awaited, Alipay's reason for a failure, or the reason of a rejection.
 */
export function Outcome({ row }: { row: Withdrawal }) {
  if (!row.handledTime) return muted
  const method = row.payoutMethod === null ? undefined : METHOD_TAGS[row.payoutMethod]
  return (
    <Flex vertical>
      <span>
        {row.staffName || '—'}
        <Typography.Text type="secondary" style={{ ...small, marginInlineStart: 8 }}>
          {minutes(row.handledTime)}
        </Typography.Text>
        {method && (
          <Tag color={method.color} style={{ ...small, marginInlineStart: 8 }}>
            {method.text}
          </Tag>
        )}
      </span>
      {row.status === WithdrawalStatus.transferring && (
        <Typography.Text type="secondary" style={small}>
          等待支付宝转账结果，系统自动更新（商户单号 {row.outBizNo}）
        </Typography.Text>
      )}
      {row.status === WithdrawalStatus.failed && (
        <Typography.Paragraph
          type="danger"
          style={{ ...small, margin: 0 }}
          ellipsis={{ rows: 2, tooltip: row.failReason }}
        >
          支付宝失败原因：{row.failReason || '未说明'}；金额已退回打手可用余额
        </Typography.Paragraph>
      )}
      {row.alipayReference && (
        <Typography.Text
          style={{ ...small, wordBreak: 'break-all' }}
          copyable={{ text: row.alipayReference }}
        >
          转账单号 {row.alipayReference}
        </Typography.Text>
      )}
      {row.rejectReason && (
        <Typography.Paragraph
          type="danger"
          style={{ ...small, margin: 0 }}
          ellipsis={{ rows: 2, tooltip: row.rejectReason }}
        >
          驳回原因：{row.rejectReason}
        </Typography.Paragraph>
      )}
    </Flex>
  )
}

const link = { padding: 0, height: 'auto' } as const

/**
 * A pending request's decisions: pay by Alipay's API (the normal way), reject with a reason, or, when
 * Alipay's API is down, record a transfer made by hand.
 */
export function PendingActions({
  row,
  onTransfer,
  onPay,
  onReject,
}: {
  row: Withdrawal
  onTransfer: (row: Withdrawal) => void
  onPay: (row: Withdrawal) => void
  onReject: (row: Withdrawal) => void
}) {
  return (
    <Flex vertical gap={4} align="start">
      <Flex gap={16} style={{ whiteSpace: 'nowrap' }}>
        <Button type="link" onClick={() => onTransfer(row)} style={{ ...link, fontWeight: 600 }}>
          支付宝打款
        </Button>
        <Button type="link" danger onClick={() => onReject(row)} style={link}>
          驳回
        </Button>
      </Flex>
      <Tooltip title="仅在支付宝接口故障时使用：在支付宝 App 转账后填写转账单号">
        <Button
          type="link"
          size="small"
          onClick={() => onPay(row)}
          style={{ ...link, ...small, color: '#8c8c8c' }}
        >
          手动打款（故障时）
        </Button>
      </Tooltip>
    </Flex>
  )
}
