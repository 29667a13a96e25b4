import type { ChatMessageView } from '@dianjing/shared'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react'
import { getChatPage, useChatPage } from './api/get-chat-page.ts'
import { chatKeys } from './api/keys.ts'
import type { LiveEvent } from './api/live-chat.ts'
import { useMarkChatRead } from './api/mark-read.ts'
import { emptyThread, threadReducer } from './thread.ts'
import { useLiveChat } from './use-live-chat.ts'

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}

/** Whether the user can see the page now (WeChat keeps a page running in the background). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => true,
  )
}

/**
 * One order's chat on its page: the newest page first, then the live channel from its last message;
 * older pages on demand; what arrives while the page is seen is marked read.
 */
export function useChatThread(orderId: number) {
  const queryClient = useQueryClient()
  const first = useChatPage(orderId)
  const [thread, dispatch] = useReducer(threadReducer, emptyThread)
  const [loadingOlder, setLoadingOlder] = useState(false)
  const markRead = useMarkChatRead()
  const visible = usePageVisible()

  useEffect(() => {
    if (first.data) dispatch({ type: 'newest', page: first.data })
  }, [first.data])

  const newest = thread.messages.at(-1)
  const newestId = newest?.id ?? 0
  const firstPageLastId = first.data?.messages.at(-1)?.id ?? 0
  const lastIdRef = useRef(0)
  // Before the live channel's effect below: a connection asks from the newest message on screen.
  useEffect(() => {
    lastIdRef.current = Math.max(newestId, firstPageLastId)
  }, [newestId, firstPageLastId])
  // Set when the server refused the stream; the channel opens again once the page has been reloaded.
  const [refusedAt, setRefusedAt] = useState<number | null>(null)

  const onEvent = useCallback((event: LiveEvent) => {
    if (event.type === 'message') dispatch({ type: 'received', messages: [event.message] })
    if (event.type === 'marks') dispatch({ type: 'marks', marks: event.marks })
    if (event.type === 'closed') dispatch({ type: 'closed', reason: event.reason })
  }, [])

  useLiveChat({
    orderId,
    enabled: first.isSuccess && (refusedAt === null || first.dataUpdatedAt > refusedAt),
    lastId: () => lastIdRef.current,
    onEvent,
    // Refused: the page asks again through the request client, which signs in again when the session
    // ended, or shows why the chat is not this user's any more.
    onEnd: (end) => {
      if (end !== 'refused') return
      setRefusedAt(Date.now())
      void queryClient.invalidateQueries({ queryKey: chatKeys.page(orderId) })
    },
  })

  // What the other side wrote is read once it is on a page the user sees.
  const readUpTo = useRef(0)
  const unreadFromPeer = newest !== undefined && !newest.mine && newestId > readUpTo.current
  useEffect(() => {
    if (!unreadFromPeer || !visible) return
    readUpTo.current = newestId
    markRead.mutate(
      { orderId, readId: newestId },
      {
        onError: () => {
          readUpTo.current = 0
        },
      },
    )
  }, [unreadFromPeer, visible, newestId, orderId, markRead.mutate])

  const olderInFlight = useRef(false)
  const oldestId = thread.messages[0]?.id
  const loadOlder = useCallback(async () => {
    if (oldestId === undefined || !thread.hasMore || olderInFlight.current) return
    olderInFlight.current = true
    setLoadingOlder(true)
    try {
      dispatch({ type: 'older', page: await getChatPage(orderId, oldestId) })
    } catch {
      // Toasted by the request client; scrolling up again asks again.
    } finally {
      olderInFlight.current = false
      setLoadingOlder(false)
    }
  }, [orderId, oldestId, thread.hasMore])

  const addSent = useCallback((message: ChatMessageView) => {
    dispatch({ type: 'received', messages: [message] })
  }, [])

  return { first, thread, loadingOlder, loadOlder, addSent }
}
