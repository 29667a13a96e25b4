import { DEBUG_PANEL } from '@dianjing/shared'
import { Button } from 'antd-mobile'
import { useState } from 'react'
import { clearLogin, clearUserInfo } from '@/lib/storage.ts'
import { showToast } from '@/lib/toast.ts'
import styles from './debug-panel.module.css'
import { recentTaps } from './taps.ts'

/** The dialog is only ever opened from the hidden panel: its code loads when it is asked for. */
function showCachedLogin() {
  void import('./cached-login-dialog.tsx').then((module) => module.showCachedLogin())
}

function clearCachedLogin() {
  clearLogin()
  clearUserInfo()
  showToast('已清除登录缓存')
}

/** A button that acts only after 3 taps within 3 s, so a stray tap changes nothing. */
function GuardedButton({ label, onConfirmed }: { label: string; onConfirmed: () => void }) {
  const [taps, setTaps] = useState<number[]>([])
  const tap = () => {
    const next = recentTaps(taps, Date.now(), DEBUG_PANEL.tapWindowMs)
    if (next.length >= DEBUG_PANEL.taps) {
      setTaps([])
      onConfirmed()
    } else {
      setTaps(next)
    }
  }
  const left = DEBUG_PANEL.taps - taps.length
  return (
    <Button block size="small" onClick={tap}>
      {taps.length > 0 ? `再点 ${left} 次` : label}
    </Button>
  )
}

/** What the debug panel shows once revealed (debug-panel.tsx): its code loads only then. */
export function DebugPanelContent() {
  return (
    <aside className={styles.panel} aria-label="调试面板">
      <p className={styles.title}>调试面板 · 10 秒后自动隐藏</p>
      <div className={styles.actions}>
        <GuardedButton label="查看登录缓存" onConfirmed={showCachedLogin} />
        <GuardedButton label="清除登录缓存" onConfirmed={clearCachedLogin} />
      </div>
    </aside>
  )
}
