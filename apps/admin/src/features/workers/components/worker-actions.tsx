import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons'
import type { StaffRoleValue } from '@dianjing/shared'
import { Button } from 'antd'
import { useState } from 'react'
import { type WorkerDetail, WorkerStatus } from '../api/get-worker.ts'
import { canIssueFines } from '../api/issue-fine.ts'
import { canSuspendWorkers } from '../api/suspend-worker.ts'
import { FineModal } from './fine-modal.tsx'
import { WorkerSuspendModal } from './worker-suspend-modal.tsx'

/**
 * What the signed-in staff may do to a worker: operators suspend, finance fines, the owner both;
 * nothing until the role is known, so a read-only colleague never sees a button flash.
 */
export function WorkerActions({ worker, role }: { worker: WorkerDetail; role: StaffRoleValue | undefined }) {
  const [dialog, setDialog] = useState<'suspend' | 'fine' | undefined>(undefined)
  const close = () => setDialog(undefined)
  const suspended = worker.status === WorkerStatus.suspended
  return (
    <>
      {canSuspendWorkers(role) && (
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
      <WorkerSuspendModal worker={worker} open={dialog === 'suspend'} onClose={close} />
      {/* Keyed by opening, so each fine starts from an empty form. */}
      <FineModal key={String(dialog === 'fine')} worker={worker} open={dialog === 'fine'} onClose={close} />
    </>
  )
}
