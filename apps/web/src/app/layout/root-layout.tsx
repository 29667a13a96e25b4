import { useEffect } from 'react'
import { Outlet, ScrollRestoration, useNavigation } from 'react-router'
import { APP_NAME, usePageHandle } from '../route-handle.ts'
import styles from './root-layout.module.css'

/** Around every page: the document title (WeChat shows it as the page's header) and scroll memory. */
export function RootLayout() {
  const handle = usePageHandle()
  const navigation = useNavigation()
  const title = handle?.tab || !handle ? APP_NAME : `${handle.title} - ${APP_NAME}`

  useEffect(() => {
    document.title = title
  }, [title])

  return (
    <>
      {/* A page loaded on demand is being fetched: a thin bar says something is happening. */}
      {navigation.state === 'loading' && (
        <div className={styles.progress} role="progressbar" aria-label="加载中" />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
