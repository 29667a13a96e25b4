import { Table, type TableColumnsType, Tag, Typography } from 'antd'
import { Link } from 'react-router'
import { type TablePage, tablePagination } from '@/components/table-pagination.ts'
import type { AuditEntry } from '../api/get-audit-log.ts'
import { AuditDiff } from './audit-diff.tsx'
import { fieldLabel } from './audit-fields.ts'
import { entityLabel } from './audit-labels.ts'
import { changedKeys } from './json-diff.ts'

/** Records with a page of their own in the console, so the log can open them. */
const RECORD_PAGES: Record<string, (id: string) => string> = {
  order: (id) => `/orders/${id}`,
}

/** Settings kept as one document: the record's name says it all, its key (#queues) would say nothing. */
const SETTINGS_DOCUMENTS = new Set(['wechatTemplates', 'queueSettings'])

function RecordCell({ entry }: { entry: AuditEntry }) {
  const page = entry.entityId ? RECORD_PAGES[entry.entity] : undefined
  return (
    <>
      <Tag variant="filled">{entityLabel(entry.entity)}</Tag>
      {entry.entityId &&
        !SETTINGS_DOCUMENTS.has(entry.entity) &&
        (page ? (
          <Link to={page(entry.entityId)} onClick={(event) => event.stopPropagation()}>
            #{entry.entityId}
          </Link>
        ) : (
          <Typography.Text>#{entry.entityId}</Typography.Text>
        ))}
    </>
  )
}

/** A short note of what changed, so most rows need not be opened. */
function Summary({ entry }: { entry: AuditEntry }) {
  const keys = [...changedKeys(entry.before, entry.after)]
  const text =
    keys.length > 0
      ? `变更 ${keys.map((key) => fieldLabel(key, entry.entity)).join('、')}`
      : entry.before === null && entry.after !== null
        ? '新建记录'
        : entry.after === null && entry.before !== null
          ? '删除记录'
          : '查看详情'
  return (
    <Typography.Text type="secondary" ellipsis={{ tooltip: text }} style={{ maxWidth: 320, fontSize: 13 }}>
      {text}
    </Typography.Text>
  )
}

export function AuditTable({
  rows,
  loading,
  pagination,
  onPageChange,
}: {
  rows: AuditEntry[]
  loading: boolean
  pagination: TablePage
  onPageChange: (page: number, pageSize: number) => void
}) {
  const columns: TableColumnsType<AuditEntry> = [
    { title: '时间', dataIndex: 'createTime', width: 180 },
    {
      title: '操作人',
      dataIndex: 'staffName',
      width: 160,
      render: (name: string) => name || <Typography.Text type="secondary">系统</Typography.Text>,
    },
    {
      title: '操作',
      dataIndex: 'actionLabel',
      width: 160,
      render: (label: string) => (
        <Tag color="purple" variant="outlined">
          {label}
        </Tag>
      ),
    },
    { title: '操作对象', key: 'record', width: 200, render: (_value, entry) => <RecordCell entry={entry} /> },
    { title: '内容', key: 'summary', render: (_value, entry) => <Summary entry={entry} /> },
  ]

  return (
    <Table<AuditEntry>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      expandable={{
        expandedRowRender: (entry) => <AuditDiff entry={entry} />,
        expandRowByClick: true,
      }}
      locale={{ emptyText: '没有符合条件的操作记录' }}
      pagination={tablePagination(pagination, onPageChange, { sizes: [20, 50, 100] })}
    />
  )
}
