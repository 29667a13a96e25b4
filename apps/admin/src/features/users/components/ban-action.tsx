import { StopOutlined, UnlockOutlined } from '@ant-design/icons'
import { type StaffRoleValue, UserStatus } from '@dianjing/shared'
import { Button } from 'antd'
import { useState } from 'react'
import { canBanUsers } from '../api/ban-user.ts'
import type { UserDetail } from '../api/get-user.ts'
import { BanUserModal } from './ban-user-modal.tsx'

/**
 * 封禁 or 解封, for the roles that may; nothing at all until the role is known, so a read-only colleague
 * never sees the button flash.
 */
export function BanAction({ user, role }: { user: UserDetail; role: StaffRoleValue | undefined }) {
  const [open, setOpen] = useState(false)
  if (!canBanUsers(role)) return null
  const banned = user.status === UserStatus.banned
  return (
    <>
      <Button
        danger={!banned}
        icon={banned ? <UnlockOutlined /> : <StopOutlined />}
        onClick={() => setOpen(true)}
      >
        {banned ? '解封' : '封禁'}
      </Button>
      <BanUserModal user={user} open={open} onClose={() => setOpen(false)} />
    </>
  )
}
