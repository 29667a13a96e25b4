import { type AdminStaffRow, STAFF_ROLE_LABELS } from '@dianjing/shared'
import { Button, DatePicker, Flex, Input, Select } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useEffect, useState } from 'react'
import { ACTION_OPTIONS, ENTITY_OPTIONS } from './audit-labels.ts'
import type { AuditFilters } from './audit-query.ts'

const DAY_FORMAT = 'YYYY-MM-DD'

/** Every filter off: what 清除筛选 sends. */
const NO_FILTERS: AuditFilters = {
  staffId: undefined,
  action: undefined,
  entity: undefined,
  entityId: undefined,
  from: undefined,
  to: undefined,
}

/** The record id box keeps what staff type until they search, and follows the address otherwise. */
function EntityIdSearch({
  value,
  onSearch,
}: {
  value?: string
  onSearch: (text: string | undefined) => void
}) {
  const [typed, setTyped] = useState(value ?? '')
  useEffect(() => setTyped(value ?? ''), [value])
  return (
    <Input.Search
      allowClear
      placeholder="订单号、手机号、记录 ID 或关键词"
      aria-label="按记录 ID 筛选"
      style={{ width: 200 }}
      value={typed}
      maxLength={64}
      onChange={(event) => setTyped(event.target.value)}
      onSearch={(text) => onSearch(text.trim() || undefined)}
    />
  )
}

/** Who, what, on which record and when, above the log. */
export function AuditFilterBar({
  staff,
  staffLoading,
  value,
  onChange,
}: {
  staff: AdminStaffRow[] | undefined
  staffLoading: boolean
  value: AuditFilters
  onChange: (filters: Partial<AuditFilters>) => void
}) {
  const range =
    value.from && value.to
      ? ([dayjs(value.from, DAY_FORMAT), dayjs(value.to, DAY_FORMAT)] as [Dayjs, Dayjs])
      : null
  const filtered = Object.values(value).some((item) => item !== undefined)
  const staffOptions = (staff ?? []).map((member) => ({
    value: member.id,
    label: `${member.name}（${STAFF_ROLE_LABELS[member.role]}）`,
  }))

  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      <Select<number>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="全部操作人"
        aria-label="按操作人筛选"
        style={{ width: 200 }}
        loading={staffLoading}
        notFoundContent={staffLoading ? '加载中…' : '没有匹配的员工'}
        value={value.staffId}
        options={staffOptions}
        onChange={(staffId) => onChange({ staffId })}
      />
      <Select<string>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="全部操作"
        aria-label="按操作筛选"
        style={{ width: 180 }}
        value={value.action}
        options={ACTION_OPTIONS}
        onChange={(action) => onChange({ action })}
      />
      <Select<string>
        allowClear
        placeholder="全部对象"
        aria-label="按操作对象筛选"
        style={{ width: 150 }}
        value={value.entity}
        options={ENTITY_OPTIONS}
        onChange={(entity) => onChange({ entity })}
      />
      <EntityIdSearch value={value.entityId} onSearch={(entityId) => onChange({ entityId })} />
      <DatePicker.RangePicker
        aria-label="按操作日期筛选"
        placeholder={['开始日期', '结束日期']}
        value={range}
        format={DAY_FORMAT}
        allowEmpty={[false, false]}
        disabledDate={(date) => date.isAfter(dayjs(), 'day')}
        onChange={(_dates, [from, to]) => onChange({ from: from || undefined, to: to || undefined })}
        style={{ width: 260 }}
      />
      {filtered && (
        <Button type="link" onClick={() => onChange(NO_FILTERS)}>
          清除筛选
        </Button>
      )}
    </Flex>
  )
}
