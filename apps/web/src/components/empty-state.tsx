import type { ReactElement, ReactNode } from 'react'
import styles from './empty-state.module.css'
import { NothingHereIllustration } from './illustrations.tsx'
import { StatusBlock } from './status-block.tsx'

interface EmptyStateProps {
  title: string
  description?: string
  image?: ReactElement
  /** A page with nothing else on it: more room above. */
  page?: boolean
  children?: ReactNode
}

/** "Nothing here" in the app's style: a list with no items, a page that does not exist. */
export function EmptyState({ title, description, image, page = false, children }: EmptyStateProps) {
  return (
    <StatusBlock
      className={page ? styles.page : styles.inline}
      image={image ?? <NothingHereIllustration />}
      title={title}
      // null, not undefined: antd-mobile fills an undefined description with its stock "待会来试试".
      description={description ?? null}
    >
      {children}
    </StatusBlock>
  )
}
