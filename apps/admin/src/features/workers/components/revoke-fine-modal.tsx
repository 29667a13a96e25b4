import { STAFF_REASON_MAX } from '@dianjing/shared'
import { Alert, App, Descriptions, Typography } from 'antd'
import { ReasonModal } from '@/components/reason-modal.tsx'
import { yuanText } from '@/lib/money.ts'
import type { LedgerEntry } from '../api/get-worker-ledger.ts'
import { revokeReasonSchema, useRevokeFine } from '../api/revoke-fine.ts'
import { EntryOrder } from './fine-cells.tsx'

/** The server's message names what came back and what was cancelled; it stays long enough to be read. */
const RESULT_SECONDS = 6

/**
 * Revokes one fine with the reason the worker will read. The server decides the split (what is still
 * owed is cancelled, the rest comes back to the balance) and says it once done.
 */
export function RevokeFineModal({ fine, onClose }: { fine: LedgerEntry | undefined; onClose: () => void }) {
  const { message } = App.useApp()
  const revoke = useRevokeFine()

  const submit = (reason: string) => {
    if (!fine) return
    // A refusal (already revoked by someone else) is reported by the query client; the dialog stays open.
    revoke.mutate(
      { workerId: fine.workerId, fineId: fine.id, reason },
      {
        onSuccess: (msg) => {
          message.success(msg || '罚款已撤销', RESULT_SECONDS)
          onClose()
        },
      },
    )
  }

  return (
    <ReasonModal
      title="撤销罚款"
      open={fine !== undefined}
      onClose={onClose}
      onSubmit={submit}
      pending={revoke.isPending}
      okText="确认撤销"
      danger
      width={560}
      reason={{
        label: '撤销原因',
        schema: revokeReasonSchema,
        maxLength: STAFF_REASON_MAX,
        placeholder: '请说明撤销原因，打手将在资金明细中看到',
      }}
    >
      {fine && (
        <>
          <Descriptions
            size="small"
            column={1}
            bordered
            style={{ marginTop: 16 }}
            items={[
              {
                key: 'worker',
                label: '打手',
                children: `${fine.workerName || '未设置昵称'} · ID ${fine.workerId}`,
              },
              {
                key: 'amount',
                label: '罚款金额',
                children: (
                  <Typography.Text strong type="danger">
                    {yuanText(fine.amount)}
                  </Typography.Text>
                ),
              },
              {
                key: 'split',
                label: '开具时',
                children: `余额扣除 ${yuanText(-fine.availableChange)}，记为欠款 ${yuanText(fine.owedChange)}`,
              },
              { key: 'reason', label: '罚款原因', children: fine.remarks || '—' },
              { key: 'order', label: '关联订单', children: <EntryOrder entry={fine} /> },
              { key: 'issued', label: '开具', children: `${fine.staffName || '员工'} · ${fine.createTime}` },
            ]}
          />
          <Alert
            type="info"
            showIcon
            style={{ marginTop: 16 }}
            title="撤销后整笔罚款退还给打手：仍欠缴的部分取消，已从余额扣除或已抵扣的部分退回可用余额。每笔罚款只能撤销一次。"
          />
        </>
      )}
    </ReasonModal>
  )
}
