import { NavBar } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import styles from './page-nav-bar.module.css'

interface PageNavBarProps {
  title: ReactNode
  /** Tab pages are roots: no back arrow. */
  back?: boolean
  right?: ReactNode
}

/** react-router keeps its own history index; 0 means this page was the first one the app opened. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null
  return (state?.idx ?? 0) > 0
}

/**
 * The bar at the top of every page. Back leaves the page the way the user came in, or, when the page
 * was opened directly (a shared link in WeChat), goes home instead of leaving the app.
 */
export function PageNavBar({ title, back = true, right }: PageNavBarProps) {
  const navigate = useNavigate()
  const goBack = () => {
    if (canGoBack()) navigate(-1)
    else navigate('/home', { replace: true })
  }
  return (
    <div className={styles.bar}>
      {/* `back={null}` leaves the back area out entirely, rather than an empty one. */}
      <NavBar back={back ? undefined : null} onBack={back ? goBack : undefined} right={right}>
        {title}
      </NavBar>
    </div>
  )
}
