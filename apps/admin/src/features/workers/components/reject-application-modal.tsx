import { REGION_LABELS } from '@dianjing/shared'
import { App, Descriptions, Form, Input, Modal, Typography } from 'antd'
import { schemaRule } from '@/lib/form-rules.ts'
import type { WorkerApplication } from '../api/get-applications.ts'
import { REJECT_REASON_MAX, rejectReasonSchema, useRejectApplication } from '../api/reject-application.ts'

interface RejectForm {
  reason: string
}

/** Rejects one application with a reason the applicant reads on their application page. */
export function RejectApplicationModal({
  application,
  onClose,
}: {
  application?: WorkerApplication
  onClose: () => void
}) {
  const [form] = Form.useForm<RejectForm>()
  const { message } = App.useApp()
  const reject = useRejectApplication()

  const submit = ({ reason }: RejectForm) => {
    if (!application) return
    reject.mutate(
      { id: application.id, reason: reason.trim() },
      {
        onSuccess: (msg) => {
          message.success(msg || '已驳回入驻申请')
          onClose()
        },
      },
    )
  }

  return (
    <Modal
      title="驳回入驻申请"
      open={application !== undefined}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="驳回"
      okButtonProps={{ danger: true }}
      confirmLoading={reject.isPending}
      destroyOnHidden
      width={560}
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
      <Form<RejectForm>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={submit}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="reason" label="驳回原因" rules={[schemaRule(rejectReasonSchema)]} required>
          <Input.TextArea
            placeholder="请说明驳回原因，例如资料图片不清晰"
            maxLength={REJECT_REASON_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
