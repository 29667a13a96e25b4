import { DepositReturnStatus, PayoutMethod } from '@dianjing/shared'
import { Alert, Descriptions, Empty, Flex, Image, Typography } from 'antd'
import { yuanText } from '@/lib/money.ts'
import type { WorkerDetail } from '../api/get-worker.ts'

const none = (text = '未填写') => <Typography.Text type="secondary">{text}</Typography.Text>

/** Where the deposit of a worker who left stands (decision 017): returned, with Alipay, or refused. */
function DepositReturnNotice({ payback }: { payback: NonNullable<WorkerDetail['depositReturn']> }) {
  const how = payback.payoutMethod === PayoutMethod.alipayApi ? '支付宝接口' : '手动退还'
  const to = `${payback.alipayName}（${payback.alipayPhone}）`
  if (payback.status === DepositReturnStatus.paid) {
    return (
      <Alert
        type="success"
        showIcon
        title={`保证金 ${yuanText(payback.amount)} 已退还（${how}）`}
        description={`收款 ${to}，转账单号 ${payback.alipayReference}`}
      />
    )
  }
  if (payback.status === DepositReturnStatus.transferring) {
    return (
      <Alert
        type="info"
        showIcon
        title={`保证金 ${yuanText(payback.amount)} 退还中`}
        description={`已提交支付宝转账到 ${to}（商户单号 ${payback.outBizNo}），结果稍后自动更新`}
      />
    )
  }
  return (
    <Alert
      type="error"
      showIcon
      title={`保证金 ${yuanText(payback.amount)} 退还失败，仍记在打手名下`}
      description={`支付宝失败原因：${payback.failReason || '未说明'}（${to}）。请打手更正支付宝信息后点「重新退还保证金」。`}
    />
  )
}

/** Where finance sends a withdrawal: the Alipay account and its payment code; and the deposit's return. */
export function WorkerPayout({ worker }: { worker: WorkerDetail }) {
  const bound = worker.alipayName || worker.alipayPhone || worker.alipayPaymentCode
  const notice = worker.depositReturn && <DepositReturnNotice payback={worker.depositReturn} />
  if (!bound) {
    return (
      <Flex vertical gap={12}>
        {notice}
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="打手尚未填写支付宝收款信息" />
      </Flex>
    )
  }
  return (
    <Flex vertical gap={12}>
      {notice}
      <WorkerPayoutAccount worker={worker} />
    </Flex>
  )
}

function WorkerPayoutAccount({ worker }: { worker: WorkerDetail }) {
  return (
    <Flex gap={16} align="flex-start">
      <Descriptions
        size="small"
        column={1}
        bordered
        style={{ flex: 1 }}
        styles={{ label: { width: 110, whiteSpace: 'nowrap' } }}
        items={[
          { key: 'name', label: '支付宝姓名', children: worker.alipayName || none() },
          {
            key: 'phone',
            label: '支付宝账号',
            children: worker.alipayPhone ? (
              <Typography.Text copyable>{worker.alipayPhone}</Typography.Text>
            ) : (
              none()
            ),
          },
        ]}
      />
      {worker.alipayPaymentCode ? (
        <Flex vertical align="center" gap={4}>
          <Image
            src={worker.alipayPaymentCode}
            alt="支付宝收款码"
            width={96}
            height={96}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            收款码（点击放大）
          </Typography.Text>
        </Flex>
      ) : (
        none('未上传收款码')
      )}
    </Flex>
  )
}

/** The application that made the user a worker: the photos staff approved, when and by whom. */
export function WorkerApplication({ application }: { application: WorkerDetail['application'] }) {
  if (!application) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有入驻申请记录" />
  return (
    <Flex vertical gap={12}>
      {application.images.length > 0 ? (
        <Image.PreviewGroup>
          <Flex gap={8} wrap>
            {application.images.map((src, index) => (
              <Image
                key={src}
                src={src}
                alt={`入驻资料图片${index + 1}`}
                width={72}
                height={72}
                style={{ objectFit: 'cover', borderRadius: 4 }}
              />
            ))}
          </Flex>
        </Image.PreviewGroup>
      ) : (
        none('未上传资料图片')
      )}
      <Descriptions
        size="small"
        column={1}
        bordered
        styles={{ label: { width: 110, whiteSpace: 'nowrap' } }}
        items={[
          { key: 'submitted', label: '提交时间', children: application.createTime },
          { key: 'reviewed', label: '审核时间', children: application.reviewTime || none('—') },
          { key: 'reviewer', label: '审核人', children: application.reviewerName || none('—') },
        ]}
      />
    </Flex>
  )
}
