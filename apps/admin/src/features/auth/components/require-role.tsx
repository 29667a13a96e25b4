import { Card, Skeleton } from 'antd'
import type { ReactNode } from 'react'
import { Outlet } from 'react-router'
import { useMe } from '@/lib/me.ts'
import { type AllowedRoles, roleMayOpen } from '@/lib/roles.ts'
import { Forbidden } from './forbidden.tsx'

/**
 * A section opens only for the roles it is meant for; any other role sees why, not a page of refusals.
 * Until the role is known nothing of the section is shown. If the profile cannot be read the page
 * opens as before and the server answers each call for itself.
 */
export function RequireRole({ roles, children }: { roles: AllowedRoles; children?: ReactNode }) {
  const me = useMe()
  const page = children ?? <Outlet />
  if (me.data) return roleMayOpen(roles, me.data.role) ? page : <Forbidden role={me.data.role} />
  if (me.isError) return page
  return (
    <Card>
      <Skeleton active paragraph={{ rows: 6 }} />
    </Card>
  )
}
