import { Badge, Button, Flex, Popconfirm, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd'
import type { StaffMember } from '../api/get-staff.ts'
import { RoleTag } from './role-options.tsx'

export const STAFF_ACTIVE = 0

export interface StaffTableProps {
  rows: StaffMember[]
  loading: boolean
  /** The signed-in owner's own account id. */
  ownId: number | undefined
  /** The id of the account an action is being sent for. */
  busyId?: number
  onEdit: (member: StaffMember) => void
  onToggle: (member: StaffMember) => void
  onResetPassword: (member: StaffMember) => void
}

function Actions({
  member,
  own,
  busy,
  onEdit,
  onToggle,
  onResetPassword,
}: {
  member: StaffMember
  own: boolean
  busy: boolean
} & Pick<StaffTableProps, 'onEdit' | 'onToggle' | 'onResetPassword'>) {
  const active = member.status === STAFF_ACTIVE
  const toggle = (
    <Popconfirm
      title={active ? `停用 ${member.name} 的账号？` : `启用 ${member.name} 的账号？`}
      description={
        active ? '停用后该员工立即退出登录，且无法再登录管理后台。' : '启用后该员工可以用原密码重新登录。'
      }
      okText={active ? '停用' : '启用'}
      okButtonProps={{ danger: active }}
      onConfirm={() => onToggle(member)}
      disabled={own}
    >
      <Button type="link" size="small" danger={active} disabled={own || busy}>
        {active ? '停用' : '启用'}
      </Button>
    </Popconfirm>
  )
  return (
    <Flex gap={4} wrap={false}>
      <Button type="link" size="small" onClick={() => onEdit(member)}>
        编辑
      </Button>
      {own ? <Tooltip title="不能停用自己的账号">{toggle}</Tooltip> : toggle}
      <Popconfirm
        title={`重置 ${member.name} 的密码？`}
        description="将生成新的密码并只显示一次，该员工的登录会全部失效。"
        okText="重置密码"
        onConfirm={() => onResetPassword(member)}
      >
        <Button type="link" size="small" disabled={busy}>
          重置密码
        </Button>
      </Popconfirm>
    </Flex>
  )
}

/** Every staff account: who, which role, whether it can sign in, and what the owner may do to it. */
export function StaffTable({
  rows,
  loading,
  ownId,
  busyId,
  onEdit,
  onToggle,
  onResetPassword,
}: StaffTableProps) {
  const columns: TableColumnsType<StaffMember> = [
    {
      title: '姓名',
      dataIndex: 'name',
      render: (name: string, member) => (
        <Flex align="center" gap={8}>
          <Typography.Text strong>{name}</Typography.Text>
          {member.id === ownId && (
            <Tag variant="filled" style={{ marginInlineEnd: 0 }}>
              我
            </Tag>
          )}
        </Flex>
      ),
    },
    { title: '手机号码', dataIndex: 'phone', width: 140 },
    {
      title: '角色',
      dataIndex: 'role',
      width: 100,
      render: (role: StaffMember['role']) => <RoleTag role={role} />,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (status: number) =>
        status === STAFF_ACTIVE ? (
          <Badge status="success" text="启用" />
        ) : (
          <Badge status="default" text="已停用" />
        ),
    },
    {
      title: '最近登录',
      dataIndex: 'lastLoginTime',
      width: 180,
      render: (time: string) => time || <Typography.Text type="secondary">从未登录</Typography.Text>,
    },
    { title: '创建时间', dataIndex: 'createTime', width: 180 },
    {
      title: '操作',
      key: 'actions',
      width: 220,
      render: (_value, member) => (
        <Actions
          member={member}
          own={member.id === ownId}
          busy={busyId === member.id}
          onEdit={onEdit}
          onToggle={onToggle}
          onResetPassword={onResetPassword}
        />
      ),
    },
  ]

  return (
    <Table<StaffMember>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: '还没有员工账号' }}
    />
  )
}
