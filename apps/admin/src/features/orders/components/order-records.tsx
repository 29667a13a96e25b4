import { PaymentRefundStatus, PaymentStatus } from '@dianjing/shared'
import { Empty, Flex, Image, Rate, Table, Tag, Typography } from 'antd'
import { yuanText } from '@/lib/money.ts'
import type { OrderDetail } from '../api/get-order.ts'

const PAYMENT_METHODS: Record<string, string> = { wechat: '微信支付', balance: '余额支付' }

const PAYMENT_STATES: Record<number, { label: string; color: string }> = {
  [PaymentStatus.pending]: { label: '待支付', color: 'default' },
  [PaymentStatus.paid]: { label: '已支付', color: 'green' },
  [PaymentStatus.closed]: { label: '已关闭', color: 'default' },
  [PaymentStatus.refunded]: { label: '已退款', color: 'magenta' },
}

const REFUND_STATES: Record<number, { label: string; color: string }> = {
  [PaymentRefundStatus.processing]: { label: '处理中', color: 'processing' },
  [PaymentRefundStatus.succeeded]: { label: '退款成功', color: 'green' },
  [PaymentRefundStatus.failed]: { label: '退款失败', color: 'red' },
  // WeChat never recorded it; finance retries it from 退款审核.
  [PaymentRefundStatus.notRecorded]: { label: '退款异常', color: 'error' },
}

function StateTag({ state }: { state?: { label: string; color: string } }) {
  return <Tag color={state?.color}>{state?.label ?? '未知'}</Tag>
}

/** The worker's proof of service; a click opens them full size, one after another. */
export function ProofImages({ paths }: { paths: string[] }) {
  if (paths.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="打手尚未上传服务凭证" />
  }
  return (
    <Image.PreviewGroup>
      <Flex gap={12} wrap>
        {paths.map((path, index) => (
          <Image
            key={path}
            src={path}
            alt={`服务凭证 ${index + 1}`}
            width={120}
            height={120}
            style={{ objectFit: 'cover', borderRadius: 8 }}
          />
        ))}
      </Flex>
    </Image.PreviewGroup>
  )
}

export function OrderReview({ review }: { review: NonNullable<OrderDetail['review']> }) {
  return (
    <Flex vertical gap={8}>
      <Flex align="center" gap={12}>
        <Rate disabled value={review.stars} />
        <Typography.Text type="secondary">{review.time}</Typography.Text>
      </Flex>
      {review.comment ? (
        <Typography.Paragraph style={{ margin: 0 }}>{review.comment}</Typography.Paragraph>
      ) : (
        <Typography.Text type="secondary">客户未填写评价内容</Typography.Text>
      )}
    </Flex>
  )
}

export function PaymentsTable({ payments }: { payments: OrderDetail['payments'] }) {
  return (
    <Table
      rowKey="outTradeNo"
      size="small"
      pagination={false}
      dataSource={payments}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无支付记录" /> }}
      columns={[
        {
          title: '商户订单号',
          dataIndex: 'outTradeNo',
          render: (value: string) => <Typography.Text copyable>{value}</Typography.Text>,
        },
        {
          title: '方式',
          dataIndex: 'method',
          width: 100,
          render: (method: string) => PAYMENT_METHODS[method] ?? method,
        },
        {
          title: '金额',
          dataIndex: 'amount',
          width: 110,
          align: 'right',
          render: (amount: number) => `${yuanText(amount)}`,
        },
        {
          title: '状态',
          dataIndex: 'status',
          width: 90,
          render: (status: number) => <StateTag state={PAYMENT_STATES[status]} />,
        },
        {
          title: '支付时间',
          dataIndex: 'paidTime',
          width: 170,
          render: (time: string) => time || '—',
        },
      ]}
    />
  )
}

export function RefundsTable({ refunds }: { refunds: OrderDetail['refunds'] }) {
  return (
    <Table
      rowKey="outRefundNo"
      size="small"
      pagination={false}
      dataSource={refunds}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无退款记录" /> }}
      columns={[
        {
          title: '退款单号',
          dataIndex: 'outRefundNo',
          render: (value: string) => <Typography.Text copyable>{value}</Typography.Text>,
        },
        {
          title: '金额',
          dataIndex: 'amount',
          width: 110,
          align: 'right',
          render: (amount: number) => `${yuanText(amount)}`,
        },
        {
          title: '状态',
          dataIndex: 'status',
          width: 100,
          render: (status: number) => <StateTag state={REFUND_STATES[status]} />,
        },
        { title: '原因', dataIndex: 'reason', render: (reason: string) => reason || '—' },
        { title: '时间', dataIndex: 'time', width: 170 },
      ]}
    />
  )
}
