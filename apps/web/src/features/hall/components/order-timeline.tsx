import type { WorkerOrderView } from '@dianjing/shared'
import { Steps } from 'antd-mobile'
import { orderTimeline } from '../worker-order-view.ts'
import styles from './order-timeline.module.css'

/** Paid, accepted, completed, settled — the steps done so far with their times. */
export function OrderTimeline({ order }: { order: WorkerOrderView }) {
  const steps = orderTimeline(order)
  const done = steps.filter((step) => step.time).length
  return (
    <section className={styles.card} aria-label="订单进度">
      <h2 className={styles.heading}>订单进度</h2>
      <Steps direction="vertical" current={Math.max(0, done - 1)} className={styles.steps}>
        {steps.map((step) => (
          <Steps.Step
            key={step.title}
            title={step.title}
            description={step.time || '—'}
            status={step.time ? 'finish' : 'wait'}
          />
        ))}
      </Steps>
    </section>
  )
}
