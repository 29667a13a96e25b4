import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons'
import { ResultCode } from '@dianjing/shared'
import { Button, Card, Col, Flex, Result, Row, Skeleton, Typography } from 'antd'
import { useLocation, useNavigate, useParams } from 'react-router'
import { ApiError } from '@/lib/api-client.ts'
import { useMe } from '@/lib/me.ts'
import { type OrderDetail, useOrder } from '../api/get-order.ts'
import { OrderActions } from '../components/order-actions.tsx'
import { OrderStateTag } from '../components/order-labels.tsx'
import { OrderOverview } from '../components/order-overview.tsx'
import { OrderReview, PaymentsTable, ProofImages, RefundsTable } from '../components/order-records.tsx'
import { OrderTimeline } from '../components/order-timeline.tsx'

function orderIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null
}

/** Where "back" goes: the list staff came from, with its filters and page, or wherever they came from. */
function backPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from
  if (typeof from === 'string' && from.startsWith('/')) return from
  const search = (state as { search?: unknown } | null)?.search
  return typeof search === 'string' && search.startsWith('?') ? `/orders${search}` : '/orders'
}

function OrderPage({ order }: { order: OrderDetail }) {
  const role = useMe().data?.role
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Flex vertical gap={16}>
          <Card title="订单信息">
            <OrderOverview order={order} />
          </Card>
          <Card title={`服务凭证${order.attachment.length ? `（${order.attachment.length} 张）` : ''}`}>
            <ProofImages paths={order.attachment} />
          </Card>
          {order.review && (
            <Card title="客户评价">
              <OrderReview review={order.review} />
            </Card>
          )}
          <Card title="支付记录" styles={{ body: { padding: 0 } }}>
            <PaymentsTable payments={order.payments} />
          </Card>
          <Card title="退款记录" styles={{ body: { padding: 0 } }}>
            <RefundsTable refunds={order.refunds} />
          </Card>
        </Flex>
      </Col>
      <Col xs={24} xl={8}>
        <Flex vertical gap={16}>
          <Card title="操作">
            <OrderActions order={order} role={role} />
          </Card>
          <Card title="订单进度">
            <OrderTimeline order={order} />
          </Card>
        </Flex>
      </Col>
    </Row>
  )
}

/** One order: what was bought, the proof, the money, everything that happened, and what staff may do. */
export function OrderDetailsRoute() {
  const { orderId: param } = useParams()
  const orderId = orderIdOf(param)
  const order = useOrder(orderId)
  const navigate = useNavigate()
  const location = useLocation()
  const back = backPath(location.state)

  const header = (
    <Flex align="center" justify="space-between" gap={12} style={{ marginBottom: 24 }}>
      <Flex align="center" gap={12} wrap>
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label="返回" onClick={() => navigate(back)} />
        <Typography.Title level={3} style={{ margin: 0 }}>
          订单详情
        </Typography.Title>
        {order.data && (
          <>
            <Typography.Text copyable style={{ fontSize: 16 }}>
              {order.data.orderNum}
            </Typography.Text>
            <OrderStateTag order={order.data} />
          </>
        )}
      </Flex>
      {order.data && (
        <Flex align="center" gap={12}>
          <Typography.Text type="secondary">下单 {order.data.createTime}</Typography.Text>
          <Button icon={<ReloadOutlined />} loading={order.isFetching} onClick={() => order.refetch()}>
            刷新
          </Button>
        </Flex>
      )}
    </Flex>
  )

  if (orderId === null || (order.isError && !order.data)) {
    const error = order.error instanceof ApiError ? order.error : undefined
    const forbidden = error?.code === ResultCode.forbidden
    return (
      <>
        {header}
        <Card>
          <Result
            status={forbidden ? '403' : 'warning'}
            title={forbidden ? '无权查看订单' : '无法打开该订单'}
            subTitle={error?.message ?? '订单不存在'}
            extra={
              <Flex gap={8} justify="center">
                {error && !forbidden && <Button onClick={() => order.refetch()}>重试</Button>}
                <Button type="primary" onClick={() => navigate(back)}>
                  返回订单列表
                </Button>
              </Flex>
            }
          />
        </Card>
      </>
    )
  }

  return (
    <>
      {header}
      {order.data ? (
        <OrderPage order={order.data} />
      ) : (
        <Card>
          <Skeleton active paragraph={{ rows: 12 }} />
        </Card>
      )}
    </>
  )
}
