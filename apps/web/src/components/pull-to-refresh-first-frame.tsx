import 'antd-mobile/es/components/pull-to-refresh/pull-to-refresh.css'
import type { ReactNode } from 'react'

/**
 * PullToRefresh's markup at rest (head closed, its zh-CN text), for the first frame of a page that
 * loads the gesture after its first paint (use-motion-kit.ts). When the real one arrives the page is
 * drawn again inside it: its data is cached by then, so nothing is fetched twice and nothing moves.
 */
export function PullToRefreshFirstFrame({ children }: { children: ReactNode }) {
  return (
    <div className="adm-pull-to-refresh">
      <div className="adm-pull-to-refresh-head" style={{ height: 0 }}>
        <div className="adm-pull-to-refresh-head-content" style={{ height: 40 }}>
          下拉刷新
        </div>
      </div>
      <div className="adm-pull-to-refresh-content">{children}</div>
    </div>
  )
}
