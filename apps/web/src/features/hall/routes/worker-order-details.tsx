import {
  BizStatus,
  DisputeMessages,
  FulfilmentMessages,
  formatCents,
  hasDisputePage,
  splitEnding,
  type WorkerOrderView,
  whyNot,
} from '@dianjing/shared'
import { useQueryClient } from '@tanstack/react-query'
import { Button, PullToRefresh, Skeleton } from 'antd-mobile'
import { MessageOutline, RightOutline } from 'antd-mobile-icons'
import { type ReactNode, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { LoadError } from '@/components/load-error.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { orderChatPath } from '@/lib/order-chat.ts'
import { disputeTagOf, orderDisputePath } from '@/lib/order-dispute.ts'
import { orderProgressKeys, useOrderProgress } from '@/lib/order-progress.ts'
import { isBusinessError } from '@/lib/request.ts'
import { useWorkerOrder } from '../api/worker-orders.ts'
import { GameLoginSection } from '../components/game-login-section.tsx'
import { OrderFacts } from '../components/order-facts.tsx'
import { OrderGone } from '../components/order-gone.tsx'
import { OrderProduct } from '../components/order-product.tsx'
import { OrderTimeline } from '../components/order-timeline.tsx'
import { ProgressPopup } from '../components/progress-popup.tsx'
import { ProgressSection } from '../components/progress-section.tsx'
import { ProofEditor } from '../components/proof-editor.tsx'
import { ProofSection } from '../components/proof-section.tsx'
import { useCompleteOrder } from '../use-complete-order.ts'
import {
  canCompleteOrder,
  isServing,
  orderFacts,
  serviceFacts,
  splitIncomeLabel,
  workerOrderStateLabel,
} from '../worker-order-view.ts'
import styles from './worker-order-details.module.css'

export const AWAITING_CONFIRMATION = '等待客户确认（24小时后自动确认）'
export const PROOF_FIRST_HINT = '上传服务凭证后才能完成订单'
export const ARBITRATION_HOLDS = '订单仲裁中，平台裁决前不能完成订单'

function statusNote(order: WorkerOrderView): string {
  if (splitEnding(order)) return `${splitIncomeLabel(order)} ¥${formatCents(order.splitWorkerAmount)}`
  if (order.bizStatus === BizStatus.inService) return '请按要求完成服务，并上传服务凭证'
  if (order.bizStatus === BizStatus.awaitingClose) return AWAITING_CONFIRMATION
  if (order.bizStatus === BizStatus.completed) return `服务费 ¥${formatCents(order.workerAmount)} 已计入余额`
  return ''
}

interface ServiceBarProps {
  order: WorkerOrderView
  proofBusy: boolean
  /** Null until the progress is loaded (the form starts at the latest percentage). */
  onUpdateProgress: (() => void) | null
}

/** Why the order cannot be completed yet, from the rulebook (`complete`), in the bar's words. */
function completeHint(order: WorkerOrderView): string {
  const why = whyNot(order, 'complete')
  if (why === DisputeMessages.arbitrationOpen) return ARBITRATION_HOLDS
  if (why === FulfilmentMessages.proofRequired || why === null) return PROOF_FIRST_HINT
  return why
}

function ServiceBar({ order, proofBusy, onUpdateProgress }: ServiceBarProps) {
  const complete = useCompleteOrder()
  const ready = canCompleteOrder(order) && !proofBusy
  return (
    <div className={styles.bar}>
      {!canCompleteOrder(order) && <p className={styles.barHint}>{completeHint(order)}</p>}
      <div className={styles.barButtons}>
        <Button
          className={styles.progressButton}
          color="primary"
          fill="outline"
          shape="rounded"
          size="large"
          disabled={!onUpdateProgress}
          onClick={() => onUpdateProgress?.()}
        >
          更新进度
        </Button>
        <Button
          className={styles.completeButton}
          color="primary"
          shape="rounded"
          size="large"
          disabled={!ready}
          loading={complete.pendingId === order.id}
          loadingText="提交中"
          onClick={() => void complete.start(order.id)}
        >
          完成订单
        </Button>
      </div>
    </div>
  )
}

/** 协商撤销: cancelling with the customer by agreement, arbitration, and how either ended (issue 23). */
function DisputeEntry({ order }: { order: WorkerOrderView }) {
  const tag = disputeTagOf(order.disputeStatus)
  const ended = splitEnding(order) !== null
  return (
    <Link className={styles.dispute} to={orderDisputePath(order.id)}>
      <span className={styles.disputeText}>
        <strong className={styles.disputeTitle}>协商撤销</strong>
        <span className={styles.disputeNote}>
          {ended ? '查看协商与裁决结果' : '与客户协商撤销订单，不成可申请仲裁'}
        </span>
      </span>
      {tag && <span className={styles.disputeTag}>{tag}</span>}
      <RightOutline className={styles.disputeArrow} />
    </Link>
  )
}

function WorkerOrder({ order }: { order: WorkerOrderView }) {
  const [proofBusy, setProofBusy] = useState(false)
  const [progressOpen, setProgressOpen] = useState(false)
  // An order ended by a split keeps the bizStatus it had: it is no longer served.
  const inService = isServing(order)
  const negotiated = splitEnding(order) !== null
  const progress = useOrderProgress(order.id)
  return (
    <div className={inService ? styles.withBar : undefined}>
      <section
        className={`${styles.status} ${negotiated ? styles.negotiated : (styles[`status${order.bizStatus}`] ?? '')}`}
        aria-label="订单状态"
      >
        <span className={styles.statusText}>
          <strong className={styles.statusLabel}>{workerOrderStateLabel(order)}</strong>
          <span className={styles.statusNote}>{statusNote(order)}</span>
        </span>
        <Link className={styles.chat} to={orderChatPath(order.id)}>
          <MessageOutline />
          联系客户
        </Link>
      </section>
      {hasDisputePage(order) && <DisputeEntry order={order} />}
      <ProgressSection progress={progress} inService={inService} />
      <OrderProduct order={order} />
      <OrderFacts title="服务信息" facts={serviceFacts(order)} />
      <GameLoginSection orderId={order.id} />
      <ProofSection attachment={order.attachment}>
        {inService ? (
          <ProofEditor orderId={order.id} attachment={order.attachment} onBusyChange={setProofBusy} />
        ) : undefined}
      </ProofSection>
      <OrderTimeline order={order} />
      <OrderFacts title="订单信息" facts={orderFacts(order)} />
      {inService && (
        <ServiceBar
          order={order}
          proofBusy={proofBusy}
          onUpdateProgress={progress.data ? () => setProgressOpen(true) : null}
        />
      )}
      {inService && progress.data && (
        <ProgressPopup
          orderId={order.id}
          lastPercent={progress.data.percent}
          visible={progressOpen}
          onClose={() => setProgressOpen(false)}
        />
      )}
    </div>
  )
}

/** /worker-order-details?outTradeNo (spec §2): one of the worker's orders, its proof and completion. */
export function WorkerOrderDetailsRoute() {
  const [searchParams] = useSearchParams()
  const outTradeNo = searchParams.get('outTradeNo')?.trim() ?? ''
  const order = useWorkerOrder(outTradeNo)
  const queryClient = useQueryClient()
  const backToList = { label: '返回我的接单', to: '/worker-order-list' }

  let content: ReactNode
  if (!outTradeNo) content = <OrderGone message={FulfilmentMessages.notYours} backTo={backToList} />
  else if (order.data) content = <WorkerOrder order={order.data} />
  else if (order.isError && isBusinessError(order.error))
    content = <OrderGone message={order.error.message} backTo={backToList} />
  else if (order.isError) {
    content = (
      <LoadError
        title="订单加载失败"
        error={order.error}
        onRetry={() => order.refetch()}
        retrying={order.isFetching}
      />
    )
  } else {
    content = (
      <div className={styles.skeleton} role="status" aria-busy="true" aria-label="订单加载中">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    )
  }

  return (
    <div className={styles.page}>
      <PageNavBar title="订单详情" />
      <PullToRefresh
        onRefresh={() =>
          Promise.all([
            order.refetch(),
            queryClient.refetchQueries({ queryKey: orderProgressKeys.all, type: 'active' }),
          ]).then(() => undefined)
        }
      >
        {content}
      </PullToRefresh>
    </div>
  )
}
