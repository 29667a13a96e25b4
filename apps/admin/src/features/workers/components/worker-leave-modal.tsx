import { DepositReturnStatus, STAFF_REASON_MAX } from '@dianjing/shared'
import { Alert, App, Descriptions, Form, Input, Modal, Radio, Typography } from 'antd'
import { schemaRule } from '@/lib/form-rules.ts'
import { yuanText } from '@/lib/money.ts'
import type { WorkerDetail } from '../api/get-worker.ts'
import {
  leaveReasonSchema,
  leavingSettlement,
  PAYOUT_REFERENCE_MAX,
  payoutReferenceSchema,
  useLeaveWorker,
} from '../api/leave-worker.ts'
import { workerLabel } from './worker-picker.tsx'

type Method = 'alipay' | 'manual'

interface LeaveForm {
  method: Method
  reason: string
  payoutReference?: string
}

const sameName = (a: string, b: string) => a.replace(/[\s·•.．・]/g, '') === b.replace(/[\s·•.．・]/g, '')

/** Why leaving cannot be done yet, from what the page shows (the server checks orders and withdrawals too). */
function blockedBy(worker: WorkerDetail): string | undefined {
  if (worker.frozenBalance > 0)
    return `该打手有 ${yuanText(worker.frozenBalance)} 提现待处理，请先打款或驳回。`
  if (worker.availableBalance > 0)
    return `该打手可用余额还有 ${yuanText(worker.availableBalance)}，请先让打手申请提现并完成打款。`
  return undefined
}

/**
 * A worker leaves: the deposit, less any fine still owed, goes back by Alipay's transfer API to the
 * worker's Alipay account (decision 017), or, in an Alipay outage, finance transfers it by hand first
 * and enters the reference. The worker then can no longer take orders.
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
  const payable = Boolean(worker.alipayName && worker.alipayPhone)
  const method: Method = Form.useWatch('method', form) ?? (payable ? 'alipay' : 'manual')
  const byAlipay = returned > 0 && method === 'alipay'
  const transfer = worker.alipayName
    ? `向 ${worker.alipayName}（${worker.alipayPhone || '未填写账号'}）转账 ${yuanText(returned)}`
    : `该打手尚未填写支付宝收款信息，请与打手确认收款账户后转账 ${yuanText(returned)}`
  let guidance = `${returned > 0 ? `${transfer}，将支付宝转账单号填写在下方。` : ''}`
  let heading = returned > 0 ? '请先在支付宝完成转账，再确认离职' : '保证金已全部用于抵扣欠缴罚款，无需转账'
  if (byAlipay) {
    heading = `确认后系统通过支付宝接口退还 ${yuanText(returned)}`
    guidance = `收款账户 ${worker.alipayName}（${worker.alipayPhone}），无需手动转账或填写单号；支付宝拒绝时保证金仍记在打手名下，可在打手详情重新退还。`
  }

  const submit = ({ reason, payoutReference }: LeaveForm) =>
    leave.mutate(
      byAlipay
        ? { userId: worker.userId, byAlipay: true, reason: reason.trim() }
        : {
            userId: worker.userId,
            byAlipay: false,
            body: {
              reason: reason.trim(),
              ...(returned > 0 ? { payoutReference: payoutReference?.trim() } : {}),
            },
          },
      {
        onSuccess: ({ status, message: text }) => {
          if (status === DepositReturnStatus.failed) message.error(text, 8)
          else if (status === DepositReturnStatus.transferring) message.info(text, 6)
          else message.success(text || '已办理离职')
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
      okText={byAlipay ? '确认离职并经支付宝退还' : '确认离职并退还'}
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
          title={heading}
          description={`${guidance}确认后该打手立即不能进入接单大厅或接单，不可撤回；如需再次接单，需重新申请入驻。`}
        />
      )}
      <Form<LeaveForm>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={submit}
        disabled={blocked !== undefined}
        style={{ marginTop: 16 }}
        initialValues={{ method: payable ? 'alipay' : 'manual' }}
      >
        {returned > 0 && (
          <Form.Item name="method" label="退还方式">
            <Radio.Group
              options={[
                { value: 'alipay', label: '支付宝接口退还', disabled: !payable },
                { value: 'manual', label: '手动退还（支付宝接口故障时）' },
              ]}
            />
          </Form.Item>
        )}
        {byAlipay && !sameName(worker.alipayName, worker.realName) && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title="收款人姓名与入驻实名不一致"
            description={`支付宝姓名「${worker.alipayName}」与入驻申请实名「${worker.realName}」不同，请先与打手核实收款账户。`}
          />
        )}
        <Form.Item
          name="reason"
          label="离职原因"
          rules={[schemaRule(leaveReasonSchema)]}
          required
          extra="原因将记入操作日志"
        >
          <Input.TextArea
            placeholder="请说明离职原因，例如个人原因申请离职"
            maxLength={STAFF_REASON_MAX}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
          />
        </Form.Item>
        {returned > 0 && !byAlipay && (
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
