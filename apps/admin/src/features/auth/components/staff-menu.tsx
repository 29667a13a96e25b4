import { LogoutOutlined, UserOutlined } from '@ant-design/icons'
import { STAFF_ROLE_LABELS } from '@dianjing/shared'
import { Avatar, Button, Divider, Flex, Skeleton, Tag, Typography, theme } from 'antd'
import { useNavigate } from 'react-router'
import { LOGIN_PATH } from '@/lib/paths.ts'
import { useMe } from '../api/get-me.ts'
import { useLogout } from '../api/logout.ts'

/** The header's corner: who is signed in, in which role, and the way out. */
export function StaffMenu() {
  const navigate = useNavigate()
  const { token } = theme.useToken()
  const me = useMe()
  const logout = useLogout({ onLoggedOut: () => navigate(LOGIN_PATH, { replace: true }) })

  return (
    <Flex align="center" gap={12}>
      <Avatar size="small" icon={<UserOutlined />} style={{ backgroundColor: token.colorPrimary }} />
      {me.data ? (
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
      )}
      <Divider orientation="vertical" />
      <Button
        type="text"
        icon={<LogoutOutlined />}
        loading={logout.isPending}
        onClick={() => logout.mutate()}
      >
        退出登录
      </Button>
    </Flex>
  )
}
