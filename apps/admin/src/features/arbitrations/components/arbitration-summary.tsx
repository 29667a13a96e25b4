import { Descriptions, Flex, Typography } from 'antd'
import { Link } from 'react-router'
import { yuanText } from '@/lib/money.ts'
import type { ArbitrationDetail } from '../api/get-arbitration.ts'
import { EvidenceDeadline, SideTag } from './dispute-labels.tsx'

/** The order in dispute and the arbitration itself: who opened it, why, and until when evidence is taken. */
export function ArbitrationSummary({ arbitration, from }: { arbitration: ArbitrationDetail; from: string }) {
  const none = <Typography.Text type="secondary">无</Typography.Text>
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      styles={{ label: { width: 110 } }}
      items={[
        {
          key: 'orderNum',
          label: '订单号',
          children: (
            <Link to={`/orders/${arbitration.orderId}`} state={{ from }}>
              {arbitration.orderNum}
            </Link>
          ),
        },
        {
          key: 'outTradeNo',
          label: '商户订单号',
          children: <Typography.Text copyable>{arbitration.outTradeNo}</Typography.Text>,
        },
        { key: 'title', label: '商品', span: 2, children: arbitration.title },
        {
          key: 'amount',
          label: '订单金额',
          children: <Typography.Text strong>{yuanText(arbitration.amount)}</Typography.Text>,
        },
        { key: 'fee', label: '服务费', children: yuanText(arbitration.workerAmount) },
        {
          key: 'customer',
          label: '客户',
          children: (
            <Link to={`/users/${arbitration.customerId}`} state={{ from }}>
              {arbitration.customerName}
            </Link>
          ),
        },
        {
          key: 'worker',
          label: '打手',
          children:
            arbitration.workerId === null ? (
              none
            ) : (
              <Link to={`/workers/${arbitration.workerId}`} state={{ from }}>
                {arbitration.workerName}
              </Link>
            ),
        },
        {
          key: 'openedBy',
          label: '发起方',
          children: (
            <Flex gap={8} align="center">
              <SideTag side={arbitration.openedBy} />
              <Typography.Text type="secondary">{arbitration.createTime}</Typography.Text>
            </Flex>
          ),
        },
        {
          key: 'deadline',
          label: '举证',
          children: (
            <EvidenceDeadline open={arbitration.evidenceOpen} dueTime={arbitration.evidenceDueTime} />
          ),
        },
        {
          key: 'reason',
          label: '仲裁理由',
          span: 2,
          children: (
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
              {arbitration.reason}
            </Typography.Paragraph>
          ),
        },
      ]}
    />
  )
}
