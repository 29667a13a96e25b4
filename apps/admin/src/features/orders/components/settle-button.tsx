import { App, Button, type ButtonProps, Popconfirm, Tooltip, Typography } from 'antd'
import { yuanText } from '@/lib/money.ts'
import { useSettleOrder } from '../api/settle-order.ts'

/**
 * 结算 behind a confirmation naming the money: the worker's fee goes to their available balance, which
 * cannot be taken back from here.
 */
export function SettleButton({
  order,
  blocker,
  buttonProps,
}: {
  order: { id: number; workerAmount: number; workerName: string }
  /** Why the order's state does not allow it now; the button is then disabled and says why. */
  blocker?: string
  buttonProps?: ButtonProps
}) {
  const { message } = App.useApp()
  const settle = useSettleOrder()

  if (blocker) {
    return (
      <Tooltip title={blocker}>
        <Button {...buttonProps} disabled>
          结算
        </Button>
      </Tooltip>
    )
  }

  return (
    <Popconfirm
      title="确认结算该订单？"
      placement="bottomRight"
      description={
        <div style={{ maxWidth: 300 }}>
          服务费 <Typography.Text strong>{yuanText(order.workerAmount)}</Typography.Text> 将计入打手余额
          {order.workerName ? `（${order.workerName}）` : ''}，订单变为已完成，结算后不可撤回。
        </div>
      }
      okText="确认结算"
      // A failure is reported by the query client with the server's message; the confirmation just closes.
      onConfirm={() =>
        settle.mutateAsync(order.id).then(
          (msg) => {
            message.success(msg)
          },
          () => undefined,
        )
      }
    >
      <Button {...buttonProps} loading={settle.isPending}>
        结算
      </Button>
    </Popconfirm>
  )
}
