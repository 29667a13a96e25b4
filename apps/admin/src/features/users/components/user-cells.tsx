import { UserOutlined } from '@ant-design/icons'
import { UserStatus } from '@dianjing/shared'
import { Avatar, Flex, Tag, Typography } from 'antd'

export const small = { fontSize: 12 } as const

/** `2026-11-21 20:15:03` → `2026-11-21 20:15`: seconds only widen a column. */
export const minutes = (dateTime: string) => dateTime.slice(0, 16)

export function Muted({ children }: { children: string }) {
  return <Typography.Text type="secondary">{children}</Typography.Text>
}

export function UserAvatar({ src, size = 36 }: { src: string; size?: number }) {
  return <Avatar src={src || undefined} icon={<UserOutlined />} size={size} style={{ flexShrink: 0 }} />
}

export function UserStatusTag({ status }: { status: number }) {
  return status === UserStatus.banned ? <Tag color="error">已封禁</Tag> : <Tag color="success">正常</Tag>
}

/** The nickname as the user set it, or what staff read when they never did. */
export const nickNameOf = (user: { nickName: string }) => user.nickName || '未设置昵称'

/** Avatar and nickname, with the 打手 tag for a user who also works orders. */
export function UserIdentity({ user }: { user: { avatar: string; nickName: string; isWorker: boolean } }) {
  return (
    <Flex align="center" gap={10} style={{ minWidth: 0 }}>
      <UserAvatar src={user.avatar} />
      <Typography.Text strong ellipsis={{ tooltip: nickNameOf(user) }}>
        {nickNameOf(user)}
      </Typography.Text>
      {user.isWorker && (
        <Tag color="purple" style={{ marginInlineEnd: 0 }}>
          打手
        </Tag>
      )}
    </Flex>
  )
}
