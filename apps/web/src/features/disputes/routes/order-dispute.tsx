import {
  ArbitrationStatus,
  DISPUTE_SIDE_LABELS,
  DisputeMessages,
  formatCents,
  type OrderDisputeView,
} from '@dianjing/shared'
import { Skeleton } from 'antd-mobile'
import { MessageOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { EmptyState } from '@/components/empty-state.tsx'
import { LoadError } from '@/components/load-error.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { orderChatPath } from '@/lib/order-chat.ts'
import { useOrderDispute } from '../api/get-dispute.ts'
import { ArbitrateForm } from '../components/arbitrate-form.tsx'
import { ArbitrationCard } from '../components/arbitration-card.tsx'
import { FreeCancelCard } from '../components/free-cancel-card.tsx'
import { ProposalCard } from '../components/proposal-card.tsx'
import { ProposeForm } from '../components/propose-form.tsx'
import { peerOf } from '../dispute-view.ts'
import styles from './order-dispute.module.css'

const TITLE = '协商与售后'

function Summary({ view }: { view: OrderDisputeView }) {
  return (
    <section className={styles.summary} aria-label="订单金额">
      <span className={styles.money}>
        <span className={styles.moneyLabel}>订单实付</span>
        <strong className={styles.amount}>¥{formatCents(view.amount)}</strong>
        {view.side === 'worker' && (
          <span className={styles.fee}>服务费 ¥{formatCents(view.workerAmount)}</span>
        )}
      </span>
      <Link className={styles.chat} to={orderChatPath(view.orderId)}>
        <MessageOutline />
        联系{DISPUTE_SIDE_LABELS[peerOf(view.side)]}
      </Link>
    </section>
  )
}

function OrderDispute({ view }: { view: OrderDisputeView }) {
  const { orderId, side, proposal, arbitration } = view
  const arbitrationOpen = arbitration?.status === ArbitrationStatus.open
  const nothingHere =
    !proposal && !arbitration && !view.canPropose && !view.arbitrationGround && !view.freeCancelGround
  return (
    <>
      <Summary view={view} />
      {view.freeCancelGround && side === 'customer' && (
        <FreeCancelCard orderId={orderId} amount={view.amount} ground={view.freeCancelGround} />
      )}
      {arbitration && <ArbitrationCard orderId={orderId} side={side} arbitration={arbitration} />}
      {proposal && <ProposalCard orderId={orderId} side={side} proposal={proposal} />}
      {view.canPropose && (
        <ProposeForm orderId={orderId} side={side} amount={view.amount} workerAmount={view.workerAmount} />
      )}
      {view.arbitrationGround && !arbitrationOpen && (
        <ArbitrateForm orderId={orderId} ground={view.arbitrationGround} />
      )}
      {nothingHere && <EmptyState title="暂无可进行的操作" description={DisputeMessages.notDisputable} />}
    </>
  )
}

function OrderDisputeBody({ orderId }: { orderId: number }) {
  const dispute = useOrderDispute(orderId)
  if (dispute.data) return <OrderDispute view={dispute.data} />
  if (dispute.isError) {
    return (
      <LoadError
        title="加载失败"
        error={dispute.error}
        onRetry={() => dispute.refetch()}
        retrying={dispute.isFetching}
      />
    )
  }
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label="加载中">
      <Skeleton.Paragraph lineCount={6} animated />
    </div>
  )
}

/**
 * /order-dispute?orderId (issue 23): an order gone wrong, for its customer and its worker alike (the
 * server says which side the caller is): the cancel proposal and its answer, a free cancel, arbitration
 * with evidence and the ruling.
 */
export function OrderDisputeRoute() {
  const [searchParams] = useSearchParams()
  const raw = searchParams.get('orderId') ?? ''
  const orderId = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : 0
  let content: ReactNode
  if (!orderId) content = <EmptyState title={DisputeMessages.notYours} page />
  // A new order is a new page: no draft of the last one carries over.
  else content = <OrderDisputeBody key={orderId} orderId={orderId} />
  return (
    <div className={styles.page}>
      <PageNavBar title={TITLE} />
      {content}
    </div>
  )
}
