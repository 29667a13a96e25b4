import { RollbackOutlined, SwapOutlined } from '@ant-design/icons'
import { STAFF_ROLE_LABELS, type StaffRoleValue } from '@dianjing/shared'
import { Button, Flex, Tag, Tooltip, Typography } from 'antd'
import { useState } from 'react'
import { type OrderDetail, refundInProgress } from '../api/get-order.ts'
import { actionBlocker, type OrderAction, roleMay } from './order-rules.ts'
import { ReassignModal } from './reassign-modal.tsx'
import { RefundModal } from './refund-modal.tsx'
import { SettleButton } from './settle-button.tsx'

const ACTIONS: readonly OrderAction[] = ['reassign', 'settle', 'refund']

/** A button the state does not allow now: shown disabled, saying why. */
function Blocked({ label, reason, danger }: { label: string; reason: string; danger?: boolean }) {
  return (
    <Tooltip title={reason}>
      <Button disabled danger={danger}>
        {label}
      </Button>
    </Tooltip>
  )
}

/**
 * What the signed-in staff member may do to the order: an action their role cannot take is not shown;
 * one the order's state does not allow now is shown disabled with the reason.
 */
export function OrderActions({ order, role }: { order: OrderDetail; role: StaffRoleValue | undefined }) {
  const [open, setOpen] = useState<'reassign' | 'refund' | undefined>(undefined)
  const reassignBlocker = actionBlocker('reassign', order)
  const settleBlocker = actionBlocker('settle', order)
  const refundBlocker = actionBlocker('refund', order)

  if (role && !ACTIONS.some((action) => roleMay(role, action))) {
    return (
      <Typography.Text type="secondary">
        当前角色为{STAFF_ROLE_LABELS[role]}，可查看订单；改派由运营处理，结算与纠纷退款由财务处理。
      </Typography.Text>
    )
  }

  const allowed = ACTIONS.filter((action) => roleMay(role, action))
  if (allowed.every((action) => actionBlocker(action, order))) {
    return (
      <Flex gap={8} align="center" wrap>
        {refundInProgress(order) && <Tag color="processing">退款处理中</Tag>}
        <Typography.Text type="secondary">
          订单当前状态为「{order.stateLabel}」，没有可执行的操作。
        </Typography.Text>
      </Flex>
    )
  }

  return (
    <Flex gap={8} align="center" wrap>
      {refundInProgress(order) && <Tag color="processing">退款处理中</Tag>}
      {roleMay(role, 'reassign') &&
        (reassignBlocker ? (
          <Blocked label="改派" reason={reassignBlocker} />
        ) : (
          <Button icon={<SwapOutlined />} onClick={() => setOpen('reassign')}>
            改派
          </Button>
        ))}
      {roleMay(role, 'settle') && (
        <SettleButton order={order} blocker={settleBlocker} buttonProps={{ type: 'primary' }} />
      )}
      {roleMay(role, 'refund') &&
        (refundBlocker ? (
          <Blocked label="纠纷退款" reason={refundBlocker} danger />
        ) : (
          <Button danger icon={<RollbackOutlined />} onClick={() => setOpen('refund')}>
            纠纷退款
          </Button>
        ))}
      <ReassignModal order={order} open={open === 'reassign'} onClose={() => setOpen(undefined)} />
      <RefundModal order={order} open={open === 'refund'} onClose={() => setOpen(undefined)} />
    </Flex>
  )
}
