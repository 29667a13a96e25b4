import { useQueryClient } from '@tanstack/react-query'
import { Alert, App, Button, Flex, type TableProps, Typography } from 'antd'
import { type Key, type ReactNode, useState } from 'react'
import { ApiError } from '@/lib/api-client.ts'
import { queueKeys } from '@/lib/queues.ts'
import { ReasonModal } from './reason-modal.tsx'

/** What a bulk decision did: how many went through, and each one the server refused, with its words. */
export interface BulkOutcome {
  done: number
  refused: { label: string; message: string }[]
}

/**
 * Decides each row on its own, one after the other, through the same call as a single decision: the
 * server checks and audits every one, and one refused (decided by a colleague meanwhile, no longer
 * allowed) does not stop the others.
 */
export async function decideEach<Row>(
  rows: readonly Row[],
  decide: (row: Row) => Promise<unknown>,
  label: (row: Row) => string,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: 0, refused: [] }
  for (const row of rows) {
    try {
      await decide(row)
      outcome.done += 1
    } catch (error) {
      outcome.refused.push({
        label: label(row),
        message: error instanceof ApiError ? error.message : '操作失败，请稍后重试',
      })
    }
  }
  return outcome
}

/**
 * One bulk action of a queue: its button, and what a click does with the rows chosen: ask what it must (a
 * confirmation, a reason), then hand the decisions to `run`.
 */
export interface BulkAction<Row> {
  label: string
  danger?: boolean
  onClick: (rows: Row[]) => void
}

/**
 * Rows chosen on a queue's first tab and the actions on them: a bar above the table with how many are
 * chosen and each action, and once an action ran, what it did (all done, or which were refused and why).
 */
export function useBulkDecisions<Row>({
  rows,
  rowKey,
  enabled,
}: {
  rows: readonly Row[]
  rowKey: (row: Row) => Key
  /** Only where the signed-in staff may decide, and on the tab of what waits. */
  enabled: boolean
}) {
  const { modal } = App.useApp()
  const queryClient = useQueryClient()
  const [chosenKeys, setChosenKeys] = useState<Key[]>([])
  const [running, setRunning] = useState<string | null>(null)
  // Only what is still on the page: a row decided elsewhere and gone from the list is no longer chosen.
  const chosen = rows.filter((row) => chosenKeys.includes(rowKey(row)))

  const show = (action: string, outcome: BulkOutcome) => {
    const title = `${action}：成功 ${outcome.done} 项${outcome.refused.length ? `，未处理 ${outcome.refused.length} 项` : ''}`
    if (outcome.refused.length === 0) {
      modal.success({ title, okText: '知道了' })
      return
    }
    modal.warning({
      title,
      width: 560,
      okText: '知道了',
      content: (
        <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
          {outcome.refused.map((item) => (
            <li key={item.label} style={{ padding: '4px 0' }}>
              <Typography.Text strong>{item.label}</Typography.Text>：{item.message}
            </li>
          ))}
        </ul>
      ),
    })
  }

  /** Runs an action's decisions (`decideEach`), then clears the choice and shows what they did. */
  const run = async (label: string, decisions: Promise<BulkOutcome>) => {
    setRunning(label)
    try {
      const outcome = await decisions
      // Decided through the plain calls, not the mutations that refresh the menu's counts: refresh here.
      void queryClient.invalidateQueries({ queryKey: queueKeys.summary() })
      setChosenKeys([])
      show(label, outcome)
    } finally {
      setRunning(null)
    }
  }

  const rowSelection: TableProps<Row>['rowSelection'] | undefined = enabled
    ? { selectedRowKeys: chosen.map(rowKey), onChange: setChosenKeys, preserveSelectedRowKeys: false }
    : undefined

  const bar = (actions: BulkAction<Row>[], note?: ReactNode) =>
    enabled && chosen.length > 0 ? (
      <Alert
        type="info"
        style={{ marginBottom: 12 }}
        title={
          <Flex align="center" gap={12} wrap>
            <span>
              已选 <Typography.Text strong>{chosen.length}</Typography.Text> 项
              ，逐项处理，每一项单独校验并记入操作日志
            </span>
            {actions.map((action) => (
              <Button
                key={action.label}
                size="small"
                type={action.danger ? 'default' : 'primary'}
                danger={action.danger}
                loading={running === action.label}
                disabled={running !== null && running !== action.label}
                onClick={() => action.onClick(chosen)}
              >
                {action.label}（{chosen.length}）
              </Button>
            ))}
            <Button size="small" type="link" onClick={() => setChosenKeys([])} disabled={running !== null}>
              取消选择
            </Button>
            {note && <Typography.Text type="secondary">{note}</Typography.Text>}
          </Flex>
        }
      />
    ) : null

  return { rowSelection, bar, run }
}

/**
 * A review queue's bulk decisions: approve the chosen rows after one confirmation, and refuse them with
 * one reason (picked from the configured ones or written). Each row is decided by its own call.
 */
export function useQueueBulk<Row>({
  rows,
  rowKey,
  label,
  enabled,
  approve,
  refuse,
  note,
  onDone,
}: {
  rows: readonly Row[]
  rowKey: (row: Row) => Key
  /** How a refused row is named in the result: its order number, its applicant. */
  label: (row: Row) => string
  enabled: boolean
  /** Absent where approving needs a look at each one (paying a withdrawal checks its payee). */
  approve?: {
    label: string
    description: (rows: Row[]) => ReactNode
    decide: (row: Row) => Promise<unknown>
  }
  refuse: {
    label: string
    reasonLabel: string
    maxLength: number
    templates: readonly string[]
    consequence: ReactNode
    decide: (row: Row, reason: string) => Promise<unknown>
  }
  /** A word in the bar on what is not done in bulk here (paying, which checks each payee). */
  note?: ReactNode
  /** After a bulk decision: the lists are read again. */
  onDone: () => void
}) {
  const { modal } = App.useApp()
  const bulk = useBulkDecisions({ rows, rowKey, enabled })
  const [refusing, setRefusing] = useState<Row[] | null>(null)
  const [refusePending, setRefusePending] = useState(false)

  const actions: BulkAction<Row>[] = []
  if (approve) {
    actions.push({
      label: approve.label,
      onClick: (chosen) =>
        modal.confirm({
          title: `${approve.label}（${chosen.length} 项）`,
          content: approve.description(chosen),
          okText: approve.label,
          width: 480,
          // The confirmation stays open, its button spinning, until every row is decided.
          onOk: () => bulk.run(approve.label, decideEach(chosen, approve.decide, label)).finally(onDone),
        }),
    })
  }
  actions.push({ label: refuse.label, danger: true, onClick: setRefusing })

  const submitRefusal = async (reason: string) => {
    if (!refusing) return
    setRefusePending(true)
    try {
      await bulk.run(
        refuse.label,
        decideEach(refusing, (row) => refuse.decide(row, reason), label),
      )
      setRefusing(null)
      onDone()
    } finally {
      setRefusePending(false)
    }
  }

  const dialog = (
    <ReasonModal
      title={`${refuse.label}（${refusing?.length ?? 0} 项）`}
      open={refusing !== null}
      onClose={() => setRefusing(null)}
      onSubmit={(reason) => void submitRefusal(reason)}
      pending={refusePending}
      okText={refuse.label}
      danger
      width={560}
      reason={{
        label: refuse.reasonLabel,
        rules: [
          { required: true, whitespace: true, message: `请填写${refuse.reasonLabel}` },
          { max: refuse.maxLength, message: `${refuse.reasonLabel}不能超过${refuse.maxLength}个字符` },
        ],
        maxLength: refuse.maxLength,
        placeholder: `同一理由将用于所选的每一项`,
        templates: refuse.templates,
      }}
    >
      <Typography.Paragraph style={{ margin: '16px 0 0' }}>
        已选：{refusing?.map(label).join('、')}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        {refuse.consequence}
      </Typography.Paragraph>
    </ReasonModal>
  )

  return { rowSelection: bulk.rowSelection, bar: bulk.bar(actions, note), dialog }
}
