import { OrderStatus, splitEnding } from '@dianjing/shared'
import { Descriptions, Typography } from 'antd'
import type { ReactNode } from 'react'
import { LotteryDraws } from '@/components/lottery-draws.tsx'
import { yuanText } from '@/lib/money.ts'
import type { OrderDetail } from '../api/get-order.ts'
import { regionLabel } from './order-labels.tsx'

const none = (text = '未填写') => <Typography.Text type="secondary">{text}</Typography.Text>
const orNone = (value: string, text?: string): ReactNode => value || none(text)

/** What was bought, for whom and by whom: the facts a dispute is decided on. */
export function OrderOverview({ order }: { order: OrderDetail }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      styles={{ label: { width: 110 } }}
      items={[
        { key: 'title', label: '商品', span: 2, children: order.title },
        { key: 'game', label: '游戏', children: `${order.gameName} · ${regionLabel(order.gameRegion)}` },
        { key: 'quantity', label: '数量', children: order.quantity },
        {
          key: 'amount',
          label: '订单金额',
          children: <Typography.Text strong>{yuanText(order.amount)}</Typography.Text>,
        },
        { key: 'fee', label: '服务费', children: `${yuanText(order.workerAmount)}` },
        { key: 'account', label: '游戏账号', children: orNone(order.gameAccount) },
        { key: 'textId', label: '文字ID', children: orNone(order.textId) },
        {
          key: 'customer',
          label: '客户',
          children: `${order.customerName}（${order.customerPhone}）`,
        },
        { key: 'phone', label: '联系电话', children: orNone(order.contactPhone) },
        { key: 'designated', label: '指定打手', children: orNone(order.designatedWorkerName, '未指定') },
        { key: 'worker', label: '接单打手', children: orNone(order.workerName, '未接单') },
        {
          key: 'remarks',
          label: '订单备注',
          span: 2,
          children: order.orderRemarks ? (
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
              {order.orderRemarks}
            </Typography.Paragraph>
          ) : (
            none('无')
          ),
        },
        ...(order.status === OrderStatus.negotiated
          ? [
              {
                key: 'split',
                label: splitEnding(order) === 'ruled' ? '裁决结果' : '协商结果',
                span: 2,
                children: `退还客户 ${yuanText(order.splitRefund)} / 打手所得 ${yuanText(order.splitWorkerAmount)}`,
              },
            ]
          : []),
        ...(order.lottery
          ? [{ key: 'lottery', label: '抽奖', span: 2, children: <LotteryDraws lottery={order.lottery} /> }]
          : []),
        ...(order.refundReason
          ? [{ key: 'refundReason', label: '退款理由', span: 2, children: order.refundReason }]
          : []),
        ...(order.refuseRefundReason
          ? [{ key: 'refuseReason', label: '拒绝退款理由', span: 2, children: order.refuseRefundReason }]
          : []),
        {
          key: 'outTradeNo',
          label: '商户订单号',
          span: 2,
          children: <Typography.Text copyable>{order.outTradeNo}</Typography.Text>,
        },
      ]}
    />
  )
}
