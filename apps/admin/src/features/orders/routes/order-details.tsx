import { useQueryClient } from '@tanstack/react-query'
import { Card, Col, Flex, Row, Typography } from 'antd'
import { useParams } from 'react-router'
import { DetailPage } from '@/components/detail-page.tsx'
import { RefreshButton } from '@/components/refresh-button.tsx'
import { useMe } from '@/lib/me.ts'
import { idParam } from '@/lib/search-params.ts'
import { type OrderDetail, useOrder } from '../api/get-order.ts'
import { orderKeys } from '../api/keys.ts'
import { OrderActions } from '../components/order-actions.tsx'
import { OrderChatCard } from '../components/order-chat.tsx'
import { DisputeTag, OrderStateTag } from '../components/order-labels.tsx'
import { OrderNoteForm } from '../components/order-note-form.tsx'
import { OrderOverview } from '../components/order-overview.tsx'
import { OrderProgressCard, ProgressOverdueTag } from '../components/order-progress.tsx'
import { OrderReview, PaymentsTable, ProofImages, RefundsTable } from '../components/order-records.tsx'
import { OrderTimeline } from '../components/order-timeline.tsx'

function OrderPage({ order }: { order: OrderDetail }) {
  const role = useMe().data?.role
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Flex vertical gap={16}>
          <Card title="订单信息">
            <OrderOverview order={order} />
          </Card>
          {order.workerId !== null && <OrderProgressCard order={order} />}
          <Card title={`服务凭证${order.attachment.length ? `（${order.attachment.length} 张）` : ''}`}>
            <ProofImages paths={order.attachment} />
          </Card>
          {order.review && (
            <Card title="客户评价">
              <OrderReview review={order.review} />
            </Card>
          )}
          <OrderChatCard orderId={order.id} role={role} />
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
            <Flex vertical gap={16}>
              <OrderNoteForm orderId={order.id} />
              <OrderTimeline order={order} />
            </Flex>
          </Card>
        </Flex>
      </Col>
    </Row>
  )
}

/** One order: what was bought, the proof, the money, everything that happened, and what staff may do. */
export function OrderDetailsRoute() {
  const orderId = idParam(useParams().orderId)
  const order = useOrder(orderId)
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([
      order.refetch(),
      orderId !== null && queryClient.refetchQueries({ queryKey: orderKeys.progress(orderId) }),
    ])

  return (
    <DetailPage
      title="订单详情"
      subject="订单"
      list="/orders"
      found={orderId !== null}
      record={order}
      name={(data) => data.orderNum}
      copyableName
      tag={(data) => (
        <>
          <OrderStateTag order={data} />
          <DisputeTag disputeStatus={data.disputeStatus} />
          <ProgressOverdueTag order={data} />
        </>
      )}
      actions={(data) => (
        <>
          <Typography.Text type="secondary">下单 {data.createTime}</Typography.Text>
          <RefreshButton loading={order.isFetching} onRefresh={refresh} />
        </>
      )}
      actionGap={12}
    >
      {(data) => <OrderPage order={data} />}
    </DetailPage>
  )
}
