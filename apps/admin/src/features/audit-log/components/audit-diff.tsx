import { Button, Flex, Table, Tag, Typography, theme } from 'antd'
import { useState } from 'react'
import type { AuditEntry } from '../api/get-audit-log.ts'
import { fieldLabel, fieldText } from './audit-fields.ts'
import { changedKeys } from './json-diff.ts'

interface FieldRow {
  key: string
  label: string
  before: string
  after: string
  changed: boolean
}

const recordOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/** The entry's fields, before and after, in words: changed ones first, the rest on request. */
export function fieldRows(entry: AuditEntry): FieldRow[] {
  const before = recordOf(entry.before)
  const after = recordOf(entry.after)
  const changed = changedKeys(entry.before, entry.after)
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  return keys
    .map((key) => ({
      key,
      label: fieldLabel(key, entry.entity),
      before: entry.before === null ? '—' : fieldText(entry.entity, key, before[key]),
      after: entry.after === null ? '—' : fieldText(entry.entity, key, after[key]),
      changed: changed.has(key),
    }))
    .sort((a, b) => Number(b.changed) - Number(a.changed))
}

/**
 * An entry's record before and after the action, field by field in Chinese, money in yuan and states by
 * their names; long values wrap inside the page.
 */
export function AuditDiff({ entry }: { entry: AuditEntry }) {
  const { token } = theme.useToken()
  const [showAll, setShowAll] = useState(false)
  const rows = fieldRows(entry)
  const changed = rows.filter((row) => row.changed)
  const shown = showAll || changed.length === 0 ? rows : changed
  const cell = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const

  return (
    <Flex vertical gap={8} style={{ padding: '4px 0', maxWidth: '100%' }}>
      <Flex align="center" gap={8} wrap>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {entry.before === null
            ? '新建的记录'
            : entry.after === null
              ? '删除的记录'
              : `变更 ${changed.length} 个字段`}
        </Typography.Text>
        {rows.length > changed.length && changed.length > 0 && (
          <Button type="link" size="small" onClick={() => setShowAll(!showAll)} style={{ paddingInline: 0 }}>
            {showAll ? '只看变更的字段' : `显示全部 ${rows.length} 个字段`}
          </Button>
        )}
      </Flex>
      <Table<FieldRow>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={shown}
        tableLayout="fixed"
        locale={{ emptyText: '没有记录字段' }}
        onRow={(row) => ({ style: row.changed ? { background: token.colorWarningBg } : undefined })}
        columns={[
          {
            title: '字段',
            dataIndex: 'label',
            width: 160,
            render: (label: string, row) => (
              <Flex gap={6} align="center" wrap>
                <span>{label}</span>
                {row.changed && (
                  <Tag color="orange" variant="outlined" style={{ marginInlineEnd: 0 }}>
                    已变更
                  </Tag>
                )}
              </Flex>
            ),
          },
          { title: '修改前', dataIndex: 'before', render: (text: string) => <div style={cell}>{text}</div> },
          { title: '修改后', dataIndex: 'after', render: (text: string) => <div style={cell}>{text}</div> },
        ]}
      />
    </Flex>
  )
}
