import { Outlet } from 'react-router'
import { AppTabBar } from './tab-bar.tsx'
import styles from './tab-layout.module.css'

/** The four tab pages (spec §2) share the bottom bar; no other page shows it. */
export function TabLayout() {
  return (
    <div className={styles.layout}>
      <Outlet />
      <AppTabBar />
    </div>
  )
}
