import { PlusOutlined } from '@ant-design/icons'
import type { AdminGame } from '@dianjing/shared'
import { Button, Card } from 'antd'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header.tsx'
import { useGames } from '../api/get-games.ts'
import { GameFormModal } from '../components/game-form-modal.tsx'
import { GamesTable } from '../components/games-table.tsx'

export function GamesRoute({ section }: { section: { title: string; description: string } }) {
  const games = useGames()
  // undefined: closed; null: creating; a game: editing it.
  const [editing, setEditing] = useState<AdminGame | null | undefined>(undefined)

  return (
    <>
      <PageHeader
        title={section.title}
        description={section.description}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            新建游戏分类
          </Button>
        }
      />
      <Card>
        <GamesTable games={games.data ?? []} loading={games.isPending} onEdit={setEditing} />
      </Card>
      <GameFormModal key={editing?.id ?? 'new'} editing={editing} onClose={() => setEditing(undefined)} />
    </>
  )
}
