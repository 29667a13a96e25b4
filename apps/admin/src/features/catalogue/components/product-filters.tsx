import { PlusOutlined } from '@ant-design/icons'
import type { AdminGame } from '@dianjing/shared'
import { Button, Flex, Input, Select } from 'antd'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'

export interface ProductFilterValues {
  gameId?: number
  status?: '0' | '1'
  keyword?: string
}

const STATUS_OPTIONS = [
  { value: '0', label: '在售' },
  { value: '1', label: '已售罄' },
]

/** Game, status and a title search above the product table. */
export function ProductFilters({
  games,
  value,
  onChange,
}: {
  games: AdminGame[]
  value: ProductFilterValues
  onChange: (value: ProductFilterValues) => void
}) {
  const { search } = useLocation()
  const [keyword, setKeyword] = useState(value.keyword ?? '')
  useEffect(() => setKeyword(value.keyword ?? ''), [value.keyword])

  return (
    <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 16 }}>
      <Flex gap={12} wrap>
        <Select<number>
          allowClear
          placeholder="全部游戏"
          aria-label="按游戏筛选"
          style={{ width: 180 }}
          value={value.gameId}
          options={games.map((game) => ({
            value: game.id,
            label: game.enabled ? game.name : `${game.name}（已停用）`,
          }))}
          onChange={(gameId) => onChange({ ...value, gameId })}
        />
        <Select<'0' | '1'>
          allowClear
          placeholder="全部状态"
          aria-label="按状态筛选"
          style={{ width: 140 }}
          value={value.status}
          options={STATUS_OPTIONS}
          onChange={(status) => onChange({ ...value, status })}
        />
        <Input.Search
          allowClear
          placeholder="搜索商品标题"
          aria-label="搜索商品标题"
          style={{ width: 280 }}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(text) => onChange({ ...value, keyword: text.trim() || undefined })}
          enterButton="搜索"
        />
      </Flex>
      <Link to="/products/new" state={{ search }}>
        <Button type="primary" icon={<PlusOutlined />}>
          新建商品
        </Button>
      </Link>
    </Flex>
  )
}
