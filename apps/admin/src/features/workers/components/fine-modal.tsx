import { STAFF_REASON_MAX, yuanToCents } from '@dianjing/shared'
import { Alert, App, Descriptions, Form, Input, Modal, Typography } from 'antd'
import { useState } from 'react'
import { yuanText } from '@/lib/money.ts'
import type { Worker } from '../api/get-workers.ts'
import { useIssueFine } from '../api/issue-fine.ts'
import {
  type FineFormValues,
  fineAmountRules,
  fineOrderNumRules,
  fineReasonRules,
  toFineBody,
} from './fine-form.ts'
import { WorkerPicker, workerLabel } from './worker-picker.tsx'

/** The server's message names the split; it stays long enough to be read. */
const RESULT_SECONDS = 6

function Balances({ worker }: { worker: Worker }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        { key: 'worker', label: '打手', children: `${workerLabel(worker)} · ID ${worker.userId}` },
        { key: 'available', label: '可用余额', children: yuanText(worker.availableBalance) },
        {
          key: 'owed',
          label: '欠缴罚款',
          children: (
            <Typography.Text type={worker.fineOwed > 0 ? 'danger' : undefined}>
              {yuanText(worker.fineOwed)}
            </Typography.Text>
          ),
        },
      ]}
    />
  )
}

/**
 * Fines one worker: the worker of the row it was opened from, or one staff pick by searching. Asks for
 * confirmation before sending, then shows how the server split the fine between balance and debt.
 */
export function FineModal({
  worker,
  open,
  onClose,
}: {
  /** The worker to fine; without it the modal offers a search. */
  worker?: Worker
  open: boolean
  onClose: () => void
}) {
  const [form] = Form.useForm<FineFormValues>()
  const { message, modal } = App.useApp()
  const issue = useIssueFine()
  const [picked, setPicked] = useState<Worker | undefined>(undefined)
  const target = worker ?? picked

  const submit = (values: FineFormValues) => {
    const userId = worker?.userId ?? values.userId
    if (userId === undefined) return
    const body = toFineBody(values)
    modal.confirm({
      title: '确认开具罚款',
      content: (
        <>
          将对 {target ? workerLabel(target) : `打手 ${userId}`} 罚款{' '}
          <Typography.Text strong type="danger">
            {yuanText(body.amount)}
          </Typography.Text>
          ，从可用余额扣除，不足部分记为欠款。
          {body.orderNum && <>关联订单 {body.orderNum}。</>}
          如有误，可在罚款记录中撤销。
        </>
      ),
      okText: '确认罚款',
      okButtonProps: { danger: true },
      // A failure is reported with the server's words by the query client; the modal stays open to fix it.
      onOk: () =>
        issue.mutateAsync({ userId, body }).then(
          (msg) => {
            message.success(msg || '罚款已开具', RESULT_SECONDS)
            onClose()
          },
          () => undefined,
        ),
    })
  }

  const amount = Form.useWatch('amount', form)
  const cents = typeof amount === 'string' ? yuanToCents(amount.trim()) : null
  const shortfall = target && cents !== null && cents > target.availableBalance

  return (
    <Modal
      title="开具罚款"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="开具罚款"
      okButtonProps={{ danger: true }}
      confirmLoading={issue.isPending}
      destroyOnHidden
      width={560}
    >
      <Form<FineFormValues>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={submit}
        style={{ marginTop: 16 }}
        requiredMark
      >
        {worker ? (
          <div style={{ marginBottom: 16 }}>
            <Balances worker={worker} />
          </div>
        ) : (
          <>
            <Form.Item name="userId" label="打手" rules={[{ required: true, message: '请选择要罚款的打手' }]}>
              <WorkerPicker onPick={setPicked} />
            </Form.Item>
            {picked && (
              <div style={{ marginBottom: 16 }}>
                <Balances worker={picked} />
              </div>
            )}
          </>
        )}
        <Form.Item name="amount" label="罚款金额" rules={fineAmountRules} required>
          <Input
            prefix="¥"
            suffix="元"
            placeholder="例如 50 或 12.50"
            inputMode="decimal"
            autoComplete="off"
          />
        </Form.Item>
        {shortfall && (
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: -8, marginBottom: 16 }}
            title={`可用余额仅 ${yuanText(target.availableBalance)}，不足部分 ${yuanText(
              cents - target.availableBalance,
            )} 将记为欠缴罚款。`}
          />
        )}
        <Form.Item name="reason" label="罚款原因" rules={fineReasonRules} required>
          <Input.TextArea
            placeholder="请说明罚款原因，打手将在资金明细中看到"
            maxLength={STAFF_REASON_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>
        <Form.Item
          name="orderNum"
          label="关联订单"
          rules={fineOrderNumRules}
          extra="选填。填写该打手接过的订单号，罚款记录中可直接查看该订单"
        >
          <Input placeholder="订单号" allowClear autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
