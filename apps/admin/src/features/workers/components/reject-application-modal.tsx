import { REGION_LABELS, STAFF_REASON_MAX } from '@dianjing/shared'
import { Descriptions } from 'antd'
import { RefusalModal } from '@/components/refusal-modal.tsx'
import type { WorkerApplication } from '../api/get-applications.ts'
import { rejectReasonSchema, useRejectApplication } from '../api/reject-application.ts'

/** Rejects one application with a reason the applicant reads on their application page. */
export function RejectApplicationModal({
  application,
  templates,
  onClose,
}: {
  application?: WorkerApplication
  /** The reasons operators configured for rejecting an application (队列设置). */
  templates?: readonly string[]
  onClose: () => void
}) {
  const reject = useRejectApplication()
  return (
    <RefusalModal
      row={application}
      onClose={onClose}
      title="驳回入驻申请"
      okText="驳回"
      reason={{
        label: '驳回原因',
        schema: rejectReasonSchema,
        maxLength: STAFF_REASON_MAX,
        placeholder: '请说明驳回原因，例如资料图片不清晰',
        templates,
      }}
      mutation={reject}
      variables={({ id }, reason) => ({ id, reason })}
      done="已驳回入驻申请"
      details={(row) => (
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ marginTop: 16 }}
          items={[
            { key: 'applicant', label: '申请人', children: `${row.userNickName}（${row.userPhone}）` },
            { key: 'name', label: '姓名', children: row.name },
            { key: 'region', label: '区服', children: REGION_LABELS[row.region] ?? '未知' },
            { key: 'time', label: '提交时间', children: row.createTime },
          ]}
        />
      )}
      consequence="申请人将在入驻页面看到驳回原因，修改资料后可以重新提交申请。"
    />
  )
}
