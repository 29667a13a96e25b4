import { STAFF_ROLE_LABELS, type StaffRoleValue } from '@dianjing/shared'
import { Card, Descriptions, Skeleton, Tag, Typography } from 'antd'
import { useMe } from '../api/get-me.ts'

/** What each role may do in the console (DOMAIN.md, "Staff"), so a new colleague knows where they stand. */
const ROLE_SCOPES: Record<StaffRoleValue, string> = {
  owner: '拥有全部权限，并可管理员工账号与角色',
  operator: '负责商品、内容配置、入驻审核与订单',
  finance: '负责退款、结算、提现与罚款',
  support: '可查看各模块数据，并可为订单添加备注',
}

function greeting(hour: number): string {
  if (hour < 6) return '夜深了'
  if (hour < 12) return '上午好'
  if (hour < 18) return '下午好'
  return '晚上好'
}

export function StaffWelcome() {
  const me = useMe()

  if (!me.data) {
    return (
      <Card>
        <Skeleton active={!me.isError} title paragraph={{ rows: 1 }} />
      </Card>
    )
  }

  const { name, phone, role } = me.data
  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {greeting(new Date().getHours())}，{name}
      </Typography.Title>
      <Descriptions
        column={3}
        items={[
          {
            key: 'role',
            label: '角色',
            children: (
              <Tag color="purple" variant="outlined">
                {STAFF_ROLE_LABELS[role]}
              </Tag>
            ),
          },
          { key: 'phone', label: '手机号码', children: phone },
          { key: 'scope', label: '权限范围', children: ROLE_SCOPES[role] },
        ]}
      />
    </Card>
  )
}
