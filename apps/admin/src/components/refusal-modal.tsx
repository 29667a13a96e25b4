import { App, Typography } from 'antd'
import type { ReactNode } from 'react'
import { ReasonModal, type ReasonModalProps } from './reason-modal.tsx'

/**
 * Refuses one request of a review queue with a reason its person will read: what it is, the reason, and
 * what follows. Closes once the server has it; a failure is reported by the query client.
 */
export function RefusalModal<Row, Variables>({
  row,
  onClose,
  title,
  okText,
  reason,
  mutation,
  variables,
  done,
  details,
  consequence,
}: {
  /** The request being refused; the dialog is open while there is one. */
  row: Row | undefined
  onClose: () => void
  title: string
  okText: string
  reason: ReasonModalProps['reason']
  mutation: {
    mutate: (variables: Variables, options: { onSuccess: (answer: unknown) => void }) => void
    isPending: boolean
  }
  variables: (row: Row, reason: string) => Variables
  /** What staff are told when the server words nothing itself. */
  done: string
  /** What the request is, above the reason. */
  details: (row: Row) => ReactNode
  /** What follows the refusal, under the reason. */
  consequence: ReactNode
}) {
  const { message } = App.useApp()

  const submit = (text: string) => {
    if (row === undefined) return
    mutation.mutate(variables(row, text), {
      onSuccess: (answer) => {
        message.success((typeof answer === 'string' && answer) || done)
        onClose()
      },
    })
  }

  return (
    <ReasonModal
      title={title}
      open={row !== undefined}
      onClose={onClose}
      onSubmit={submit}
      pending={mutation.isPending}
      okText={okText}
      danger
      width={560}
      reason={reason}
    >
      {row !== undefined && details(row)}
      <Typography.Paragraph type="secondary" style={{ margin: '16px 0 0' }}>
        {consequence}
      </Typography.Paragraph>
    </ReasonModal>
  )
}
