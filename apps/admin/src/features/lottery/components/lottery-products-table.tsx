import { UnorderedListOutlined } from '@ant-design/icons'
import { type AdminLotteryProduct, PRODUCT_STATUS_LABELS } from '@dianjing/shared'
import { Button, Empty, Flex, Progress, Table, type TableColumnsType, Tag, Typography } from 'antd'
import { type Key, useState } from 'react'
import { PrizeComparison } from './prize-comparison.tsx'

const small = { fontSize: 12 } as const

const drawsMade = (product: AdminLotteryProduct) =>
  product.prizeStats.reduce((sum, stat) => sum + stat.timesWon, 0)

export function LotteryProductsTable({
  rows,
  loading,
  onShowOrders,
}: {
  rows: AdminLotteryProduct[]
  loading: boolean
  onShowOrders: (product: AdminLotteryProduct) => void
}) {
  // Until staff open or close a row, the first product is shown expanded.
  const [expanded, setExpanded] = useState<readonly Key[] | undefined>(undefined)
  const expandedKeys = expanded ?? (rows[0] ? [rows[0].id] : [])

  const columns: TableColumnsType<AdminLotteryProduct> = [
    {
      title: '抽奖商品',
      dataIndex: 'title',
      render: (title: string, row) => (
        <Flex vertical gap={4}>
          <Typography.Text strong>{title}</Typography.Text>
          <Flex gap={4} wrap>
            {row.deleted ? (
              <Tag>已删除</Tag>
            ) : (
              <Tag color={row.status === '0' ? 'success' : 'default'}>
                {PRODUCT_STATUS_LABELS[row.status] ?? '已售罄'}
              </Tag>
            )}
            <Typography.Text type="secondary" style={small}>
              {row.prizes.length} 个奖品
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      title: '已付款订单',
      dataIndex: 'ordersPaid',
      width: 110,
      align: 'right',
      render: (count: number) => `${count} 单`,
    },
    {
      title: '已售次数',
      dataIndex: 'drawsSold',
      width: 100,
      align: 'right',
    },
    {
      title: '已抽次数',
      dataIndex: 'drawsUsed',
      width: 100,
      align: 'right',
    },
    {
      title: '使用进度',
      key: 'usage',
      width: 220,
      render: (_, row) =>
        row.drawsSold === 0 ? (
          <Typography.Text type="secondary">暂无售出</Typography.Text>
        ) : (
          <Flex vertical>
            <Progress
              percent={Math.round((row.drawsUsed / row.drawsSold) * 100)}
              size="small"
              aria-label="已抽占已售"
            />
            <Typography.Text type="secondary" style={small}>
              未抽 {row.drawsSold - row.drawsUsed} 次
            </Typography.Text>
          </Flex>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, row) => (
        <Button
          type="link"
          icon={<UnorderedListOutlined />}
          onClick={() => onShowOrders(row)}
          style={{ padding: 0, height: 'auto' }}
        >
          抽奖订单
        </Button>
      ),
    },
  ]

  return (
    <Table<AdminLotteryProduct>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      tableLayout="fixed"
      scroll={{ x: 960 }}
      expandable={{
        expandedRowKeys: expandedKeys,
        onExpandedRowsChange: (keys) => setExpanded(keys),
        expandedRowRender: (row) => (
          <div style={{ padding: '8px 8px 8px 0' }}>
            <PrizeComparison stats={row.prizeStats} draws={drawsMade(row)} />
          </div>
        ),
      }}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="暂无抽奖商品，可在「商品」中新建商品并选择抽奖类型"
          />
        ),
      }}
    />
  )
}
