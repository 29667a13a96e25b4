import { DownloadOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useState } from 'react'
import { useMe } from '@/lib/me.ts'
import { canExport, type ExportKind } from '../api/download-export.ts'
import { ExportModal } from './export-modal.tsx'

/** 导出 CSV, for finance and the owner; nothing at all for the other roles or before the role is known. */
export function ExportButton({ kind }: { kind: ExportKind }) {
  const role = useMe().data?.role
  const [open, setOpen] = useState(false)
  if (!canExport(role)) return null
  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => setOpen(true)}>
        导出 CSV
      </Button>
      <ExportModal kind={kind} open={open} onClose={() => setOpen(false)} />
    </>
  )
}
