import { STAFF_ROLE_LABELS, type StaffRoleValue } from '@dianjing/shared'
import { Alert } from 'antd'

/** `当前角色为客服，可查看提现申请；打款或驳回由财务处理。` */
export const readOnlyText = (role: StaffRoleValue, subject: string, decidedBy: string) =>
  `当前角色为${STAFF_ROLE_LABELS[role]}，可查看${subject}；${decidedBy}。`

/**
 * Above a list a role may read but not act on: why it has no buttons and who acts. Nothing for a role
 * that may act, nor before the role is known (so a read-only colleague never sees the buttons flash).
 */
export function ReadOnlyNotice({
  role,
  mayAct,
  subject,
  decidedBy,
}: {
  role: StaffRoleValue | undefined
  mayAct: boolean
  /** What the role may read: 提现申请. */
  subject: string
  /** Who acts instead: 打款或驳回由财务处理. */
  decidedBy: string
}) {
  if (!role || mayAct) return null
  return (
    <Alert type="info" showIcon title={readOnlyText(role, subject, decidedBy)} style={{ marginBottom: 16 }} />
  )
}
