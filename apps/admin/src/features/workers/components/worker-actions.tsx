import { LogoutOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons'
import type { StaffRoleValue } from '@dianjing/shared'
import { Button } from 'antd'
import { useState } from 'react'
import { type WorkerDetail, WorkerStatus } from '../api/get-worker.ts'
import { canIssueFines } from '../api/issue-fine.ts'
import { canReturnDeposits } from '../api/leave-worker.ts'
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
  const suspended = worker.status === WorkerStatus.suspended
  const left = worker.status === WorkerStatus.left
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
