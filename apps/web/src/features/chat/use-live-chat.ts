import { useEffect, useRef } from 'react'
import { type LiveEnd, type LiveEvent, openLiveChat } from './api/live-chat.ts'

/** Waits before connecting again: 1 s, 2 s, 4 s … up to 30 s, each with a little jitter. */
export function reconnectDelay(attempt: number, random = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** attempt)
  return Math.round(base * (0.8 + 0.4 * random()))
}

/** Resolves after `ms`, or sooner when the phone comes back online or the page is shown again. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      window.removeEventListener('online', done)
      document.removeEventListener('visibilitychange', shown)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const shown = () => {
      if (document.visibilityState === 'visible') done()
    }
    const timer = setTimeout(done, ms)
    window.addEventListener('online', done)
    document.addEventListener('visibilitychange', shown)
    signal.addEventListener('abort', done)
  })
}

interface LiveChatOptions {
  orderId: number
  /** Connect only once the first page is on screen. */
  enabled: boolean
  /** The newest message the page holds: each connection asks for what came after it. */
  lastId: () => number
  onEvent: (event: LiveEvent) => void
  /** The server refused the stream or closed the chat: no more connecting. */
  onEnd: (end: Exclude<LiveEnd, 'dropped'>) => void
}

/**
 * Keeps the order's live channel open while the page is: a dropped connection is opened again with
 * backoff, asking for the messages after the last one the page has, so nothing is missed. Leaving the
 * page ends it.
 */
export function useLiveChat({ orderId, enabled, lastId, onEvent, onEnd }: LiveChatOptions) {
  // The latest callbacks, so a re-render does not reconnect.
  const latest = useRef({ lastId, onEvent, onEnd })
  useEffect(() => {
    latest.current = { lastId, onEvent, onEnd }
  })

  useEffect(() => {
    if (!enabled) return
    const leaving = new AbortController()
    const run = async () => {
      let attempt = 0
      while (!leaving.signal.aborted) {
        const end = await openLiveChat({
          orderId,
          afterId: latest.current.lastId(),
          signal: leaving.signal,
          onOpen: () => {
            attempt = 0
          },
          onEvent: (event) => latest.current.onEvent(event),
        })
        if (leaving.signal.aborted) return
        if (end !== 'dropped') {
          latest.current.onEnd(end)
          return
        }
        await pause(reconnectDelay(attempt), leaving.signal)
        attempt += 1
      }
    }
    void run()
    return () => leaving.abort()
  }, [orderId, enabled])
}
