import { Descriptions, Image, Typography } from 'antd'
import { yuanText } from '@/lib/money.ts'
import type { Withdrawal } from '../api/get-withdrawals.ts'

/** Who asked for how much and where it goes, as finance checks it against Alipay. */
export function WithdrawalSummary({ withdrawal }: { withdrawal: Withdrawal }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      style={{ marginTop: 16 }}
      items={[
        { key: 'worker', label: '打手', children: `${withdrawal.workerName}（${withdrawal.workerPhone}）` },
        {
          key: 'amount',
          label: '提现金额',
          children: (
            <Typography.Text strong style={{ fontSize: 16 }}>
              {yuanText(withdrawal.amount)}
            </Typography.Text>
          ),
        },
        { key: 'name', label: '支付宝姓名', children: withdrawal.alipayName },
        {
          key: 'phone',
          label: '支付宝手机号',
          children: <Typography.Text copyable>{withdrawal.alipayPhone}</Typography.Text>,
        },
        {
          key: 'code',
          label: '收款码',
          children: withdrawal.alipayPaymentCode ? (
            <Image
              src={withdrawal.alipayPaymentCode}
              alt="支付宝收款码"
              width={72}
              height={72}
              style={{ borderRadius: 4, objectFit: 'cover' }}
            />
          ) : (
            <Typography.Text type="secondary">未上传</Typography.Text>
          ),
        },
        { key: 'time', label: '申请时间', children: withdrawal.createTime },
      ]}
    />
  )
}
