import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons'
import { STAFF_ROLE_LABELS } from '@dianjing/shared'
import { Avatar, Button, Dropdown, Flex, Skeleton, Tag, Typography, theme } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useMe } from '@/lib/me.ts'
import { LOGIN_PATH } from '@/lib/paths.ts'
import { useLogout } from '../api/logout.ts'
import { ChangePasswordModal } from './change-password-modal.tsx'

/** The header's corner: who is signed in, in which role, with their password and the way out. */
export function StaffMenu() {
  const navigate = useNavigate()
  const { token } = theme.useToken()
  const me = useMe()
  const logout = useLogout({ onLoggedOut: () => navigate(LOGIN_PATH, { replace: true }) })
  const [changingPassword, setChangingPassword] = useState(false)

  const who = me.data ? (
    <>
      <Typography.Text strong>{me.data.name}</Typography.Text>
      <Tag color="purple" variant="outlined" style={{ marginInlineEnd: 0 }}>
        {STAFF_ROLE_LABELS[me.data.role]}
      </Tag>
    </>
  ) : me.isError ? (
    <Typography.Text type="secondary">未能获取账号信息</Typography.Text>
  ) : (
    <Skeleton.Input active size="small" style={{ width: 120 }} />
  )

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: [
            { key: 'password', icon: <KeyOutlined />, label: '修改密码' },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
          ],
          onClick: ({ key }) => {
            if (key === 'password') setChangingPassword(true)
            if (key === 'logout') logout.mutate()
          },
        }}
      >
        <Button type="text" loading={logout.isPending} style={{ height: 40, paddingInline: 8 }}>
          <Flex align="center" gap={10}>
            <Avatar size="small" icon={<UserOutlined />} style={{ backgroundColor: token.colorPrimary }} />
            {who}
            <DownOutlined style={{ fontSize: 10, color: token.colorTextTertiary }} />
          </Flex>
        </Button>
      </Dropdown>
      <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  )
}
