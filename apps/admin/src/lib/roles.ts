import type { StaffRoleValue } from '@dianjing/shared'

/**
 * Who may open a part of the console besides the owner, who may open everything. The server decides
 * again on every call (apps/server/src/modules/staff/roles.test.ts); the console only hides what
 * a role would be refused.
 */
export type AllowedRoles = readonly Exclude<StaffRoleValue, 'owner'>[]

export const ANY_STAFF: AllowedRoles = ['operator', 'finance', 'support']
export const OPERATORS: AllowedRoles = ['operator']
export const OWNER_ONLY: AllowedRoles = []

export function roleMayOpen(allowed: AllowedRoles, role: StaffRoleValue): boolean {
  return role === 'owner' || (allowed as readonly StaffRoleValue[]).includes(role)
}

/** What each role may do (docs/domain.md, "Staff"), in one line, where a role is chosen or shown. */
export const ROLE_SCOPES: Record<StaffRoleValue, string> = {
  owner: '拥有全部权限，并可管理员工账号与角色、查看操作日志',
  operator: '负责商品、内容配置、入驻审核、订单改派，以及封禁用户和暂停打手',
  finance: '负责退款、结算、提现、罚款与数据导出',
  support: '可查看各模块数据，并可为订单添加备注',
}
