import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router'
import { EmptyState } from '@/components/empty-state.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import styles from './status-page.module.css'

export function NotFoundRoute() {
  const navigate = useNavigate()
  return (
    <div className={styles.page}>
      <PageNavBar title="页面不存在" />
      <EmptyState page title="页面不存在" description="链接可能有误，或页面已下线">
        <Button color="primary" size="small" onClick={() => navigate('/home', { replace: true })}>
          返回首页
        </Button>
      </EmptyState>
    </div>
  )
}
