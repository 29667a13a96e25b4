import type { ChatMark, ChatMessageView, ChatPage } from '@dianjing/shared'
import type { PeerMarks } from './api/live-chat.ts'

/**
 * An order's chat as the page holds it: the messages it has (oldest first, each once, whichever way
 * they came: a page, the live stream, the answer to a send), whether older ones exist, the other side's
 * marks, and why the chat closed while the page was open.
 */
export interface Thread {
  messages: ChatMessageView[]
  hasMore: boolean
  peerMarks: PeerMarks
  /** Set when the live channel said the user is no longer in this chat. */
  closedReason: string | null
}

export type ThreadAction =
  | { type: 'newest'; page: ChatPage }
  | { type: 'older'; page: ChatPage }
  | { type: 'received'; messages: ChatMessageView[] }
  | { type: 'marks'; marks: PeerMarks }
  | { type: 'closed'; reason: string }

export const emptyThread: Thread = {
  messages: [],
  hasMore: false,
  peerMarks: { deliveredId: 0, readId: 0 },
  closedReason: null,
}

/** The two lists as one, by id; a message that came again replaces the copy held. */
function merge(held: ChatMessageView[], incoming: ChatMessageView[]): ChatMessageView[] {
  if (incoming.length === 0) return held
  const byId = new Map(held.map((message) => [message.id, message]))
  for (const message of incoming) byId.set(message.id, message)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

export function threadReducer(thread: Thread, action: ThreadAction): Thread {
  switch (action.type) {
    case 'newest':
      return {
        ...thread,
        messages: merge(thread.messages, action.page.messages),
        hasMore: thread.messages.length === 0 ? action.page.hasMore : thread.hasMore,
      }
    case 'older':
      return {
        ...thread,
        messages: merge(thread.messages, action.page.messages),
        hasMore: action.page.hasMore,
      }
    case 'received':
      return { ...thread, messages: merge(thread.messages, action.messages) }
    case 'marks':
      // Marks only move forward; an older event arriving late changes nothing.
      return {
        ...thread,
        peerMarks: {
          deliveredId: Math.max(thread.peerMarks.deliveredId, action.marks.deliveredId),
          readId: Math.max(thread.peerMarks.readId, action.marks.readId),
        },
      }
    case 'closed':
      return { ...thread, closedReason: action.reason }
  }
}

const MARK_RANK: Record<ChatMark, number> = { sent: 0, delivered: 1, read: 2 }

/** Where one of my messages stands: what the server said, moved on by the marks that came since. */
export function markOf(message: ChatMessageView, peerMarks: PeerMarks): ChatMark | null {
  if (!message.mine || message.mark === '') return null
  let mark: ChatMark = 'sent'
  if (peerMarks.deliveredId >= message.id) mark = 'delivered'
  if (peerMarks.readId >= message.id) mark = 'read'
  return MARK_RANK[message.mark] > MARK_RANK[mark] ? message.mark : mark
}

export const MARK_LABELS: Record<ChatMark, string> = { sent: '已发送', delivered: '已送达', read: '已读' }

// --- time ------------------------------------------------------------------------------------------

/** Messages further apart than this get a time line between them. */
const SEPARATE_AFTER_MS = 5 * 60_000

/** `YYYY-MM-DD HH:mm:ss` (Shanghai) as a number to compare; the zone is the same on both sides. */
function instant(time: string): number {
  const [date = '', clock = ''] = time.split(' ')
  const [year, month, day] = date.split('-').map(Number)
  const [hour, minute, second] = clock.split(':').map(Number)
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0)
}

function previousDay(day: string): string {
  return new Date(instant(`${day} 00:00:00`) - 86_400_000).toISOString().slice(0, 10)
}

/**
 * A message's time as chat apps say it, against `today` (Shanghai, YYYY-MM-DD): 14:05, 昨天 14:05,
 * 11月3日 14:05, 2025年11月3日 14:05.
 */
export function chatTimeLabel(time: string, today: string): string {
  const day = time.slice(0, 10)
  const clock = time.slice(11, 16)
  if (day === today) return clock
  if (day === previousDay(today)) return `昨天 ${clock}`
  const [year, month, date] = day.split('-').map(Number)
  const monthDay = `${month}月${date}日 ${clock}`
  return day.slice(0, 4) === today.slice(0, 4) ? monthDay : `${year}年${monthDay}`
}

/** A conversation's last time in the 消息 list: 14:05, 昨天, 11-03, 2025-11-03. */
export function listTimeLabel(time: string, today: string): string {
  if (!time) return ''
  const day = time.slice(0, 10)
  if (day === today) return time.slice(11, 16)
  if (day === previousDay(today)) return '昨天'
  return day.slice(0, 4) === today.slice(0, 4) ? day.slice(5) : day
}

export type TimelineItem =
  | { kind: 'time'; key: string; label: string }
  | { kind: 'message'; key: string; message: ChatMessageView }

/** The messages with a time line before the first and wherever five minutes passed between two. */
export function timelineOf(messages: ChatMessageView[], today: string): TimelineItem[] {
  const items: TimelineItem[] = []
  let previous: number | null = null
  for (const message of messages) {
    const at = instant(message.time)
    if (previous === null || at - previous > SEPARATE_AFTER_MS) {
      items.push({ kind: 'time', key: `time-${message.id}`, label: chatTimeLabel(message.time, today) })
    }
    items.push({ kind: 'message', key: `message-${message.id}`, message })
    previous = at
  }
  return items
}
