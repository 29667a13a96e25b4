import { SEARCH_DEBOUNCE_MS } from '@dianjing/shared'
import { SearchBar } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import styles from './hall-search-bar.module.css'

export const HALL_SEARCH_PLACEHOLDER = '搜索商品编号 / 订单号'
const KEYWORD_MAX = 32

interface HallSearchBarProps {
  /** The search in effect (the page keeps it in the address). */
  value: string
  /** Called 300 ms after the last keystroke (spec §9), at once on enter or clear. */
  onSearch: (keyword: string) => void
}

/** The hall's search by product number or order number. */
export function HallSearchBar({ value, onSearch }: HallSearchBarProps) {
  const [text, setText] = useState(value)
  const [shown, setShown] = useState(value)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef(onSearch)
  latest.current = onSearch

  useEffect(() => () => clearTimeout(timer.current), [])

  // The search changed from outside (back navigation): the box follows it.
  if (value !== shown) {
    setShown(value)
    setText(value)
  }

  const searchNow = (keyword: string) => {
    clearTimeout(timer.current)
    latest.current(keyword.trim())
  }

  const change = (next: string) => {
    setText(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => latest.current(next.trim()), SEARCH_DEBOUNCE_MS)
  }

  return (
    // Not <search>: only Chromium 118+ and Safari 17+ know it, and older WebViews (WeChat's on many
    // phones) take it for an unknown element with no landmark. role="search" is understood everywhere.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div className={styles.bar} role="search" aria-label={HALL_SEARCH_PLACEHOLDER}>
      <SearchBar
        value={text}
        placeholder={HALL_SEARCH_PLACEHOLDER}
        maxLength={KEYWORD_MAX}
        onChange={change}
        onSearch={searchNow}
        onClear={() => searchNow('')}
      />
    </div>
  )
}
