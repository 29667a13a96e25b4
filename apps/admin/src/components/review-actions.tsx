import { CheckOutlined, CloseOutlined } from '@ant-design/icons'
import { Button, Flex, Popconfirm } from 'antd'
import type { ReactNode } from 'react'

const link = { padding: 0, height: 'auto' } as const

/**
 * The two decisions on a request waiting for review, as links in its row: approve, after a confirmation
 * that says what follows (or in a dialog of its own), and refuse, which asks for a reason.
 */
export function ReviewActions({
  approve,
  refuse,
  icons = true,
}: {
  approve: {
    label: string
    /** Opens the approval's own dialog. */
    onClick?: () => void
    /** Or confirms in place; the confirmation stays open until `onConfirm` settles. */
    confirm?: { title: string; description: ReactNode; onConfirm: () => Promise<unknown> }
  }
  refuse: { label: string; onClick: () => void }
  icons?: boolean
}) {
  const approveButton = (
    <Button type="link" icon={icons ? <CheckOutlined /> : undefined} onClick={approve.onClick} style={link}>
      {approve.label}
    </Button>
  )
  return (
    <Flex gap={16} style={{ whiteSpace: 'nowrap' }}>
      {approve.confirm ? (
        <Popconfirm
          title={approve.confirm.title}
          placement="topRight"
          description={<div style={{ maxWidth: 300 }}>{approve.confirm.description}</div>}
          okText={approve.label}
          onConfirm={approve.confirm.onConfirm}
        >
          {approveButton}
        </Popconfirm>
      ) : (
        approveButton
      )}
      <Button
        type="link"
        danger
        icon={icons ? <CloseOutlined /> : undefined}
        onClick={refuse.onClick}
        style={link}
      >
        {refuse.label}
      </Button>
    </Flex>
  )
}
