import { DEBUG_PANEL, TOAST_DURATION_MS } from '@dianjing/shared'
import { Button, Dialog, Toast } from 'antd-mobile'
import { useCallback, useEffect, useRef, useState } from 'react'
import { getEnv } from '@/lib/env.ts'
import { clearLogin, clearUserInfo, getOpenId, getPhone, getToken, getUserInfo } from '@/lib/storage.ts'
import styles from './debug-panel.module.css'
import { recentTaps } from './taps.ts'
import { usePullDownReveal } from './use-pull-down-reveal.ts'

/** Enough of a secret to tell two apart, not enough to reuse it from a screenshot. */
const mask = (value: string | null) => (value ? `${value.slice(0, 6)}…（${value.length}位）` : '无')

function showCachedLogin() {
  const userInfo = getUserInfo<{ id?: number; nickName?: string }>()
  const rows: [string, string][] = [
    ['环境', getEnv() === 'wechat' ? '微信' : 'h5'],
    ['手机号', getPhone() ?? '无'],
    ['openId', mask(getOpenId())],
    ['token', mask(getToken())],
    ['用户', userInfo ? `${userInfo.nickName ?? ''}（ID ${userInfo.id ?? '-'}）` : '无'],
  ]
  Dialog.alert({
    title: '登录缓存',
    content: (
      <dl className={styles.rows}>
        {rows.map(([name, value]) => (
          <div key={name} className={styles.row}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    ),
    confirmText: '关闭',
  })
}

function clearCachedLogin() {
  clearLogin()
  clearUserInfo()
  Toast.show({ content: '已清除登录缓存', duration: TOAST_DURATION_MS })
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
