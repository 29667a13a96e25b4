import { STAFF_ROLE_LABELS, StaffRole, type StaffRoleValue } from '@dianjing/shared'
import { Flex, Tag, Typography } from 'antd'
import { ROLE_SCOPES } from '@/lib/roles.ts'

export const ROLE_COLORS: Record<StaffRoleValue, string> = {
  owner: 'magenta',
  operator: 'geekblue',
  finance: 'gold',
  support: 'cyan',
}

export function RoleTag({ role }: { role: StaffRoleValue }) {
  return (
    <Tag color={ROLE_COLORS[role]} variant="outlined" style={{ marginInlineEnd: 0 }}>
      {STAFF_ROLE_LABELS[role]}
    </Tag>
  )
}

/** Each role with what it may do, so the owner chooses knowing what the account will be able to do. */
export const ROLE_OPTIONS = Object.values(StaffRole).map((role) => ({
  value: role,
  // The closed select shows the name alone.
  label: STAFF_ROLE_LABELS[role],
  description: ROLE_SCOPES[role],
}))

export function RoleOption({ role }: { role: StaffRoleValue }) {
  return (
    <Flex vertical style={{ padding: '2px 0', whiteSpace: 'normal' }}>
      <span>{STAFF_ROLE_LABELS[role]}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {ROLE_SCOPES[role]}
      </Typography.Text>
    </Flex>
  )
}
