import { describe, expect, it } from 'vitest'
import { chatMessage, chatPage } from './testing/chat-fixtures.ts'
import { chatTimeLabel, emptyThread, listTimeLabel, markOf, threadReducer, timelineOf } from './thread.ts'
import { reconnectDelay } from './use-live-chat.ts'

describe('threadReducer', () => {
  it('holds each message once, oldest first, however it came', () => {
    let thread = threadReducer(emptyThread, {
      type: 'newest',
      page: chatPage({ messages: [chatMessage({ id: 30 }), chatMessage({ id: 31 })], hasMore: true }),
    })
    thread = threadReducer(thread, {
      type: 'received',
      messages: [chatMessage({ id: 31 }), chatMessage({ id: 32 })],
    })
    thread = threadReducer(thread, {
      type: 'older',
      page: chatPage({ messages: [chatMessage({ id: 28 }), chatMessage({ id: 29 })], hasMore: false }),
    })
    expect(thread.messages.map((message) => message.id)).toEqual([28, 29, 30, 31, 32])
    expect(thread.hasMore).toBe(false)
  })

  it('moves the other side’s marks forward only', () => {
    let thread = threadReducer(emptyThread, { type: 'marks', marks: { deliveredId: 9, readId: 7 } })
    thread = threadReducer(thread, { type: 'marks', marks: { deliveredId: 8, readId: 8 } })
    expect(thread.peerMarks).toEqual({ deliveredId: 9, readId: 8 })
  })
})

describe('markOf', () => {
  const mine = chatMessage({ id: 10, mine: true, mark: 'sent' })
  it('is 已发送, 已送达, then 已读 as the other side’s marks pass my message', () => {
    expect(markOf(mine, { deliveredId: 9, readId: 0 })).toBe('sent')
    expect(markOf(mine, { deliveredId: 10, readId: 0 })).toBe('delivered')
    expect(markOf(mine, { deliveredId: 12, readId: 11 })).toBe('read')
  })
  it('keeps what the server said when no mark came since, and none for the others’ messages', () => {
    expect(markOf({ ...mine, mark: 'read' }, { deliveredId: 0, readId: 0 })).toBe('read')
    expect(markOf(chatMessage({ id: 3 }), { deliveredId: 9, readId: 9 })).toBeNull()
  })
})

describe('times', () => {
  it('says a message’s time as chat apps do', () => {
    expect(chatTimeLabel('2026-11-24 20:05:09', '2026-11-24')).toBe('20:05')
    expect(chatTimeLabel('2026-11-23 08:00:00', '2026-11-24')).toBe('昨天 08:00')
    expect(chatTimeLabel('2026-02-28 08:00:00', '2026-03-01')).toBe('昨天 08:00')
    expect(chatTimeLabel('2026-11-03 14:05:00', '2026-11-24')).toBe('11月3日 14:05')
    expect(chatTimeLabel('2025-11-03 14:05:00', '2026-11-24')).toBe('2025年11月3日 14:05')
    expect(listTimeLabel('2026-11-03 14:05:00', '2026-11-24')).toBe('11-03')
    expect(listTimeLabel('', '2026-11-24')).toBe('')
  })

  it('puts a time line first and wherever more than five minutes passed', () => {
    const items = timelineOf(
      [
        chatMessage({ id: 1, time: '2026-11-24 20:00:00' }),
        chatMessage({ id: 2, time: '2026-11-24 20:05:00' }),
        chatMessage({ id: 3, time: '2026-11-24 20:10:01' }),
      ],
      '2026-11-24',
    )
    expect(items.map((item) => (item.kind === 'time' ? item.label : item.message.id))).toEqual([
      '20:00',
      1,
      2,
      '20:10',
      3,
    ])
  })
})

describe('reconnectDelay', () => {
  it('doubles from a second up to thirty, with some jitter', () => {
    expect([0, 1, 2, 5, 9].map((attempt) => reconnectDelay(attempt, () => 0.5))).toEqual([
      1000, 2000, 4000, 30_000, 30_000,
    ])
    expect(reconnectDelay(0, () => 0)).toBe(800)
    expect(reconnectDelay(0, () => 1)).toBe(1200)
  })
})
