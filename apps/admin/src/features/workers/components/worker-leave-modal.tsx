import { Alert, App, Descriptions, Form, Input, Modal, Typography } from 'antd'
import { schemaRule } from '@/lib/form-rules.ts'
import type { WorkerDetail } from '../api/get-worker.ts'
import {
  LEAVE_REASON_MAX,
  leaveReasonSchema,
  leavingSettlement,
  PAYOUT_REFERENCE_MAX,
  payoutReferenceSchema,
  useLeaveWorker,
} from '../api/leave-worker.ts'
import { yuanText } from './money-text.tsx'
import { workerLabel } from './worker-picker.tsx'

interface LeaveForm {
  reason: string
  payoutReference?: string
}

/** Why leaving cannot be done yet, from what the page shows (the server checks orders and withdrawals too). */
function blockedBy(worker: WorkerDetail): string | undefined {
  if (worker.frozenBalance > 0)
    return `该打手有 ${yuanText(worker.frozenBalance)} 提现待处理，请先打款或驳回。`
  if (worker.availableBalance > 0)
    return `该打手可用余额还有 ${yuanText(worker.availableBalance)}，请先让打手申请提现并完成打款。`
  return undefined
}

/**
 * A worker leaves: the deposit, less any fine still owed, goes back by Alipay. Finance transfers it
 * first and enters the transfer's reference; the worker then can no longer take orders.
 */
export function WorkerLeaveModal({
  worker,
  open,
  onClose,
}: {
  worker: WorkerDetail
  open: boolean
  onClose: () => void
}) {
  const [form] = Form.useForm<LeaveForm>()
  const { message } = App.useApp()
  const leave = useLeaveWorker()
  const { fineTaken, returned, stillOwed } = leavingSettlement(worker)
  const blocked = blockedBy(worker)
  const transfer = worker.alipayName
    ? `向 ${worker.alipayName}（${worker.alipayPhone || '未填写账号'}）转账 ${yuanText(returned)}`
    : `该打手尚未填写支付宝收款信息，请与打手确认收款账户后转账 ${yuanText(returned)}`

  const submit = ({ reason, payoutReference }: LeaveForm) =>
    leave.mutate(
      {
        userId: worker.userId,
        body: {
          reason: reason.trim(),
          ...(returned > 0 ? { payoutReference: payoutReference?.trim() } : {}),
        },
      },
      {
        onSuccess: (msg) => {
          message.success(msg || '已办理离职')
          onClose()
        },
      },
    )

  return (
    <Modal
      title="离职退还保证金"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确认离职并退还"
      okButtonProps={{ danger: true, disabled: blocked !== undefined }}
      confirmLoading={leave.isPending}
      destroyOnHidden
      width={560}
    >
      <Descriptions
        size="small"
        column={1}
        bordered
        style={{ marginTop: 16 }}
        styles={{ label: { width: 132, whiteSpace: 'nowrap' } }}
        items={[
          { key: 'worker', label: '打手', children: `${workerLabel(worker)} · ID ${worker.userId}` },
          { key: 'deposit', label: '保证金', children: yuanText(worker.deposit) },
          {
            key: 'owed',
            label: '欠缴罚款',
            children: (
              <Typography.Text type={worker.fineOwed > 0 ? 'danger' : undefined}>
                {yuanText(worker.fineOwed)}
              </Typography.Text>
            ),
          },
          ...(fineTaken > 0
            ? [{ key: 'taken', label: '保证金抵扣罚款', children: `−${yuanText(fineTaken)}` }]
            : []),
          {
            key: 'returned',
            label: '应退还',
            children: <Typography.Text strong>{yuanText(returned)}</Typography.Text>,
          },
          ...(stillOwed > 0
            ? [
                {
                  key: 'stillOwed',
                  label: '离职后仍欠罚款',
                  children: <Typography.Text type="danger">{yuanText(stillOwed)}</Typography.Text>,
                },
              ]
            : []),
        ]}
      />
      {blocked ? (
        <Alert type="error" showIcon style={{ marginTop: 16 }} title="暂不能办理离职" description={blocked} />
      ) : (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 16 }}
          title={returned > 0 ? '请先在支付宝完成转账，再确认离职' : '保证金已全部用于抵扣欠缴罚款，无需转账'}
          description={`${returned > 0 ? `${transfer}，将支付宝转账单号填写在下方。` : ''}确认后该打手立即不能进入接单大厅或接单，不可撤回；如需再次接单，需重新申请入驻。`}
        />
      )}
      <Form<LeaveForm>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={submit}
        disabled={blocked !== undefined}
        style={{ marginTop: 16 }}
      >
        <Form.Item
          name="reason"
          label="离职原因"
          rules={[schemaRule(leaveReasonSchema)]}
          required
          extra="原因将记入操作日志"
        >
          <Input.TextArea
            placeholder="请说明离职原因，例如个人原因申请离职"
            maxLength={LEAVE_REASON_MAX}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
          />
        </Form.Item>
        {returned > 0 && (
          <Form.Item
            name="payoutReference"
            label="支付宝转账单号"
            rules={[schemaRule(payoutReferenceSchema)]}
            required
            extra="在支付宝「账单」中打开这笔转账，复制订单号"
          >
            <Input placeholder="请输入支付宝转账单号" maxLength={PAYOUT_REFERENCE_MAX} autoComplete="off" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  )
}
