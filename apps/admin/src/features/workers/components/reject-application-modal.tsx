import { REGION_LABELS } from '@dianjing/shared'
import { App, Descriptions, Typography } from 'antd'
import { ReasonModal } from '@/components/reason-modal.tsx'
import type { WorkerApplication } from '../api/get-applications.ts'
import { REJECT_REASON_MAX, rejectReasonSchema, useRejectApplication } from '../api/reject-application.ts'

/** Rejects one application with a reason the applicant reads on their application page. */
export function RejectApplicationModal({
  application,
  onClose,
}: {
  application?: WorkerApplication
  onClose: () => void
}) {
  const { message } = App.useApp()
  const reject = useRejectApplication()

  const submit = (reason: string) => {
    if (!application) return
    reject.mutate(
      { id: application.id, reason },
      {
        onSuccess: (msg) => {
          message.success(msg || '已驳回入驻申请')
          onClose()
        },
      },
    )
  }

  return (
    <ReasonModal
      title="驳回入驻申请"
      open={application !== undefined}
      onClose={onClose}
      onSubmit={submit}
      pending={reject.isPending}
      okText="驳回"
      danger
      width={560}
      reason={{
        label: '驳回原因',
        schema: rejectReasonSchema,
        maxLength: REJECT_REASON_MAX,
        placeholder: '请说明驳回原因，例如资料图片不清晰',
      }}
    >
      {application && (
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ marginTop: 16 }}
          items={[
            {
              key: 'applicant',
              label: '申请人',
              children: `${application.userNickName}（${application.userPhone}）`,
            },
            { key: 'name', label: '姓名', children: application.name },
            { key: 'region', label: '区服', children: REGION_LABELS[application.region] ?? '未知' },
            { key: 'time', label: '提交时间', children: application.createTime },
          ]}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ margin: '16px 0 0' }}>
        申请人将在入驻页面看到驳回原因，修改资料后可以重新提交申请。
      </Typography.Paragraph>
    </ReasonModal>
  )
}
