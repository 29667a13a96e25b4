import { PlusOutlined } from '@ant-design/icons'
import type { AdminBanner } from '@dianjing/shared'
import { Button, Card } from 'antd'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header.tsx'
import { useBanners } from '../api/get-banners.ts'
import { BannerFormModal } from '../components/banner-form-modal.tsx'
import { BannersTable } from '../components/banners-table.tsx'

export function BannersRoute({ section }: { section: { title: string; description: string } }) {
  const banners = useBanners()
  const [editing, setEditing] = useState<AdminBanner | null | undefined>(undefined)

  return (
    <>
      <PageHeader
        title={section.title}
        description={section.description}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            新建轮播图
          </Button>
        }
      />
      <Card>
        <BannersTable banners={banners.data ?? []} loading={banners.isPending} onEdit={setEditing} />
      </Card>
      <BannerFormModal key={editing?.id ?? 'new'} editing={editing} onClose={() => setEditing(undefined)} />
    </>
  )
}
