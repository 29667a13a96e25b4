import { SEARCH_DEBOUNCE_MS } from '@dianjing/shared'
import { SearchBar } from 'antd-mobile'
import { useRef, useState } from 'react'
import { useDebouncedCallback } from './use-debounced-callback.ts'
import styles from './worker-search-bar.module.css'

interface WorkerSearchBarProps {
  /** The search in effect (the page keeps it in the address). */
  value: string
  /** Called 300 ms after the last keystroke (spec §5), at once on enter or clear. */
  onSearch: (text: string) => void
}

/**
 * The search box of the players list. Typing only searches once the user pauses, and not while a
 * Chinese input method is still composing (the pinyin letters are not the name being searched).
 */
export function WorkerSearchBar({ value, onSearch }: WorkerSearchBarProps) {
  const [text, setText] = useState(value)
  const [shown, setShown] = useState(value)
  const composing = useRef(false)
  const search = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS)

  // The search changed from outside (back navigation, the tab bar): the box follows it.
  if (value !== shown) {
    setShown(value)
    if (value !== text) {
      search.cancel()
      setText(value)
    }
  }

  const change = (next: string) => {
    setText(next)
    if (!composing.current) search.run(next)
  }

  return (
    <div className={styles.bar}>
      <SearchBar
        value={text}
        placeholder="搜索打手昵称"
        maxLength={20}
        onChange={change}
        onSearch={(next) => search.flush(next)}
        onClear={() => {
          composing.current = false
          search.flush('')
        }}
        onCompositionStart={() => {
          composing.current = true
        }}
        onCompositionEnd={(event) => {
          composing.current = false
          change(event.currentTarget.value)
        }}
      />
    </div>
  )
}
