import { LogoutOutlined, PauseCircleOutlined, PlayCircleOutlined, RedoOutlined } from '@ant-design/icons'
import { DepositReturnStatus, type StaffRoleValue, WorkerStanding } from '@dianjing/shared'
import { App, Button, Popconfirm } from 'antd'
import { useState } from 'react'
import { yuanText } from '@/lib/money.ts'
import type { WorkerDetail } from '../api/get-worker.ts'
import { canIssueFines } from '../api/issue-fine.ts'
import { canReturnDeposits, useRetryDepositReturn } from '../api/leave-worker.ts'
import { canSuspendWorkers } from '../api/suspend-worker.ts'
import { FineModal } from './fine-modal.tsx'
import { WorkerLeaveModal } from './worker-leave-modal.tsx'
import { WorkerSuspendModal } from './worker-suspend-modal.tsx'

/**
 * What the signed-in staff may do to a worker: operators suspend, finance fines and returns the
 * deposit when the worker leaves, the owner all; nothing until the role is known, so a read-only
 * colleague never sees a button flash. A worker who left can still be fined (the fine is owed).
 */
export function WorkerActions({ worker, role }: { worker: WorkerDetail; role: StaffRoleValue | undefined }) {
  const [dialog, setDialog] = useState<'suspend' | 'fine' | 'leave' | undefined>(undefined)
  const close = () => setDialog(undefined)
  const suspended = worker.status === WorkerStanding.suspended
  const left = worker.status === WorkerStanding.left
  return (
    <>
      {canSuspendWorkers(role) && !left && (
        <Button
          danger={!suspended}
          icon={suspended ? <PlayCircleOutlined /> : <PauseCircleOutlined />}
          onClick={() => setDialog('suspend')}
        >
          {suspended ? '恢复接单' : '暂停接单'}
        </Button>
      )}
      {canIssueFines(role) && (
        <Button type="primary" danger onClick={() => setDialog('fine')}>
          罚款
        </Button>
      )}
      {canReturnDeposits(role) && left && worker.depositReturn?.status === DepositReturnStatus.failed && (
        <RetryDepositReturn worker={worker} />
      )}
      {canReturnDeposits(role) && !left && (
        <Button danger icon={<LogoutOutlined />} onClick={() => setDialog('leave')}>
          离职退还保证金
        </Button>
      )}
      <WorkerSuspendModal worker={worker} open={dialog === 'suspend'} onClose={close} />
      {/* Keyed by opening, so each fine starts from an empty form. */}
      <FineModal key={String(dialog === 'fine')} worker={worker} open={dialog === 'fine'} onClose={close} />
      <WorkerLeaveModal worker={worker} open={dialog === 'leave'} onClose={close} />
    </>
  )
}

/** A deposit return Alipay refused, sent again by the API to the worker's Alipay details as they are now. */
function RetryDepositReturn({ worker }: { worker: WorkerDetail }) {
  const { message } = App.useApp()
  const retry = useRetryDepositReturn()
  const failed = worker.depositReturn!
  return (
    <Popconfirm
      title="重新通过支付宝退还保证金"
      placement="bottomRight"
      description={
        <div style={{ maxWidth: 320 }}>
          上次失败原因：{failed.failReason || '未说明'}。将向 {worker.alipayName || '未填写'}（
          {worker.alipayPhone || '未填写'}）退还 {yuanText(failed.amount)}，请先确认打手已更正支付宝信息。
        </div>
      }
      okText="重新退还"
      onConfirm={() =>
        retry.mutateAsync({ userId: worker.userId }).then(({ status, message: text }) => {
          if (status === DepositReturnStatus.failed) message.error(text, 8)
          else if (status === DepositReturnStatus.transferring) message.info(text, 6)
          else message.success(text)
        })
      }
    >
      <Button type="primary" icon={<RedoOutlined />} loading={retry.isPending}>
        重新退还保证金
      </Button>
    </Popconfirm>
  )
}
