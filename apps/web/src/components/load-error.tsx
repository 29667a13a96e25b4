import { Button } from 'antd-mobile'
import { isBusinessError } from '@/lib/request.ts'
import { OfflineIllustration } from './illustrations.tsx'
import styles from './load-error.module.css'
import { StatusBlock } from './status-block.tsx'

interface LoadErrorProps {
  title: string
  error: Error
  onRetry: () => void
  /** True while the retry is under way. */
  retrying?: boolean
  compact?: boolean
}

/**
 * What a screen or a block shows when its data could not be loaded: the server's own words when it
 * answered (a product taken down), a network hint when it did not, and a way to retry.
 */
export function LoadError({ title, error, onRetry, retrying = false, compact = false }: LoadErrorProps) {
  return (
    <StatusBlock
      className={compact ? styles.compact : styles.full}
      image={<OfflineIllustration />}
      title={title}
      description={isBusinessError(error) ? error.message : '网络不太稳定，请检查网络后重试'}
    >
      <Button color="primary" fill="outline" size="small" loading={retrying} onClick={onRetry}>
        重新加载
      </Button>
    </StatusBlock>
  )
}
