import { ArbitrationStatus, DISPUTE_SIDE_LABELS, type DisputeSide, ProposalStatus } from '@dianjing/shared'
import { Tag } from 'antd'

const ARBITRATION_STATES: Record<number, { label: string; color: string }> = {
  [ArbitrationStatus.open]: { label: '仲裁中', color: 'red' },
  [ArbitrationStatus.ruled]: { label: '已裁决', color: 'green' },
}

const PROPOSAL_STATES: Record<number, { label: string; color: string }> = {
  [ProposalStatus.open]: { label: '待答复', color: 'orange' },
  [ProposalStatus.agreed]: { label: '已同意', color: 'green' },
  [ProposalStatus.refused]: { label: '已拒绝', color: 'red' },
  [ProposalStatus.withdrawn]: { label: '已撤回', color: 'default' },
}

const SIDE_COLORS: Record<DisputeSide, string> = { customer: 'blue', worker: 'purple' }

function StateTag({ state }: { state?: { label: string; color: string } }) {
  return (
    <Tag color={state?.color} style={{ marginInlineEnd: 0 }}>
      {state?.label ?? '未知'}
    </Tag>
  )
}

export const ArbitrationStateTag = ({ status }: { status: number }) => (
  <StateTag state={ARBITRATION_STATES[status]} />
)

export const ProposalStateTag = ({ status }: { status: number }) => (
  <StateTag state={PROPOSAL_STATES[status]} />
)

/** Who did it: 客户 or 打手, each in its own colour across the page. */
export const SideTag = ({ side }: { side: DisputeSide }) => (
  <Tag color={SIDE_COLORS[side]} style={{ marginInlineEnd: 0 }}>
    {DISPUTE_SIDE_LABELS[side]}
  </Tag>
)

/** Evidence is taken until its deadline; after it staff rule on what there is. */
export function EvidenceDeadline({
  open,
  dueTime,
  short = false,
}: {
  open: boolean
  dueTime: string
  /** Without the deadline, where it is shown beside the tag. */
  short?: boolean
}) {
  return open ? (
    <Tag color="processing" style={{ marginInlineEnd: 0 }}>
      {short ? '举证中' : `举证中 · 截止 ${dueTime.slice(5, 16)}`}
    </Tag>
  ) : (
    <Tag style={{ marginInlineEnd: 0 }}>举证结束</Tag>
  )
}
