import { DeleteOutlined, EditOutlined } from '@ant-design/icons'
import type { AdminBanner } from '@dianjing/shared'
import { App, Button, Flex, Image, Popconfirm, Switch, Table, type TableColumnsType, Typography } from 'antd'
import { useDeleteBanner } from '../api/delete-banner.ts'
import { useSaveBanner } from '../api/save-banner.ts'

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
    const { title, image, link, sort } = banner
    save.mutate(
      { id: banner.id, body: { title, image, link, sort, enabled } },
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
    { title: '排序', dataIndex: 'sort', width: 100, align: 'right' },
    {
      title: '状态',
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
