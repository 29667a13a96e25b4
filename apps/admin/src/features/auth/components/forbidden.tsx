import { STAFF_ROLE_LABELS, type StaffRoleValue } from '@dianjing/shared'
import { Button, Result } from 'antd'
import { useNavigate } from 'react-router'
import { ROLE_SCOPES } from '@/lib/roles.ts'

/** A page the signed-in role may not open, e.g. from a link a colleague sent: why, and the way back. */
export function Forbidden({ role }: { role: StaffRoleValue }) {
  const navigate = useNavigate()
  return (
    <Result
      status="403"
      title="没有权限访问此页面"
      subTitle={
        <>
          您当前的角色为「{STAFF_ROLE_LABELS[role]}」，{ROLE_SCOPES[role]}。
          <br />
          如需访问此页面，请联系所有者调整您的角色。
        </>
      }
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          返回工作台
        </Button>
      }
    />
  )
}
