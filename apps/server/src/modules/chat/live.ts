import type { ServerResponse } from 'node:http'
import type { ChangeFeed } from '../../db/change-feed.ts'
import type { Db } from '../../db/database.ts'
import * as repo from './repo.ts'
import { markDelivered, sideOf, viewsFor } from './service.ts'

/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000
/** What the browser waits before reconnecting a stream that dropped. */
const RETRY_MS = 3000

type Wake = () => void

/**
 * The open chat streams of this process, by order. A change to an order's chat is announced by the
 * database (`chat_changed`, from whichever process stored it), so a message reaches every process's
 * streams; when the feed was down every stream looks again.
 */
export class ChatHub {
  readonly #byOrder = new Map<number, Set<Wake>>()
  readonly #streams = new Set<() => void>()
  readonly #unsubscribe: () => void

  constructor(feed: ChangeFeed) {
    this.#unsubscribe = feed.subscribe({
      change: (channel, payload) => {
        if (channel === 'chat_changed') this.#wake(Number(payload))
      },
      reset: () => {
        for (const orderId of this.#byOrder.keys()) this.#wake(orderId)
      },
    })
  }

  get listeners(): number {
    let total = 0
    for (const wakes of this.#byOrder.values()) total += wakes.size
    return total
  }

  listen(orderId: number, wake: Wake): () => void {
    const wakes = this.#byOrder.get(orderId) ?? new Set<Wake>()
    wakes.add(wake)
    this.#byOrder.set(orderId, wakes)
    return () => {
      wakes.delete(wake)
      if (wakes.size === 0) this.#byOrder.delete(orderId)
    }
  }

  /** Keeps a stream's end, so the process can end every stream when it stops. */
  track(end: () => void): () => void {
    this.#streams.add(end)
    return () => this.#streams.delete(end)
  }

  /** Ends every stream (their pages reconnect, to another process) and stops listening. */
  close(): void {
    for (const end of [...this.#streams]) end()
    this.#unsubscribe()
    this.#byOrder.clear()
  }

  #wake(orderId: number) {
    for (const wake of this.#byOrder.get(orderId) ?? []) wake()
  }
}

const event = (name: string, data: unknown, id?: number) =>
  `${id ? `id: ${id}\n` : ''}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`

/**
 * Streams one order's chat to its customer or worker as server-sent events: every message after
 * `afterId` (what a reconnecting page missed), then each new one as it is stored, and the other side's
 * delivered/read marks as they move. Ends when the listener is no longer in the chat (the order was
 * handed to another worker) or the connection closes.
 */
export function streamChat(
  db: Db,
  hub: ChatHub,
  raw: ServerResponse,
  { orderId, userId, afterId }: { orderId: number; userId: number; afterId: number },
) {
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx: pass each event on at once instead of buffering the response.
    'x-accel-buffering': 'no',
  })
  raw.write(`retry: ${RETRY_MS}\n\n`)

  let lastId = afterId
  let lastMarks = ''
  let pumping = false
  let again = false
  let ended = false

  const end = () => {
    if (ended) return
    ended = true
    stop()
    untrack()
    clearInterval(heartbeat)
    raw.end()
  }

  const pump = async () => {
    if (pumping) {
      again = true
      return
    }
    pumping = true
    try {
      do {
        again = false
        const order = await repo.findOrderFacts(db, orderId)
        const side = order ? sideOf(order, userId) : null
        if (!order || !side) {
          raw.write(event('closed', { reason: '您已不在该订单的聊天中' }))
          end()
          return
        }
        const fresh = await repo.messagesAfter(db, orderId, lastId)
        const { views, peerMarks } = await viewsFor(db, order, side, userId, fresh)
        for (const view of views) raw.write(event('message', view, view.id))
        const marks = JSON.stringify(peerMarks)
        if (marks !== lastMarks) {
          lastMarks = marks
          raw.write(event('marks', peerMarks))
        }
        const newest = fresh.at(-1)?.id
        if (newest) {
          lastId = newest
          await markDelivered(db, orderId, userId, newest)
        }
      } while (again && !ended)
    } catch {
      // The page reconnects and asks again from its last message.
      end()
    } finally {
      pumping = false
    }
  }

  const stop = hub.listen(orderId, () => void pump())
  const untrack = hub.track(end)
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS)
  raw.on('close', end)
  void pump()
}
