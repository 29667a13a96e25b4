import { DeleteOutlined, EditOutlined } from '@ant-design/icons'
import type { AdminUserLevel } from '@dianjing/shared'
import { App, Button, Flex, Popconfirm, Table, type TableColumnsType, Tag, Typography } from 'antd'
import { useDeleteUserLevel } from '../api/delete-user-level.ts'
import { useLevelRemovalPreview } from '../api/preview-user-levels.ts'
import { LevelMoves } from './level-moves.tsx'

const number = (value: number) => value.toLocaleString('zh-CN')

/** Levels from the lowest up; each covers the points above the previous level's maximum up to its own. */
export function UserLevelsTable({
  levels,
  loading,
  onEdit,
}: {
  levels: AdminUserLevel[]
  loading: boolean
  onEdit: (level: AdminUserLevel) => void
}) {
  const { message } = App.useApp()
  const remove = useDeleteUserLevel()

  const columns: TableColumnsType<AdminUserLevel> = [
    {
      title: '等级',
      key: 'rank',
      width: 80,
      render: (_, _level, index) => <Tag color="purple">Lv.{index + 1}</Tag>,
    },
    {
      title: '等级名称',
      dataIndex: 'name',
      width: 160,
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      title: '成长值区间',
      key: 'range',
      width: 220,
      render: (_, level, index) => {
        const min = index === 0 ? 0 : levels[index - 1]!.maxPoints + 1
        return index === levels.length - 1
          ? `${number(min)} 及以上`
          : `${number(min)} – ${number(level.maxPoints)}`
      },
    },
    {
      title: '等级权益',
      dataIndex: 'content',
      render: (content: string) =>
        content ? (
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: content }} style={{ margin: 0 }}>
            {content}
          </Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">未填写</Typography.Text>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_, level) => (
        <Flex gap={16}>
          <Button
            type="link"
            icon={<EditOutlined />}
            onClick={() => onEdit(level)}
            style={{ paddingInline: 0 }}
          >
            编辑
          </Button>
          <Popconfirm
            title="删除会员等级"
            description={<RemovalPreview level={level} />}
            okText="删除"
            okButtonProps={{ danger: true, loading: remove.isPending }}
            disabled={levels.length <= 1}
            onConfirm={() =>
              remove.mutateAsync(level.id).then(
                () => message.success('会员等级已删除'),
                () => undefined,
              )
            }
          >
            <Button
              type="link"
              danger
              icon={<DeleteOutlined />}
              disabled={levels.length <= 1}
              title={levels.length <= 1 ? '至少需要保留一个会员等级' : undefined}
              style={{ paddingInline: 0 }}
            >
              删除
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ]

  return (
    <Table<AdminUserLevel>
      rowKey="id"
      columns={columns}
      dataSource={levels}
      loading={loading}
      pagination={false}
    />
  )
}

/** The removal's confirmation: the level's customers go to the level above, and how many they are. */
function RemovalPreview({ level }: { level: AdminUserLevel }) {
  const preview = useLevelRemovalPreview(level.id)
  return (
    <Flex vertical gap={4} style={{ maxWidth: 320 }}>
      <Typography.Text>确定删除「{level.name}」吗？该区间的客户将归入相邻等级。</Typography.Text>
      {preview.data ? (
        <LevelMoves preview={preview.data} />
      ) : (
        <Typography.Text type="secondary">
          {preview.isError ? '无法统计受影响的客户' : '正在统计受影响的客户…'}
        </Typography.Text>
      )}
    </Flex>
  )
}
