import { type AdminLotteryOrder, type AdminLotteryProduct, OrderStatus } from '@dianjing/shared'
import {
  Alert,
  Button,
  Drawer,
  Empty,
  Flex,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd'
import { useState } from 'react'
import { tablePagination } from '@/components/table-pagination.ts'
import { turnedPage } from '@/lib/paged-params.ts'
import { useLotteryOrders } from '../api/get-lottery-orders.ts'
import { prizeColors } from './prize-colors.ts'

const small = { fontSize: 12 } as const

const STATUS_TAGS: Record<number, { label: string; color: string }> = {
  [OrderStatus.paid]: { label: '已支付', color: 'success' },
  [OrderStatus.refunded]: { label: '已退款', color: 'default' },
}

/** The paid and refunded orders of one lottery product, each with the prize of every draw. */
export function LotteryOrdersDrawer({
  product,
  onClose,
}: {
  /** The product whose orders are shown; undefined while closed. */
  product: AdminLotteryProduct | undefined
  onClose: () => void
}) {
  const [page, setPage] = useState({ page: 1, pageSize: 10 })
  const orders = useLotteryOrders(product?.id, page.page, page.pageSize)
  const colorOf = prizeColors(product?.prizes.map((prize) => prize.name) ?? [])

  const columns: TableColumnsType<AdminLotteryOrder> = [
    {
      title: '订单号',
      dataIndex: 'orderNum',
      width: 200,
      render: (orderNum: string, row) => (
        <Flex vertical>
          <Typography.Text copyable>{orderNum}</Typography.Text>
          <Tooltip title="微信支付商户订单号" placement="bottomLeft">
            <Typography.Text type="secondary" style={small}>
              {row.outTradeNo}
            </Typography.Text>
          </Tooltip>
        </Flex>
      ),
    },
    {
      title: '客户',
      key: 'customer',
      width: 130,
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text ellipsis={{ tooltip: row.customerName }}>{row.customerName}</Typography.Text>
          <Typography.Text type="secondary" style={small}>
            {row.customerPhone}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '已抽 / 总数',
      key: 'draws',
      width: 100,
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text>
            {row.lotteryNumAlready} / {row.lotteryNum}
          </Typography.Text>
          <Tag color={STATUS_TAGS[row.status]?.color} style={{ width: 'fit-content', ...small }}>
            {STATUS_TAGS[row.status]?.label ?? '未知'}
          </Tag>
        </Flex>
      ),
    },
    {
      title: '抽奖结果',
      dataIndex: 'results',
      render: (results: AdminLotteryOrder['results']) =>
        results.length === 0 ? (
          <Typography.Text type="secondary">尚未抽奖</Typography.Text>
        ) : (
          <Flex gap={6} wrap>
            {results.map(({ round, name }) => (
              <Tag key={round} color={colorOf(name)} style={{ marginInlineEnd: 0 }}>
                第{round}次 {name}
              </Tag>
            ))}
          </Flex>
        ),
    },
    {
      title: '支付时间',
      dataIndex: 'paidTime',
      width: 110,
      render: (paidTime: string | null) =>
        paidTime ? (
          <Flex vertical style={small}>
            <span>{paidTime.slice(0, 10)}</span>
            <Typography.Text type="secondary" style={small}>
              {paidTime.slice(11, 16)}
            </Typography.Text>
          </Flex>
        ) : (
          '—'
        ),
    },
  ]

  return (
    <Drawer
      title={product ? `抽奖订单 · ${product.title}` : '抽奖订单'}
      size={1000}
      open={product !== undefined}
      onClose={onClose}
      afterOpenChange={(open) => {
        if (!open) setPage((current) => ({ ...current, page: 1 }))
      }}
      destroyOnHidden
    >
      {orders.isError && (
        <Alert
          type="error"
          showIcon
          title="抽奖订单加载失败"
          description={orders.error.message || '请稍后重试'}
          action={
            <Button size="small" onClick={() => orders.refetch()}>
              重试
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {(orders.data || !orders.isError) && (
        <Table<AdminLotteryOrder>
          rowKey="orderId"
          size="middle"
          columns={columns}
          dataSource={orders.data?.list ?? []}
          loading={orders.isFetching}
          tableLayout="fixed"
          pagination={tablePagination(
            { ...page, total: orders.data?.total ?? 0 },
            (next, pageSize) => setPage(turnedPage(page, next, pageSize)),
            { unit: '单' },
          )}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该商品暂无已支付的抽奖订单" />
            ),
          }}
        />
      )}
    </Drawer>
  )
}
