import { UserOutlined, WarningOutlined } from '@ant-design/icons'
import { REGION_LABELS } from '@dianjing/shared'
import { Avatar, Descriptions, Flex, Tag, Typography } from 'antd'
import type { WorkerDetail } from '../api/get-worker.ts'
import { WorkerStatusTag } from './worker-status-tag.tsx'
import { membershipLapsed } from './workers-table.tsx'

const SEX_LABELS: Record<string, string> = { '0': '男', '1': '女' }

const none = (text = '未填写') => <Typography.Text type="secondary">{text}</Typography.Text>

/** The membership's expiry, in red once it has lapsed: the worker cannot take orders then. */
function Membership({ expiresAt }: { expiresAt: string }) {
  if (!membershipLapsed(expiresAt)) return <span>{expiresAt}</span>
  return (
    <Typography.Text type="danger">
      <WarningOutlined /> {expiresAt ? `${expiresAt}（已过期）` : '未开通'}
    </Typography.Text>
  )
}

/** Who the worker is and how they work: identity, level, rating and standing. */
export function WorkerProfile({ worker }: { worker: WorkerDetail }) {
  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={16}>
        <Avatar
          src={worker.avatar || undefined}
          icon={<UserOutlined />}
          size={64}
          style={{ flexShrink: 0 }}
        />
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Flex align="center" gap={8} wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {worker.nickName || '未设置昵称'}
            </Typography.Title>
            <Tag color="purple">{worker.levelName}</Tag>
            <WorkerStatusTag status={worker.status} />
          </Flex>
          <Typography.Text type="secondary">
            ID {worker.userId} · {worker.phone}
          </Typography.Text>
        </Flex>
      </Flex>
      <Descriptions
        bordered
        size="small"
        column={1}
        styles={{ label: { width: 96 } }}
        items={[
          { key: 'realName', label: '真实姓名', children: worker.realName || none() },
          { key: 'sex', label: '性别', children: SEX_LABELS[worker.sex] ?? none() },
          { key: 'region', label: '区服', children: REGION_LABELS[worker.region] ?? none() },
          {
            key: 'phone',
            label: '手机号',
            children: <Typography.Text copyable>{worker.phone}</Typography.Text>,
          },
          {
            key: 'intro',
            label: '个人简介',
            children: worker.briefIntroduction ? (
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                {worker.briefIntroduction}
              </Typography.Paragraph>
            ) : (
              none()
            ),
          },
          { key: 'level', label: '等级', children: worker.levelName },
          {
            key: 'rating',
            label: '评分',
            children: `${worker.rating}（${worker.ratingCount} 条评价）`,
          },
          { key: 'completed', label: '完成单数', children: worker.completedOrders },
          { key: 'points', label: '积分', children: worker.points },
          {
            key: 'membership',
            label: '会员到期',
            children: <Membership expiresAt={worker.membershipExpiresAt} />,
          },
          { key: 'joined', label: '成为打手', children: worker.createTime },
        ]}
      />
    </Flex>
  )
}
