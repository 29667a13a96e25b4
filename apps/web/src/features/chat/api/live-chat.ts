import type { ChatMessageView } from '@dianjing/shared'
import { readEventStream } from '@/lib/event-stream.ts'
import { API_BASE } from '@/lib/http.ts'
import { withQuery } from '@/lib/query-string.ts'
import { getToken } from '@/lib/storage.ts'

export interface PeerMarks {
  deliveredId: number
  readId: number
}

export type LiveEvent =
  | { type: 'message'; message: ChatMessageView }
  | { type: 'marks'; marks: PeerMarks }
  | { type: 'closed'; reason: string }

/**
 * How one connection ended: `dropped` (the network, the server restarting: connect again), `closed`
 * (the server said this user is out of the chat) or `refused` (the server answered an envelope
 * instead of a stream: signed out, not in the chat; asking again will not help).
 */
export type LiveEnd = 'dropped' | 'closed' | 'refused'

/** The server comments every 25 s; this long without a byte, the connection is dead even if not closed. */
export const LIVE_SILENCE_MS = 45_000

interface OpenLiveChat {
  orderId: number
  /** Messages after this id are sent first: what the page has not got yet. */
  afterId: number
  signal: AbortSignal
  /** The connection is open (the server answered with a stream). */
  onOpen: () => void
  onEvent: (event: LiveEvent) => void
}

function toLiveEvent(name: string, data: string): LiveEvent | null {
  try {
    const parsed = JSON.parse(data)
    if (name === 'message') return { type: 'message', message: parsed as ChatMessageView }
    if (name === 'marks') return { type: 'marks', marks: parsed as PeerMarks }
    if (name === 'closed') return { type: 'closed', reason: String(parsed?.reason ?? '') }
  } catch {
    // An event this page does not understand is skipped.
  }
  return null
}

/**
 * One connection to the order's live channel (server-sent events), read with fetch because it carries
 * the session's `Authorization` header as every call does. Resolves when the connection ends.
 */
export async function openLiveChat({
  orderId,
  afterId,
  signal,
  onOpen,
  onEvent,
}: OpenLiveChat): Promise<LiveEnd> {
  const connection = new AbortController()
  const stop = () => connection.abort()
  signal.addEventListener('abort', stop, { once: true })
  let silence: ReturnType<typeof setTimeout> | undefined
  const heard = () => {
    clearTimeout(silence)
    silence = setTimeout(stop, LIVE_SILENCE_MS)
  }
  let closed = false
  try {
    heard()
    const headers = new Headers({ Accept: 'text/event-stream' })
    const token = getToken()
    if (token) headers.set('Authorization', `Bearer ${token}`)
    const response = await fetch(
      `${API_BASE}${withQuery('/v1/dEsports/orderChat/live', { orderId, afterId })}`,
      { headers, signal: connection.signal, cache: 'no-store' },
    )
    const type = response.headers.get('content-type') ?? ''
    if (!response.ok || !type.includes('text/event-stream') || !response.body) {
      // An envelope is the server's refusal; anything else (a proxy's error page) is passing trouble.
      return type.includes('application/json') ? 'refused' : 'dropped'
    }
    onOpen()
    await readEventStream(
      response.body,
      ({ event, data }) => {
        const live = toLiveEvent(event, data)
        if (!live) return
        if (live.type === 'closed') closed = true
        onEvent(live)
      },
      heard,
    )
    return closed ? 'closed' : 'dropped'
  } catch {
    return closed ? 'closed' : 'dropped'
  } finally {
    clearTimeout(silence)
    signal.removeEventListener('abort', stop)
    connection.abort()
  }
}
