import type { AdminGame } from '@dianjing/shared'
import { Button, DatePicker, Flex, Input, Select } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useEffect, useState } from 'react'
import type { OrderFilters } from './order-query.ts'

const DAY_FORMAT = 'YYYY-MM-DD'

/** A search box that keeps what staff type until they search, and follows the address otherwise. */
function SearchBox({
  value,
  placeholder,
  label,
  width,
  onSearch,
}: {
  value?: string
  placeholder: string
  label: string
  width: number
  onSearch: (text: string | undefined) => void
}) {
  const [typed, setTyped] = useState(value ?? '')
  useEffect(() => setTyped(value ?? ''), [value])
  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      aria-label={label}
      style={{ width }}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      onSearch={(text) => onSearch(text.trim() || undefined)}
    />
  )
}

/** Customer, worker, game and the days the orders were placed, above the order table. */
export function OrderFilterBar({
  games,
  value,
  onChange,
}: {
  games: AdminGame[]
  value: OrderFilters
  onChange: (filters: Partial<OrderFilters>) => void
}) {
  const range =
    value.from && value.to
      ? ([dayjs(value.from, DAY_FORMAT), dayjs(value.to, DAY_FORMAT)] as [Dayjs, Dayjs])
      : null
  const filtered = Boolean(value.keyword || value.worker || value.gameId || value.from || value.to)

  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      <SearchBox
        value={value.keyword}
        placeholder="订单号、客户手机号或昵称"
        label="搜索订单号、客户手机号或昵称"
        width={260}
        onSearch={(keyword) => onChange({ keyword })}
      />
      <SearchBox
        value={value.worker}
        placeholder="打手手机号或昵称"
        label="搜索打手手机号或昵称"
        width={200}
        onSearch={(worker) => onChange({ worker })}
      />
      <Select<number>
        allowClear
        placeholder="全部游戏"
        aria-label="按游戏筛选"
        style={{ width: 160 }}
        value={value.gameId}
        options={games.map((game) => ({
          value: game.id,
          label: game.enabled ? game.name : `${game.name}（已停用）`,
        }))}
        onChange={(gameId) => onChange({ gameId })}
      />
      <DatePicker.RangePicker
        aria-label="按下单日期筛选"
        placeholder={['下单开始日期', '结束日期']}
        value={range}
        format={DAY_FORMAT}
        allowEmpty={[false, false]}
        disabledDate={(date) => date.isAfter(dayjs(), 'day')}
        onChange={(_dates, [from, to]) => onChange({ from: from || undefined, to: to || undefined })}
        style={{ width: 280 }}
      />
      {filtered && (
        <Button
          type="link"
          onClick={() =>
            onChange({
              keyword: undefined,
              worker: undefined,
              gameId: undefined,
              from: undefined,
              to: undefined,
            })
          }
        >
          清除筛选
        </Button>
      )}
    </Flex>
  )
}
