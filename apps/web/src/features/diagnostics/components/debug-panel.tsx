import { DEBUG_PANEL } from '@dianjing/shared'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { usePullDownReveal } from './use-pull-down-reveal.ts'

/** Nobody but staff ever opens it: its code is not part of home's first download. */
const DebugPanelContent = lazy(() =>
  import('./debug-panel-content.tsx').then((module) => ({ default: module.DebugPanelContent })),
)

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
    <Suspense fallback={null}>
      <DebugPanelContent />
    </Suspense>
  )
}
