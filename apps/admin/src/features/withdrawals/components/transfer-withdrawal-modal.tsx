import { WithdrawalStatus } from '@dianjing/shared'
import { App, Checkbox, Descriptions, Modal, Typography } from 'antd'
import { useState } from 'react'
import { yuanText } from '@/lib/money.ts'
import type { Withdrawal } from '../api/get-withdrawals.ts'
import { useTransferWithdrawal } from '../api/transfer-withdrawal.ts'
import { PayeeCheck, payeeMatches } from './payee-check.tsx'

/**
 * Finance approves a withdrawal and the server pays it through Alipay's transfer API: the amount, the
 * account and the payee's name beside the worker's real name first. A name that differs must be
 * acknowledged before the button pays.
 */
export function TransferWithdrawalModal({
  withdrawal,
  onClose,
}: {
  withdrawal?: Withdrawal
  onClose: () => void
}) {
  const { message } = App.useApp()
  const transfer = useTransferWithdrawal()
  const [checked, setChecked] = useState(false)
  const matches = withdrawal ? payeeMatches(withdrawal) : false
  const amount = withdrawal ? `${yuanText(withdrawal.amount)}` : ''

  const pay = () => {
    if (!withdrawal) return
    transfer.mutate(
      { id: withdrawal.id },
      {
        onSuccess: ({ status, message: text }) => {
          if (status === WithdrawalStatus.paid) message.success(text)
          else if (status === WithdrawalStatus.failed) message.error(text, 8)
          else message.info(text, 6)
          onClose()
        },
      },
    )
  }

  return (
    <Modal
      title="支付宝打款"
      open={withdrawal !== undefined}
      onCancel={onClose}
      onOk={pay}
      okText={`确认打款 ${amount}`}
      okButtonProps={{ disabled: !matches && !checked }}
      confirmLoading={transfer.isPending}
      destroyOnHidden
      width={560}
    >
      {withdrawal && (
        <>
          <Descriptions
            size="small"
            column={1}
            bordered
            style={{ marginTop: 16 }}
            items={[
              {
                key: 'amount',
                label: '打款金额',
                children: (
                  <Typography.Text strong style={{ fontSize: 20 }}>
                    {amount}
                  </Typography.Text>
                ),
              },
              {
                key: 'account',
                label: '收款支付宝账号',
                children: <Typography.Text copyable>{withdrawal.alipayPhone}</Typography.Text>,
              },
              {
                key: 'worker',
                label: '打手',
                children: `${withdrawal.workerName}（${withdrawal.workerPhone}）`,
              },
              { key: 'time', label: '申请时间', children: withdrawal.createTime },
            ]}
          />
          <PayeeCheck withdrawal={withdrawal} />
          {!matches && (
            <Checkbox
              checked={checked}
              onChange={(event) => setChecked(event.target.checked)}
              style={{ marginTop: 12 }}
            >
              我已与打手核实，确认向该支付宝账户打款
            </Checkbox>
          )}
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            确认后系统通过支付宝接口直接转账到上述账户，无需手动填写转账单号；到账后无法撤回。若支付宝拒绝（如姓名与账号不符），金额自动退回打手可用余额并显示原因。
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  )
}
