import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'

export interface Debounced<A extends unknown[]> {
  /** Calls the callback `delayMs` after the last call; each call restarts the wait. */
  run: (...args: A) => void
  /** Calls it now, dropping any call still waiting. */
  flush: (...args: A) => void
  cancel: () => void
}

/**
 * A debounced version of `callback` that keeps its identity across renders and always calls the latest
 * `callback`. A call still waiting when the component unmounts is dropped.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
): Debounced<A> {
  const latest = useRef(callback)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useLayoutEffect(() => {
    latest.current = callback
  })
  useEffect(() => () => clearTimeout(timer.current), [])

  return useMemo(() => {
    const cancel = () => clearTimeout(timer.current)
    return {
      run: (...args: A) => {
        cancel()
        timer.current = setTimeout(() => latest.current(...args), delayMs)
      },
      flush: (...args: A) => {
        cancel()
        latest.current(...args)
      },
      cancel,
    }
  }, [delayMs])
}
