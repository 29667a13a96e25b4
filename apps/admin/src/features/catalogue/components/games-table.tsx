import { EditOutlined } from '@ant-design/icons'
import type { AdminGame } from '@dianjing/shared'
import { App, Button, Image, Switch, Table, type TableColumnsType, Typography } from 'antd'
import { useSaveGame } from '../api/save-game.ts'

/** Every game, disabled ones too, with the switch that shows or hides it in the shop. */
export function GamesTable({
  games,
  loading,
  onEdit,
}: {
  games: AdminGame[]
  loading: boolean
  onEdit: (game: AdminGame) => void
}) {
  const { message } = App.useApp()
  const save = useSaveGame()

  const toggle = (game: AdminGame, enabled: boolean) => {
    const { name, icon, sort } = game
    save.mutate(
      { id: game.id, body: { name, icon, sort, enabled } },
      { onSuccess: () => message.success(enabled ? `已启用「${name}」` : `已停用「${name}」`) },
    )
  }

  const columns: TableColumnsType<AdminGame> = [
    {
      title: '图标',
      dataIndex: 'icon',
      width: 88,
      render: (icon: string, game) => (
        <Image
          src={icon}
          alt={game.name}
          width={44}
          height={44}
          style={{ borderRadius: 10, objectFit: 'cover' }}
        />
      ),
    },
    {
      title: '游戏名称',
      dataIndex: 'name',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    { title: '商品数', dataIndex: 'productCount', width: 120, align: 'right' },
    { title: '排序', dataIndex: 'sort', width: 120, align: 'right' },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 140,
      render: (enabled: boolean, game) => (
        <Switch
          checked={enabled}
          checkedChildren="启用"
          unCheckedChildren="停用"
          loading={save.isPending && save.variables?.id === game.id}
          onChange={(checked) => toggle(game, checked)}
          aria-label={`${game.name} 启用状态`}
        />
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_, game) => (
        <Button type="link" icon={<EditOutlined />} onClick={() => onEdit(game)} style={{ paddingInline: 0 }}>
          编辑
        </Button>
      ),
    },
  ]

  return (
    <Table<AdminGame> rowKey="id" columns={columns} dataSource={games} loading={loading} pagination={false} />
  )
}
