import { Input } from 'antd'

/**
 * A list's search box, showing the search the address holds: a new address (back button, a link) resets
 * what it shows. Answers the search trimmed.
 */
export function KeywordSearch({
  keyword,
  placeholder,
  label,
  width = 360,
  onSearch,
}: {
  keyword: string
  placeholder: string
  label?: string
  width?: number
  onSearch: (keyword: string) => void
}) {
  return (
    <Input.Search
      key={keyword}
      defaultValue={keyword}
      aria-label={label}
      placeholder={placeholder}
      allowClear
      enterButton="搜索"
      onSearch={(text) => onSearch(text.trim())}
      style={{ width }}
    />
  )
}
