import { Empty, Flex, Rate, Table, type TableColumnsType, Tabs, Typography } from 'antd'
import { Link } from 'react-router'
import { OrderStateLabelTag } from '@/components/order-state-tag.tsx'
import { yuanText } from '@/lib/money.ts'
import type { WorkerDetail } from '../api/get-worker.ts'
import { LedgerTable } from './ledger-table.tsx'

type WorkerOrder = WorkerDetail['orders'][number]
type WorkerReview = WorkerDetail['reviews'][number]

const empty = (text: string) => ({
  emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />,
})

const orderColumns: TableColumnsType<WorkerOrder> = [
  {
    title: '订单号',
    dataIndex: 'orderNum',
    width: 220,
    render: (orderNum: string, order) => <Link to={`/orders/${order.id}`}>{orderNum}</Link>,
  },
  {
    title: '商品',
    dataIndex: 'title',
    render: (title: string) => <Typography.Text ellipsis={{ tooltip: title }}>{title}</Typography.Text>,
  },
  { title: '服务费', dataIndex: 'workerAmount', width: 120, align: 'right', render: yuanText },
  {
    title: '状态',
    dataIndex: 'stateLabel',
    width: 110,
    render: (label: string) => <OrderStateLabelTag label={label} />,
  },
  { title: '接单时间', dataIndex: 'acceptTime', width: 180 },
]

const reviewColumns: TableColumnsType<WorkerReview> = [
  {
    title: '评分',
    dataIndex: 'stars',
    width: 170,
    render: (stars: number) => (
      <Flex align="center" gap={8}>
        <Rate disabled value={stars} style={{ fontSize: 14 }} />
        <Typography.Text type="secondary">{stars} 星</Typography.Text>
      </Flex>
    ),
  },
  {
    title: '评价内容',
    dataIndex: 'comment',
    render: (comment: string) =>
      comment ? (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: comment }} style={{ margin: 0 }}>
          {comment}
        </Typography.Paragraph>
      ) : (
        <Typography.Text type="secondary">未填写评价内容</Typography.Text>
      ),
  },
  {
    title: '订单',
    dataIndex: 'orderId',
    width: 100,
    render: (orderId: number) => <Link to={`/orders/${orderId}`}>查看订单</Link>,
  },
  { title: '评价时间', dataIndex: 'createTime', width: 180 },
]

/** The worker's money movements, the orders they took and what customers said, one tab each. */
export function WorkerRecords({ worker }: { worker: WorkerDetail }) {
  return (
    <Tabs
      items={[
        { key: 'ledger', label: '资金流水', children: <LedgerTable userId={worker.userId} /> },
        {
          key: 'orders',
          label: `订单（${worker.orders.length}）`,
          children: (
            <Table<WorkerOrder>
              rowKey="id"
              size="small"
              columns={orderColumns}
              dataSource={worker.orders}
              pagination={worker.orders.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
              tableLayout="fixed"
              locale={empty('暂未接单')}
            />
          ),
        },
        {
          key: 'reviews',
          label: `评价（${worker.reviews.length}）`,
          children: (
            <Table<WorkerReview>
              rowKey="orderId"
              size="small"
              columns={reviewColumns}
              dataSource={worker.reviews}
              pagination={worker.reviews.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
              tableLayout="fixed"
              locale={empty('暂无评价')}
            />
          ),
        },
      ]}
    />
  )
}
