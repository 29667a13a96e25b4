import { DEBUG_PANEL } from '@dianjing/shared'
import { Button } from 'antd-mobile'
import { useCallback, useEffect, useRef, useState } from 'react'
import { clearLogin, clearUserInfo } from '@/lib/storage.ts'
import { showToast } from '@/lib/toast.ts'
import styles from './debug-panel.module.css'
import { recentTaps } from './taps.ts'
import { usePullDownReveal } from './use-pull-down-reveal.ts'

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

/**
 * The hidden debug panel of home (spec §2): a pull-down of more than 600 px shows it, it hides
 * itself after 10 s, and it can show or clear the login data cached on this phone.
 */
export function DebugPanel() {
  const [visible, setVisible] = useState(false)
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const reveal = useCallback(() => {
    setVisible(true)
    clearTimeout(hideTimer.current)
    hideTimer.current = setTimeout(() => setVisible(false), DEBUG_PANEL.autoHideMs)
  }, [])
  usePullDownReveal(DEBUG_PANEL.pullDistancePx, reveal)
  useEffect(() => () => clearTimeout(hideTimer.current), [])

  if (!visible) return null
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
