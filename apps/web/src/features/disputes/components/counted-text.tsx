import { TextArea } from 'antd-mobile'
import { textLength } from '../dispute-view.ts'
import styles from './counted-text.module.css'

interface CountedTextProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  max: number
  placeholder: string
  optional?: boolean
  /** What is wrong with it, from the last try to submit. */
  error?: string
}

/** A text with its label and its length against the limit, counted as the server counts. */
export function CountedText({
  id,
  label,
  value,
  onChange,
  max,
  placeholder,
  optional,
  error,
}: CountedTextProps) {
  const length = textLength(value)
  const over = length > max
  return (
    <div className={styles.field}>
      <div className={styles.head}>
        <label className={styles.label} htmlFor={id}>
          {label}
          {optional && <span className={styles.optional}>（选填）</span>}
        </label>
        <span className={`${styles.count} ${over ? styles.over : ''}`} aria-live="polite">
          {over ? `超出${length - max}字 ` : ''}
          {length}/{max}
        </span>
      </div>
      <TextArea
        id={id}
        className={styles.text}
        placeholder={placeholder}
        rows={3}
        autoSize={{ minRows: 3, maxRows: 6 }}
        value={value}
        onChange={onChange}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
