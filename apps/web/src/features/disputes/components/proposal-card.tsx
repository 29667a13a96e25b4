import {
  type CancelProposalView,
  DisputeMessages,
  type DisputeSide,
  formatCents,
  ProposalStatus,
} from '@dianjing/shared'
import { Button, Dialog } from 'antd-mobile'
import { useState } from 'react'
import { showToast } from '@/lib/toast.ts'
import { useAnswerProposal } from '../api/answer-proposal.ts'
import { useWithdrawProposal } from '../api/withdraw-proposal.ts'
import {
  agreeConfirmText,
  minuteOf,
  proposalStatusLabel,
  proposerLabel,
  splitLines,
} from '../dispute-view.ts'
import { DisputeCard, DisputeFacts, StatusTag } from './dispute-card.tsx'
import styles from './proposal-card.module.css'
import { RefusePopup } from './refuse-popup.tsx'

const STATUS_TONES = {
  [ProposalStatus.open]: 'warn',
  [ProposalStatus.agreed]: 'done',
  [ProposalStatus.refused]: 'muted',
  [ProposalStatus.withdrawn]: 'muted',
} as const

interface ProposalCardProps {
  orderId: number
  side: DisputeSide
  proposal: CancelProposalView
}

/** The open proposal, or the latest one: its split, its reason, and for an open one the answer. */
export function ProposalCard({ orderId, side, proposal }: ProposalCardProps) {
  const answer = useAnswerProposal(orderId)
  const withdraw = useWithdrawProposal(orderId)
  const [refusing, setRefusing] = useState(false)
  const open = proposal.status === ProposalStatus.open
  const busy = answer.isPending || withdraw.isPending

  const agree = async () => {
    const confirmed = await Dialog.confirm({
      title: '同意撤销',
      content: agreeConfirmText(side, proposal),
      confirmText: '同意撤销',
      cancelText: '再想想',
    })
    if (!confirmed) return
    // A refusal (answered meanwhile, agreed by the deadline) was toasted by the request client.
    answer.mutate(
      { proposalId: proposal.id, agree: true, note: '' },
      { onSuccess: () => showToast(DisputeMessages.agreed) },
    )
  }

  const refuse = (note: string) =>
    answer.mutateAsync({ proposalId: proposal.id, agree: false, note }).then(() => {
      showToast(DisputeMessages.refused)
      setRefusing(false)
    })

  const takeBack = async () => {
    const confirmed = await Dialog.confirm({
      title: '撤回撤销申请',
      content: '撤回后订单继续进行，之后仍可重新发起。',
      confirmText: '撤回',
      cancelText: '不撤回',
    })
    if (!confirmed) return
    withdraw.mutate({ proposalId: proposal.id }, { onSuccess: () => showToast(DisputeMessages.withdrawn) })
  }

  const rows = [
    ...splitLines(side, proposal.refund, proposal.workerPart).map((line) => ({
      label: line.label,
      value: `¥${formatCents(line.cents)}`,
      strong: true,
    })),
    { label: '原因', value: proposal.reason },
    { label: '发起时间', value: proposal.createTime },
    ...(proposal.answerTime ? [{ label: '答复时间', value: proposal.answerTime }] : []),
    ...(proposal.answerNote ? [{ label: '拒绝理由', value: proposal.answerNote }] : []),
  ]

  return (
    <DisputeCard
      title={proposerLabel(proposal)}
      extra={
        <StatusTag tone={STATUS_TONES[proposal.status as keyof typeof STATUS_TONES] ?? 'muted'}>
          {proposalStatusLabel(proposal)}
        </StatusTag>
      }
    >
      <DisputeFacts rows={rows} />
      {open && <p className={styles.due}>{minuteOf(proposal.dueTime)}前未答复将视为同意</p>}
      {open && !proposal.mine && (
        <div className={styles.buttons}>
          <Button shape="rounded" fill="outline" disabled={busy} onClick={() => setRefusing(true)}>
            拒绝
          </Button>
          <Button
            shape="rounded"
            color="primary"
            loading={answer.isPending}
            disabled={busy}
            onClick={() => void agree()}
          >
            同意撤销
          </Button>
        </div>
      )}
      {open && proposal.mine && (
        <div className={styles.buttons}>
          <Button shape="rounded" fill="outline" loading={withdraw.isPending} onClick={() => void takeBack()}>
            撤回申请
          </Button>
        </div>
      )}
      <RefusePopup
        visible={refusing}
        sending={answer.isPending}
        onRefuse={refuse}
        onClose={() => setRefusing(false)}
      />
    </DisputeCard>
  )
}
