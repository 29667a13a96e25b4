import { Descriptions, Typography } from 'antd'
import { yuanText } from '@/lib/money.ts'

/** How a split of the paid amount comes out, in cents, as staff check it before and after ruling. */
export interface SplitFigures {
  refund: number
  workerPart: number
  commission: number
  /** Cents fined from the worker with the ruling (0: none). */
  fine?: number
}

/** 退还客户 / 打手所得 / 平台佣金 (and the fine, if any), each labelled so a test and a reader find it. */
export function SplitSummary({ split }: { split: SplitFigures }) {
  const fine = split.fine ?? 0
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      styles={{ label: { width: 110 } }}
      items={[
        {
          key: 'refund',
          label: '退还客户',
          children: (
            <Typography.Text strong data-split="refund">
              {yuanText(split.refund)}
            </Typography.Text>
          ),
        },
        {
          key: 'worker',
          label: '打手所得',
          children: (
            <Typography.Text strong data-split="worker">
              {yuanText(split.workerPart)}
            </Typography.Text>
          ),
        },
        {
          key: 'commission',
          label: '平台佣金',
          children: <Typography.Text data-split="commission">{yuanText(split.commission)}</Typography.Text>,
        },
        ...(fine > 0
          ? [
              {
                key: 'fine',
                label: '打手罚款',
                children: (
                  <Typography.Text type="danger" data-split="fine">
                    {yuanText(fine)}
                  </Typography.Text>
                ),
              },
            ]
          : []),
      ]}
    />
  )
}
