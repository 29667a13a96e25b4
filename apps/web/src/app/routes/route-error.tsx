import { Button } from 'antd-mobile'
import { useEffect } from 'react'
import { useRouteError } from 'react-router'
import { EmptyState } from '@/components/empty-state.tsx'
import { OfflineIllustration } from '@/components/illustrations.tsx'
import styles from './status-page.module.css'

/**
 * A page that failed to load or render. The usual cause is a new release replacing the chunk an
 * open page still asks for, which a reload fixes.
 */
export function RouteError() {
  const error = useRouteError()
  useEffect(() => console.error('[route]', error), [error])
  return (
    <div className={styles.page}>
      <EmptyState page image={<OfflineIllustration />} title="页面加载失败" description="请刷新页面后重试">
        <Button color="primary" size="small" onClick={() => window.location.reload()}>
          刷新页面
        </Button>
      </EmptyState>
    </div>
  )
}
