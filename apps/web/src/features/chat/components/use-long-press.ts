import { type MouseEvent, type TouchEvent, useEffect, useRef } from 'react'

const LONG_PRESS_MS = 500
/** A finger moving further than this is scrolling, not pressing. */
const MOVE_TOLERANCE_PX = 10

/**
 * Handlers for a long press: a held touch (iOS fires no context menu) or the context menu (Android's
 * long press, a mouse's right button), whichever comes first, once per press.
 */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const start = useRef<{ x: number; y: number } | null>(null)
  const firedAt = useRef(0)

  useEffect(() => () => clearTimeout(timer.current), [])

  const fire = () => {
    if (Date.now() - firedAt.current < 800) return
    firedAt.current = Date.now()
    onLongPress()
  }
  const cancel = () => {
    clearTimeout(timer.current)
    start.current = null
  }

  const handlers = {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0]
      if (!touch) return
      start.current = { x: touch.clientX, y: touch.clientY }
      clearTimeout(timer.current)
      timer.current = setTimeout(fire, LONG_PRESS_MS)
    },
    onTouchMove: (event: TouchEvent) => {
      const touch = event.touches[0]
      if (!touch || !start.current) return
      const moved = Math.hypot(touch.clientX - start.current.x, touch.clientY - start.current.y)
      if (moved > MOVE_TOLERANCE_PX) cancel()
    },
    onTouchEnd: cancel,
    onTouchCancel: cancel,
    onContextMenu: (event: MouseEvent) => {
      event.preventDefault()
      fire()
    },
  }
  /** A tap right after a long press is the same press ending, not a tap. */
  const justPressed = () => Date.now() - firedAt.current < 800
  return { handlers, justPressed }
}
