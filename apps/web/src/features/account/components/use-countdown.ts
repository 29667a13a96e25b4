import { useCallback, useEffect, useState } from 'react'

/**
 * Whole seconds left until a deadline, ticking down each second to 0. Read from the clock on every
 * tick rather than counted, so a tab the browser throttled in the background is right when it returns.
 */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState<number | null>(null)
  const [remaining, setRemaining] = useState(0)

  useEffect(() => {
    if (deadline === null) return
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
      setRemaining(left)
      if (left === 0) setDeadline(null)
    }, 1000)
    return () => clearInterval(timer)
  }, [deadline])

  const start = useCallback((seconds: number) => {
    setDeadline(Date.now() + seconds * 1000)
    setRemaining(seconds)
  }, [])

  return { remaining, start }
}
