import { CheckCircleFilled, WarningFilled } from '@ant-design/icons'
import { Alert, Descriptions, Typography } from 'antd'
import type { Withdrawal } from '../api/get-withdrawals.ts'

/** Spaces and the ways a middle dot is typed (阿依古丽·买买提) do not make two names different. */
const normalised = (name: string) => name.replace(/[\s·•.．・]/g, '')

/**
 * Whether the payee's Alipay name is the real name the worker applied with. Alipay only checks that the
 * name fits the Alipay account, so an account in someone else's name would be paid without complaint.
 */
export function payeeMatches(withdrawal: Pick<Withdrawal, 'alipayName' | 'workerRealName'>): boolean {
  const realName = normalised(withdrawal.workerRealName)
  return realName !== '' && realName === normalised(withdrawal.alipayName)
}

/** The payee's Alipay name beside the worker's real name from the application, and what finance should do. */
export function PayeeCheck({ withdrawal }: { withdrawal: Withdrawal }) {
  const matches = payeeMatches(withdrawal)
  const mark = matches ? (
    <CheckCircleFilled style={{ color: '#52c41a', marginInlineStart: 8 }} aria-label="一致" />
  ) : (
    <WarningFilled style={{ color: '#ff4d4f', marginInlineStart: 8 }} aria-label="不一致" />
  )
  return (
    <>
      <Descriptions
        size="small"
        column={2}
        bordered
        layout="vertical"
        style={{ marginTop: 16 }}
        items={[
          {
            key: 'alipayName',
            label: '收款支付宝姓名',
            children: (
              <Typography.Text strong style={{ fontSize: 16 }}>
                {withdrawal.alipayName}
                {mark}
              </Typography.Text>
            ),
          },
          {
            key: 'realName',
            label: '入驻申请实名',
            children: (
              <Typography.Text strong style={{ fontSize: 16 }}>
                {withdrawal.workerRealName || <Typography.Text type="secondary">未找到</Typography.Text>}
                {mark}
              </Typography.Text>
            ),
          },
        ]}
      />
      {matches ? (
        <Alert type="success" showIcon style={{ marginTop: 12 }} title="支付宝姓名与入驻实名一致" />
      ) : (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title="姓名不一致，款项可能打给他人"
          description={
            withdrawal.workerRealName
              ? `收款支付宝姓名「${withdrawal.alipayName}」与入驻申请实名「${withdrawal.workerRealName}」不同。请先联系打手核实，确认该支付宝账户确属本人指定后再打款，否则请驳回。`
              : '未找到该打手入驻申请的实名，无法核对收款人。请先核实打手身份后再打款，否则请驳回。'
          }
        />
      )}
    </>
  )
}
