import { TabBar } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import styles from './tab-bar.module.css'
import { HomeIcon, MineIcon, PlayersIcon, RankingIcon } from './tab-icons.tsx'

export interface TabEntry {
  /** The spec's name for the entry (spec §2, bottom tab menu). */
  name: 'Home' | 'WorkerList' | 'ranking' | 'mine'
  label: string
  path: '/home' | '/worker-list' | '/ranking' | '/mine'
  icon: (active: boolean) => ReactNode
}

export const TAB_ENTRIES: readonly TabEntry[] = [
  { name: 'Home', label: '首页', path: '/home', icon: (active) => <HomeIcon active={active} /> },
  {
    name: 'WorkerList',
    label: '陪玩',
    path: '/worker-list',
    icon: (active) => <PlayersIcon active={active} />,
  },
  { name: 'ranking', label: '排行榜', path: '/ranking', icon: () => <RankingIcon /> },
  { name: 'mine', label: '我的', path: '/mine', icon: (active) => <MineIcon active={active} /> },
]

export function AppTabBar() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  return (
    <nav className={styles.bar} aria-label="底部导航">
      <TabBar activeKey={pathname} onChange={(path) => navigate(path)} safeArea>
        {TAB_ENTRIES.map((entry) => (
          <TabBar.Item key={entry.path} icon={entry.icon} title={entry.label} />
        ))}
      </TabBar>
    </nav>
  )
}
