import {
  FulfilmentMessages,
  ORDER_LIST_TABS,
  OrderMessages,
  OrderStatus,
  type OrderView,
} from '@dianjing/shared'
import { useQueryClient } from '@tanstack/react-query'
import { Dialog, PullToRefresh, Skeleton, Tabs } from 'antd-mobile'
import { type ReactNode, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { EmptyState } from '@/components/empty-state.tsx'
import { LoadError } from '@/components/load-error.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { orderChatPath } from '@/lib/order-chat.ts'
import { orderDisputePath } from '@/lib/order-dispute.ts'
import { orderProgressKeys } from '@/lib/order-progress.ts'
import { payThroughWechat } from '@/lib/pay-through-wechat.ts'
import { showToast } from '@/lib/toast.ts'
import { useConfirmComplete } from '../api/confirm-complete.ts'
import { getOrderDetails, useMyOrders, useOrderDetails } from '../api/get-my-orders.ts'
import { ordersKeys } from '../api/keys.ts'
import { repayOrder } from '../api/pay-order.ts'
import { OrderCard } from '../components/order-card.tsx'
import { OrderDetailPopup } from '../components/order-detail-popup.tsx'
import { RefundPopup } from '../components/refund-popup.tsx'
import { ReviewPopup } from '../components/review-popup.tsx'
import type { OrderAction } from '../order-card-view.ts'
import styles from './order-list.module.css'

type OrderListTab = (typeof ORDER_LIST_TABS)[number]['value']
const TAB_VALUES: string[] = ORDER_LIST_TABS.map((tab) => tab.value)

/** What each tab says when it has no orders: the spec's 暂无订单 for all, the tab's own words otherwise. */
const EMPTY_TAB: Record<OrderListTab, { title: string; description: string }> = {
  all: { title: '暂无订单', description: '下单后可在这里查看订单进度' },
  [OrderStatus.unpaid]: { title: '暂无待付款订单', description: '未支付的订单会显示在这里' },
  [OrderStatus.paid]: { title: '暂无已付款订单', description: '支付成功的订单会显示在这里' },
  [OrderStatus.refunded]: { title: '暂无退款订单', description: '退款成功的订单会显示在这里' },
  refund: { title: '暂无退款/售后订单', description: '申请过退款的订单会显示在这里' },
}

/** /order-list?status (spec §2): the customer's orders by tab, with pay, refund and lottery actions. */
export function OrderListRoute() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('status') ?? 'all'
  const status = (TAB_VALUES.includes(requested) ? requested : 'all') as OrderListTab
  const orders = useMyOrders(status)
  const [payingId, setPayingId] = useState<number | null>(null)
  const [refundId, setRefundId] = useState<number | null>(null)
  const [picked, setPicked] = useState<OrderView | null>(null)
  // A notification links to one order: its details open over the list until closed.
  const linked = searchParams.get('outTradeNo')
  const linkedOrder = useOrderDetails(linked)
  const opened = picked ?? (linked !== null ? (linkedOrder.data ?? null) : null)
  const setOpened = (order: OrderView | null) => {
    setPicked(order)
    if (order === null && linked !== null) {
      setSearchParams(requested === 'all' ? {} : { status }, { replace: true })
    }
  }
  const [reviewId, setReviewId] = useState<number | null>(null)
  const confirmComplete = useConfirmComplete()

  const reload = () => queryClient.invalidateQueries({ queryKey: ordersKeys.all })

  const pay = async (order: OrderView) => {
    if (payingId !== null) return
    setPayingId(order.id)
    try {
      const params = await repayOrder(order.id)
      const result = await payThroughWechat(
        params,
        async () => (await getOrderDetails(order.outTradeNo)).status === OrderStatus.paid,
      )
      if (result === 'paid') showToast('支付成功')
      else if (result === 'pending') showToast('支付结果确认中，请稍后刷新')
      else if (result === 'fail') showToast(OrderMessages.submitFailed)
      // Spec §4: a repaid order reloads the list (whatever happened, its state may have moved on).
      await reload()
    } catch {
      showToast(OrderMessages.submitFailed)
    } finally {
      setPayingId(null)
    }
  }

  const confirm = async (order: OrderView) => {
    if (confirmComplete.isPending) return
    const confirmed = await Dialog.confirm({
      title: '确认完成',
      content: '请确认打手已完成服务。确认后服务费将结算给打手，且无法撤销。',
      confirmText: '确认完成',
      cancelText: '再等等',
    })
    if (!confirmed) return
    // A refusal (already confirmed automatically, say) is toasted by the request client.
    confirmComplete.mutate(order.id, { onSuccess: () => showToast(FulfilmentMessages.confirmed) })
  }

  const act = (action: OrderAction, order: OrderView) => {
    // The detail popup shows the order as it was; it closes while the order changes.
    setOpened(null)
    if (action === 'chat') navigate(orderChatPath(order.id))
    // 协商/售后 and a designated order's free cancel both happen on the order's dispute page.
    if (action === 'dispute' || action === 'cancel') navigate(orderDisputePath(order.id))
    if (action === 'pay') void pay(order)
    if (action === 'refund') setRefundId(order.id)
    if (action === 'lottery') navigate(`/lottery-wheel?outTradeNo=${encodeURIComponent(order.outTradeNo)}`)
    if (action === 'confirm') void confirm(order)
    if (action === 'review') setReviewId(order.id)
  }

  let content: ReactNode
  if (orders.isPending) {
    content = (
      <div className={styles.skeleton} role="status" aria-label="订单加载中">
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    )
  } else if (orders.isError) {
    content = (
      <LoadError
        title="订单加载失败"
        error={orders.error}
        onRetry={() => orders.refetch()}
        retrying={orders.isFetching}
      />
    )
  } else if (orders.data.length === 0) {
    content = <EmptyState {...EMPTY_TAB[status]} />
  } else {
    content = orders.data.map((order) => (
      <OrderCard
        key={order.id}
        order={order}
        paying={payingId === order.id}
        onOpen={setOpened}
        onAction={act}
      />
    ))
  }

  return (
    <div className={styles.page}>
      <PageNavBar title="我的订单" />
      <div className={styles.tabs}>
        <Tabs
          activeKey={status}
          onChange={(key) => setSearchParams({ status: key }, { replace: true })}
          stretch
        >
          {ORDER_LIST_TABS.map((tab) => (
            <Tabs.Tab key={tab.value} title={tab.label} />
          ))}
        </Tabs>
      </div>
      <PullToRefresh
        onRefresh={() =>
          Promise.all([
            orders.refetch(),
            queryClient.refetchQueries({ queryKey: orderProgressKeys.all, type: 'active' }),
          ]).then(() => undefined)
        }
      >
        <div className={styles.list}>{content}</div>
      </PullToRefresh>
      <RefundPopup orderId={refundId} onClose={() => setRefundId(null)} />
      <ReviewPopup orderId={reviewId} onClose={() => setReviewId(null)} />
      <OrderDetailPopup order={opened} onClose={() => setOpened(null)} onAction={act} />
    </div>
  )
}
