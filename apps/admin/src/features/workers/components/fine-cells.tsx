import { Flex, Tag, Typography } from 'antd'
import { Link } from 'react-router'
import type { LedgerEntry } from '../api/get-worker-ledger.ts'

const small = { fontSize: 12 } as const
const muted = <Typography.Text type="secondary">—</Typography.Text>

/** The order an entry is about, opening the order's page; its number alone when the order is not known. */
export function EntryOrder({ entry }: { entry: Pick<LedgerEntry, 'orderId' | 'orderNum'> }) {
  if (!entry.orderNum) return muted
  if (entry.orderId === null) {
    return (
      <Typography.Text copyable style={small}>
        {entry.orderNum}
      </Typography.Text>
    )
  }
  return (
    <Link to={`/orders/${entry.orderId}`} style={small}>
      {entry.orderNum}
    </Link>
  )
}

/** A fine's standing: in force, or revoked, by whom, when and why. */
export function FineStanding({ revocation }: { revocation: LedgerEntry['revocation'] }) {
  if (!revocation) return <Tag color="red">生效中</Tag>
  return (
    <Flex vertical gap={2} align="flex-start">
      <Tag>已撤销</Tag>
      <Typography.Text type="secondary" style={small}>
        {revocation.staffName || '员工'} · {revocation.createTime}
      </Typography.Text>
      <Typography.Paragraph
        type="secondary"
        ellipsis={{ rows: 2, tooltip: revocation.reason }}
        style={{ ...small, margin: 0 }}
      >
        撤销原因：{revocation.reason}
      </Typography.Paragraph>
    </Flex>
  )
}
