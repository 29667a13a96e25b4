import { DeleteOutlined, EditOutlined } from '@ant-design/icons'
import type { AdminBanner, BannerSchedule } from '@dianjing/shared'
import {
  App,
  Button,
  Flex,
  Image,
  Popconfirm,
  Switch,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd'
import { useDeleteBanner } from '../api/delete-banner.ts'
import { useSaveBanner } from '../api/save-banner.ts'

const SCHEDULE_TAGS: Record<BannerSchedule, { label: string; color?: string }> = {
  upcoming: { label: '未开始', color: 'blue' },
  live: { label: '展示中', color: 'green' },
  ended: { label: '已结束' },
}

/** Where the banner stands by the server's clock; a banner switched off shows nowhere. */
function BannerScheduleTag({ banner }: { banner: AdminBanner }) {
  if (!banner.enabled && banner.schedule === 'live') return <Tag>已停用</Tag>
  const { label, color } = SCHEDULE_TAGS[banner.schedule]
  return <Tag color={color}>{label}</Tag>
}

/** The window in Beijing time, to the minute; an open side says so. */
function BannerWindow({ banner }: { banner: AdminBanner }) {
  if (!banner.startTime && !banner.endTime)
    return <Typography.Text type="secondary">长期展示</Typography.Text>
  const minute = (time: string) => time.slice(0, 16)
  return (
    <Flex vertical style={{ fontSize: 12 }}>
      <span>上线 {banner.startTime ? minute(banner.startTime) : '不限'}</span>
      <span>下线 {banner.endTime ? minute(banner.endTime) : '不限'}</span>
    </Flex>
  )
}

export function BannersTable({
  banners,
  loading,
  onEdit,
}: {
  banners: AdminBanner[]
  loading: boolean
  onEdit: (banner: AdminBanner) => void
}) {
  const { message } = App.useApp()
  const save = useSaveBanner()
  const remove = useDeleteBanner()

  const toggle = (banner: AdminBanner, enabled: boolean) => {
    // The whole banner is sent again, its schedule included: a switch must not clear the times.
    const { title, image, link, sort, startTime, endTime } = banner
    save.mutate(
      { id: banner.id, body: { title, image, link, sort, enabled, startTime, endTime } },
      { onSuccess: () => message.success(enabled ? '轮播图已启用' : '轮播图已停用') },
    )
  }

  const columns: TableColumnsType<AdminBanner> = [
    {
      title: '图片',
      dataIndex: 'image',
      width: 200,
      render: (image: string, banner) => (
        <Image
          src={image}
          alt={banner.title}
          width={168}
          height={74}
          style={{ borderRadius: 6, objectFit: 'cover' }}
        />
      ),
    },
    {
      title: '标题',
      dataIndex: 'title',
      render: (title: string) => (title ? title : <Typography.Text type="secondary">未填写</Typography.Text>),
    },
    {
      title: '跳转链接',
      dataIndex: 'link',
      render: (link: string | null) =>
        link ? (
          <Typography.Text code copyable ellipsis style={{ maxWidth: 320 }}>
            {link}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">不跳转</Typography.Text>
        ),
    },
    { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
    {
      title: '上下线时间',
      key: 'window',
      width: 190,
      render: (_, banner) => <BannerWindow banner={banner} />,
    },
    {
      title: '展示状态',
      key: 'schedule',
      width: 100,
      render: (_, banner) => <BannerScheduleTag banner={banner} />,
    },
    {
      title: '启用',
      dataIndex: 'enabled',
      width: 120,
      render: (enabled: boolean, banner) => (
        <Switch
          checked={enabled}
          checkedChildren="启用"
          unCheckedChildren="停用"
          loading={save.isPending && save.variables?.id === banner.id}
          onChange={(checked) => toggle(banner, checked)}
          aria-label="启用状态"
        />
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_, banner) => (
        <Flex gap={16}>
          <Button
            type="link"
            icon={<EditOutlined />}
            onClick={() => onEdit(banner)}
            style={{ paddingInline: 0 }}
          >
            编辑
          </Button>
          <Popconfirm
            title="删除轮播图"
            description="删除后用户端首页不再展示，且无法恢复，确定删除吗？"
            okText="删除"
            okButtonProps={{ danger: true, loading: remove.isPending }}
            onConfirm={() =>
              // A failure is already reported by the query client; the confirmation just closes.
              remove.mutateAsync(banner.id).then(
                () => message.success('轮播图已删除'),
                () => undefined,
              )
            }
          >
            <Button type="link" danger icon={<DeleteOutlined />} style={{ paddingInline: 0 }}>
              删除
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ]

  return (
    <Table<AdminBanner>
      rowKey="id"
      columns={columns}
      dataSource={banners}
      loading={loading}
      pagination={false}
    />
  )
}
