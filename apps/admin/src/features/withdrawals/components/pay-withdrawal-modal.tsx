import { Alert, App, Form, Input, Modal } from 'antd'
import { schemaRule } from '@/lib/form-rules.ts'
import { yuanText } from '@/lib/money.ts'
import type { Withdrawal } from '../api/get-withdrawals.ts'
import { ALIPAY_REFERENCE_MAX, alipayReferenceSchema, usePayWithdrawal } from '../api/pay-withdrawal.ts'
import { WithdrawalSummary } from './withdrawal-summary.tsx'

interface PayForm {
  alipayReference: string
}

/**
 * For Alipay outages only: finance transfers the money in Alipay's own app and marks the withdrawal paid
 * with the transfer's reference (recorded as paid by hand). The normal way is 支付宝打款, by the API.
 */
export function PayWithdrawalModal({
  withdrawal,
  onClose,
}: {
  withdrawal?: Withdrawal
  onClose: () => void
}) {
  const [form] = Form.useForm<PayForm>()
  const { message } = App.useApp()
  const pay = usePayWithdrawal()

  const submit = ({ alipayReference }: PayForm) => {
    if (!withdrawal) return
    pay.mutate(
      { id: withdrawal.id, alipayReference: alipayReference.trim() },
      {
        onSuccess: (msg) => {
          message.success(msg || '已标记为已打款')
          onClose()
        },
      },
    )
  }

  return (
    <Modal
      title="手动标记已打款（支付宝接口故障时使用）"
      open={withdrawal !== undefined}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确认已手动打款"
      confirmLoading={pay.isPending}
      destroyOnHidden
      width={560}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginTop: 16 }}
        title="仅在支付宝接口故障、无法使用「支付宝打款」时使用"
        description={
          withdrawal
            ? `先在支付宝 App 中向 ${withdrawal.alipayName}（${withdrawal.alipayPhone}）转账 ${yuanText(withdrawal.amount)}，核对收款人姓名与入驻实名「${withdrawal.workerRealName || '未找到'}」一致后，将支付宝转账单号填写在下方。标记后记为手动打款，不可撤回。`
            : undefined
        }
      />
      {withdrawal && <WithdrawalSummary withdrawal={withdrawal} />}
      <Form<PayForm>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={submit}
        style={{ marginTop: 16 }}
      >
        <Form.Item
          name="alipayReference"
          label="支付宝转账单号"
          rules={[schemaRule(alipayReferenceSchema)]}
          required
          extra="在支付宝「账单」中打开这笔转账，复制订单号"
        >
          <Input placeholder="请输入支付宝转账单号" maxLength={ALIPAY_REFERENCE_MAX} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
