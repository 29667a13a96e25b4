import { PlusOutlined } from '@ant-design/icons'
import type { AdminUserLevel } from '@dianjing/shared'
import { Button, Card } from 'antd'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header.tsx'
import { useUserLevels } from '../api/get-user-levels.ts'
import { UserLevelFormModal } from '../components/user-level-form-modal.tsx'
import { UserLevelsTable } from '../components/user-levels-table.tsx'

export function UserLevelsRoute({ section }: { section: { title: string; description: string } }) {
  const levels = useUserLevels()
  const [editing, setEditing] = useState<AdminUserLevel | null | undefined>(undefined)

  return (
    <>
      <PageHeader
        title={section.title}
        description={section.description}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            新建会员等级
          </Button>
        }
      />
      <Card>
        <UserLevelsTable levels={levels.data ?? []} loading={levels.isPending} onEdit={setEditing} />
      </Card>
      <UserLevelFormModal
        key={editing?.id ?? 'new'}
        editing={editing}
        onClose={() => setEditing(undefined)}
      />
    </>
  )
}
