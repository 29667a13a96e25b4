import { Descriptions, Flex, Tag, Typography } from 'antd'
import { yuanText } from '@/lib/money.ts'
import type { UserDetail } from '../api/get-user.ts'
import { Muted, nickNameOf, UserAvatar, UserStatusTag } from './user-cells.tsx'

/** Who the user is and what they hold: the facts a ban or a complaint is judged on. */
export function UserProfile({ user }: { user: UserDetail }) {
  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={16}>
        <UserAvatar src={user.avatar} size={64} />
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Flex align="center" gap={8} wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {nickNameOf(user)}
            </Typography.Title>
            <UserStatusTag status={user.status} />
            {user.isWorker && <Tag color="purple">打手</Tag>}
          </Flex>
          <Typography.Text type="secondary">
            ID {user.id} · {user.phone}
          </Typography.Text>
        </Flex>
      </Flex>
      <Descriptions
        bordered
        size="small"
        column={1}
        styles={{ label: { width: 96 } }}
        items={[
          {
            key: 'phone',
            label: '手机号',
            children: <Typography.Text copyable>{user.phone}</Typography.Text>,
          },
          {
            key: 'intro',
            label: '个人简介',
            children: user.briefIntroduction ? (
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                {user.briefIntroduction}
              </Typography.Paragraph>
            ) : (
              <Muted>未填写</Muted>
            ),
          },
          {
            key: 'promotionCode',
            label: '推广码',
            children: user.promotionCode ? (
              <Typography.Text copyable>{user.promotionCode}</Typography.Text>
            ) : (
              <Muted>—</Muted>
            ),
          },
          { key: 'inviter', label: '邀请人', children: user.inviterName || <Muted>无</Muted> },
          {
            key: 'wechat',
            label: '微信',
            children: user.hasWechat ? <Tag color="success">已绑定</Tag> : <Tag>未绑定</Tag>,
          },
          { key: 'level', label: '会员等级', children: user.levelName || <Muted>—</Muted> },
          { key: 'growth', label: '成长值', children: user.growthPoints },
          {
            key: 'balance',
            label: '余额',
            children: <Typography.Text strong>{yuanText(user.balance)}</Typography.Text>,
          },
          { key: 'orders', label: '订单数', children: user.orderCount },
          { key: 'paid', label: '消费总额', children: yuanText(user.paidTotal) },
          { key: 'registered', label: '注册时间', children: user.createTime },
        ]}
      />
    </Flex>
  )
}
