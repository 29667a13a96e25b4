import { ArbitrationStatus, type ArbitrationView, type DisputeSide, formatCents } from '@dianjing/shared'
import { ARBITRATION_STATUS_LABELS, evidenceGroups, openedByLabel, splitLines } from '../dispute-view.ts'
import styles from './arbitration-card.module.css'
import { DisputeCard, DisputeFacts, StatusTag } from './dispute-card.tsx'
import { EvidenceForm } from './evidence-form.tsx'
import { EvidenceList } from './evidence-list.tsx'

interface ArbitrationCardProps {
  orderId: number
  side: DisputeSide
  arbitration: ArbitrationView
}

export const EVIDENCE_CLOSED = '举证时间已结束，等待平台裁决'

function Ruling({ side, ruling }: { side: DisputeSide; ruling: NonNullable<ArbitrationView['ruling']> }) {
  // The worker's part and any fine are the worker's money: the customer sees what comes back to them.
  const rows = [
    ...splitLines(side, ruling.refund, ruling.workerPart).map((line) => ({
      label: line.label,
      value: `¥${formatCents(line.cents)}`,
      strong: true,
    })),
    ...(side === 'worker' && ruling.fine > 0
      ? [{ label: '罚款', value: `¥${formatCents(ruling.fine)}` }]
      : []),
    { label: '裁决理由', value: ruling.reason },
    { label: '裁决时间', value: ruling.time },
  ]
  return (
    <section className={styles.ruling} aria-label="平台裁决">
      <h3 className={styles.rulingTitle}>平台裁决</h3>
      <DisputeFacts rows={rows} />
    </section>
  )
}

/** The arbitration: who opened it and why, the evidence deadline, both sides' evidence, the ruling. */
export function ArbitrationCard({ orderId, side, arbitration }: ArbitrationCardProps) {
  const ruled = arbitration.status === ArbitrationStatus.ruled
  const { mine, theirs } = evidenceGroups(arbitration.evidence, side)
  return (
    <DisputeCard
      title="平台仲裁"
      extra={
        <StatusTag tone={ruled ? 'done' : 'warn'}>
          {ARBITRATION_STATUS_LABELS[arbitration.status] ?? '未知状态'}
        </StatusTag>
      }
    >
      <DisputeFacts
        rows={[
          { label: '申请方', value: openedByLabel(arbitration, side) },
          { label: '仲裁理由', value: arbitration.reason },
          { label: '申请时间', value: arbitration.createTime },
          { label: '举证截止', value: arbitration.evidenceDueTime },
        ]}
      />
      {ruled && arbitration.ruling && <Ruling side={side} ruling={arbitration.ruling} />}
      {!ruled && !arbitration.evidenceOpen && <p className={styles.closed}>{EVIDENCE_CLOSED}</p>}
      <EvidenceList title="己方证据" evidence={mine} />
      <EvidenceList title="对方证据" evidence={theirs} />
      {!ruled && arbitration.evidenceOpen && (
        <EvidenceForm orderId={orderId} arbitrationId={arbitration.id} />
      )}
    </DisputeCard>
  )
}
