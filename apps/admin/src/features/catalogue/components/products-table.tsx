import { DeleteOutlined, EditOutlined } from '@ant-design/icons'
import { type AdminProductRow, PRODUCT_ON_SALE } from '@dianjing/shared'
import {
  App,
  Button,
  Flex,
  Image,
  Popconfirm,
  Switch,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd'
import { Link, useLocation } from 'react-router'
import { type TablePage, tablePagination } from '@/components/table-pagination.ts'
import { yuanText } from '@/lib/money.ts'
import { useDeleteProduct } from '../api/delete-product.ts'
import { useSetProductStatus } from '../api/set-product-status.ts'

function Price({ row }: { row: AdminProductRow }) {
  return (
    <Flex vertical>
      <Typography.Text strong>{yuanText(row.preferentialPrice)}</Typography.Text>
      {row.originalPrice > row.preferentialPrice && (
        <Typography.Text type="secondary" delete style={{ fontSize: 12 }}>
          {yuanText(row.originalPrice)}
        </Typography.Text>
      )}
    </Flex>
  )
}

export function ProductsTable({
  rows,
  loading,
  pagination,
  onPageChange,
}: {
  rows: AdminProductRow[]
  loading: boolean
  pagination: TablePage
  onPageChange: (page: number, pageSize: number) => void
}) {
  const { message } = App.useApp()
  // The editor returns to this page with the same filters.
  const { search } = useLocation()
  const setStatus = useSetProductStatus()
  const remove = useDeleteProduct()

  const toggle = (row: AdminProductRow, onSale: boolean) => {
    setStatus.mutate(
      { id: row.id, status: onSale ? '0' : '1' },
      {
        onSuccess: () => message.success(onSale ? `「${row.title}」已上架` : `「${row.title}」已标记为售罄`),
      },
    )
  }

  const columns: TableColumnsType<AdminProductRow> = [
    {
      title: '封面',
      dataIndex: 'productCover',
      width: 84,
      render: (cover: string, row) => (
        <Image
          src={cover}
          alt={row.title}
          width={56}
          height={56}
          style={{ borderRadius: 8, objectFit: 'cover' }}
        />
      ),
    },
    {
      title: '商品',
      dataIndex: 'title',
      render: (title: string, row) => (
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Link to={`/products/${row.id}`} state={{ search }} style={{ display: 'block', minWidth: 0 }}>
            <Typography.Text strong ellipsis={{ tooltip: title }} style={{ display: 'block' }}>
              {title}
            </Typography.Text>
          </Link>
          <Flex gap={4} wrap>
            <Tag variant="filled" style={{ marginInlineEnd: 0 }}>
              {row.type}
            </Tag>
            {row.kind === 'lottery' && (
              <Tag color="magenta" style={{ marginInlineEnd: 0 }}>
                抽奖
              </Tag>
            )}
          </Flex>
        </Flex>
      ),
    },
    { title: '游戏', dataIndex: 'gameName', width: 110, ellipsis: true },
    { title: '价格', key: 'price', width: 120, render: (_, row) => <Price row={row} /> },
    {
      title: '销量',
      dataIndex: 'salesVolume',
      width: 100,
      align: 'right',
      render: (volume: number, row) => (
        <Tooltip title={`基础销量 ${row.salesBase} + 实际成交 ${row.salesCount}`}>{volume}</Tooltip>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 150,
      render: (status: string, row) => {
        const onSale = status === PRODUCT_ON_SALE
        return (
          <Flex align="center" gap={8}>
            <Tag
              color={onSale ? 'success' : 'default'}
              style={{ marginInlineEnd: 0, minWidth: 52, textAlign: 'center' }}
            >
              {onSale ? '在售' : '已售罄'}
            </Tag>
            <Switch
              size="small"
              checked={onSale}
              loading={setStatus.isPending && setStatus.variables?.id === row.id}
              onChange={(checked) => toggle(row, checked)}
              aria-label={`${row.title} 在售`}
            />
          </Flex>
        )
      },
    },
    { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, row) => (
        <Flex gap={16} style={{ whiteSpace: 'nowrap' }}>
          <Link to={`/products/${row.id}`} state={{ search }}>
            <EditOutlined /> 编辑
          </Link>
          <Popconfirm
            title="删除商品"
            description={`确定删除「${row.title}」吗？删除后用户端不再展示，已有订单不受影响。`}
            okText="删除"
            okButtonProps={{ danger: true, loading: remove.isPending }}
            onConfirm={() =>
              remove.mutateAsync(row.id).then(
                () => message.success('商品已删除'),
                () => undefined,
              )
            }
          >
            <Button type="link" danger icon={<DeleteOutlined />} style={{ padding: 0, height: 'auto' }}>
              删除
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ]

  return (
    <Table<AdminProductRow>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={tablePagination(pagination, onPageChange, { unit: '个商品' })}
      tableLayout="fixed"
      scroll={{ x: 1000 }}
    />
  )
}
