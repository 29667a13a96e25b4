import { DISPUTE_REASON_MAX, formatCents, ruleBody, splitOf } from '@dianjing/shared'
import { Alert, App, Button, Flex, Form, Input, Typography } from 'antd'
import { schemaRule } from '@/lib/form-rules.ts'
import { yuanText } from '@/lib/money.ts'
import { textCount } from '@/lib/text-limit.ts'
import type { ArbitrationDetail } from '../api/get-arbitration.ts'
import { useRuleArbitration } from '../api/rule-arbitration.ts'
import {
  fineCentsOf,
  fineRules,
  type RulingValues,
  refundCentsOf,
  refundRules,
  toRuleBody,
} from './ruling-values.ts'
import { SplitSummary } from './split-summary.tsx'

// The server's own check of the reason, in its words.
const reasonRules = [schemaRule(ruleBody.shape.reason)]

/**
 * The ruling: how much of the paid amount goes back to the customer (the rest to the worker after
 * commission), why, and an optional fine for the worker. The split shows as it is typed; a dialog sums it
 * up before it is sent, as it executes at once and cannot be undone.
 */
export function RulingForm({
  arbitration,
  onRuled,
}: {
  arbitration: ArbitrationDetail
  /** After the ruling executed: what else on the page shows the order reads it again. */
  onRuled?: () => void
}) {
  const [form] = Form.useForm<RulingValues>()
  const { message, modal } = App.useApp()
  const rule = useRuleArbitration()
  const hasWorker = arbitration.workerId !== null

  const refundText = Form.useWatch('refund', form)
  const refund = refundCentsOf(refundText, arbitration.amount)
  const fine = fineCentsOf(Form.useWatch('fine', form)) ?? 0

  const submit = (values: RulingValues) => {
    const body = toRuleBody(values)
    const split = splitOf(arbitration, body.refund)
    modal.confirm({
      title: '确认裁决',
      width: 480,
      content: (
        <Flex vertical gap={12} style={{ marginTop: 8 }}>
          <Typography.Text>订单 {arbitration.orderNum} 将按以下结果分配：</Typography.Text>
          <SplitSummary split={{ ...split, fine: body.fine }} />
          <Typography.Text type="secondary">
            退还客户的部分原路退回，打手所得计入打手余额
            {body.fine > 0 && `，并对打手罚款 ${yuanText(body.fine)}`}
            。裁决立即执行，不可撤回，双方将收到通知。
          </Typography.Text>
        </Flex>
      ),
      okText: '确认裁决',
      okButtonProps: { danger: true },
      // A failure is reported with the server's words by the query client; the form stays to fix it.
      onOk: () =>
        rule.mutateAsync({ id: arbitration.id, body }).then(
          (msg) => {
            message.success(msg || '裁决已执行')
            onRuled?.()
          },
          () => undefined,
        ),
    })
  }

  const setRefund = (cents: number) => {
    form.setFieldValue('refund', formatCents(cents))
    void form.validateFields(['refund'])
  }

  return (
    <Form<RulingValues> form={form} layout="vertical" onFinish={submit} requiredMark>
      {arbitration.evidenceOpen && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`举证尚未结束（${arbitration.evidenceDueTime} 截止），裁决后双方不能再提交证据。`}
        />
      )}
      <Form.Item
        name="refund"
        label="退还客户"
        required
        rules={refundRules(arbitration.amount)}
        extra={`0 至订单金额 ${yuanText(arbitration.amount)}，其余扣除佣金后归打手`}
      >
        <Input prefix="¥" suffix="元" placeholder="例如 50 或 12.50" inputMode="decimal" autoComplete="off" />
      </Form.Item>
      <Flex gap={8} style={{ marginTop: -8, marginBottom: 16 }}>
        <Button size="small" onClick={() => setRefund(arbitration.amount)}>
          全额退款
        </Button>
        <Button size="small" onClick={() => setRefund(0)}>
          不退款
        </Button>
      </Flex>
      <section style={{ marginBottom: 24 }} aria-label="分配预览">
        {refund === null ? (
          <Typography.Text type="secondary">填写退还客户的金额后显示分配结果</Typography.Text>
        ) : (
          <SplitSummary split={{ ...splitOf(arbitration, refund), fine }} />
        )}
      </section>
      <Form.Item name="reason" label="裁决理由" required rules={reasonRules}>
        <Input.TextArea
          placeholder="请说明裁决依据，双方都会看到"
          count={textCount(DISPUTE_REASON_MAX)}
          autoSize={{ minRows: 3, maxRows: 6 }}
        />
      </Form.Item>
      <Form.Item
        name="fine"
        label="打手罚款"
        rules={fineRules(hasWorker)}
        extra={hasWorker ? '选填。从打手可用余额扣除，不足部分记为欠款' : '该订单没有打手，不能罚款'}
      >
        <Input
          prefix="¥"
          suffix="元"
          placeholder="不罚款请留空"
          inputMode="decimal"
          autoComplete="off"
          disabled={!hasWorker}
        />
      </Form.Item>
      <Button type="primary" danger htmlType="submit" block loading={rule.isPending}>
        提交裁决
      </Button>
    </Form>
  )
}
