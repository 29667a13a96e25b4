import { useEffect } from 'react'

/**
 * Calls `onReveal` when the finger is dragged down more than `distancePx` starting at the top of the
 * page: a gesture nobody makes by accident (the debug panel of spec §2 uses 600 px).
 */
export function usePullDownReveal(distancePx: number, onReveal: () => void): void {
  useEffect(() => {
    let startY: number | null = null
    const start = (event: TouchEvent) => {
      startY = window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null
    }
    const move = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY
      if (startY === null || y === undefined || y - startY <= distancePx) return
      startY = null
      onReveal()
    }
    const end = () => {
      startY = null
    }
    window.addEventListener('touchstart', start, { passive: true })
    window.addEventListener('touchmove', move, { passive: true })
    window.addEventListener('touchend', end, { passive: true })
    window.addEventListener('touchcancel', end, { passive: true })
    return () => {
      window.removeEventListener('touchstart', start)
      window.removeEventListener('touchmove', move)
      window.removeEventListener('touchend', end)
      window.removeEventListener('touchcancel', end)
    }
  }, [distancePx, onReveal])
}
