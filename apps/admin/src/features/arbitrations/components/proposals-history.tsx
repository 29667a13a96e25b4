import { type CancelProposalView, ProposalStatus } from '@dianjing/shared'
import { Empty, Flex, Timeline, Typography } from 'antd'
import { yuanText } from '@/lib/money.ts'
import { ProposalStateTag, SideTag } from './dispute-labels.tsx'

const small = { fontSize: 12 } as const

function ProposalItem({ proposal }: { proposal: CancelProposalView }) {
  return (
    <Flex vertical gap={4} data-proposal={proposal.id}>
      <Flex gap={8} align="center" wrap>
        <SideTag side={proposal.proposedBy} />
        <Typography.Text>申请撤销</Typography.Text>
        <ProposalStateTag status={proposal.status} />
      </Flex>
      <Typography.Text>
        退还客户 {yuanText(proposal.refund)} / 打手所得 {yuanText(proposal.workerPart)}
      </Typography.Text>
      <Typography.Paragraph type="secondary" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
        理由：{proposal.reason}
      </Typography.Paragraph>
      {proposal.answerNote && (
        <Typography.Paragraph type="secondary" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          拒绝说明：{proposal.answerNote}
        </Typography.Paragraph>
      )}
      <Typography.Text type="secondary" style={small}>
        {proposal.createTime} 发起
        {proposal.answerTime &&
          ` · ${proposal.answerTime} ${proposal.agreedByDeadline ? '超时未答复，视为同意' : '答复'}`}
        {proposal.status === ProposalStatus.open && ` · ${proposal.dueTime} 前未答复视为同意`}
      </Typography.Text>
    </Flex>
  )
}

/** The order's cancel proposals before it came to arbitration, oldest first. */
export function ProposalsHistory({ proposals }: { proposals: CancelProposalView[] }) {
  if (proposals.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该订单没有协商撤销记录" />
  }
  return (
    <Timeline
      items={proposals.map((proposal) => ({
        key: proposal.id,
        color: proposal.status === ProposalStatus.refused ? 'red' : 'gray',
        content: <ProposalItem proposal={proposal} />,
      }))}
    />
  )
}
