import { Flex, Typography } from 'antd'
import type { ArbitrationDetail } from '../api/get-arbitration.ts'
import { SplitSummary } from './split-summary.tsx'

type Ruling = NonNullable<ArbitrationDetail['ruling']>

/** What staff ruled, once executed: the split, the fine and why. */
export function RulingResult({ ruling, amount }: { ruling: Ruling; amount: number }) {
  return (
    <Flex vertical gap={12}>
      <SplitSummary
        split={{
          refund: ruling.refund,
          workerPart: ruling.workerPart,
          commission: amount - ruling.refund - ruling.workerPart,
          fine: ruling.fine,
        }}
      />
      <div>
        <Typography.Text type="secondary">裁决理由</Typography.Text>
        <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>
          {ruling.reason}
        </Typography.Paragraph>
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        裁决于 {ruling.time}
        {ruling.fine === 0 && '，未对打手罚款'}
      </Typography.Text>
    </Flex>
  )
}
