import { CHAT_SAFETY_NOTICE, ChatMessages, type ChatPage } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setToken } from '@/lib/storage.ts'
import { button, click, field, typeInto } from '@/testing/events.ts'
import { mount, waitFor } from '@/testing/render.tsx'
import { chatMessage, chatPage } from '../testing/chat-fixtures.ts'
import { type FakeEventStream, fakeEventStream } from '../testing/event-stream.ts'
import { OrderChatRoute } from './order-chat.tsx'

const CHAT = '/boot/v1/dEsports/orderChat'

/** The fake server: the order's chat, what was posted to it, and each live connection opened. */
let page: ChatPage
let nextId: number
let uploads: number
/** The user was taken out of the chat: the server refuses the stream and the page. */
let refused: boolean
const REFUSAL = { code: 403, msg: ChatMessages.notParticipant, data: null }
const streams: { afterId: string | null; stream: FakeEventStream }[] = []
const posted = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://app.test').pathname === `${CHAT}/${path}`)
    .map(([, init]) => JSON.parse(String(init?.body)))

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://app.test')
  const ok = (data: unknown, msg = '') => Response.json({ code: 0, msg, data })
  switch (url.pathname) {
    case `${CHAT}/messages`:
      return refused ? Response.json(REFUSAL, { status: 403 }) : ok(page)
    case `${CHAT}/live`: {
      if (refused) return Response.json(REFUSAL, { status: 403 })
      const stream = fakeEventStream(init?.signal)
      streams.push({ afterId: url.searchParams.get('afterId'), stream })
      return stream.response
    }
    case `${CHAT}/send`: {
      const { body, images } = JSON.parse(String(init?.body))
      // The server hides contact details before storing.
      const masked = /\d{7,}/.test(body)
      return ok(
        chatMessage({
          id: nextId++,
          role: 'customer',
          mine: true,
          senderName: '夜猫子',
          body: body.replace(/\d{7,}/g, '***'),
          images,
          masked,
          mark: 'sent',
        }),
      )
    }
    case '/boot/system/fileInfo/upload':
      return ok(`/boot/files/chat-${++uploads}.png`)
    case `${CHAT}/report`:
      return ok(null, ChatMessages.reported)
    default:
      return ok(null)
  }
})

function open(orderId = 7) {
  const router = createMemoryRouter(
    [
      { path: '/order-chat', Component: OrderChatRoute },
      { path: '*', element: <p>别的页面</p> },
    ],
    { initialEntries: [`/order-chat?orderId=${orderId}`] },
  )
  mount(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const text = () => document.body.textContent ?? ''
const input = () => document.querySelector<HTMLTextAreaElement>('#chat-input')
const row = (id: number) => document.querySelector(`[data-message-id="${id}"]`)
/** The text bubble of a message, as a finger taps it. */
const bubble = (id: number) => [...row(id)!.querySelectorAll('div')].find((div) => div.children.length === 0)
const live = () => streams.at(-1)!.stream

beforeEach(() => {
  page = chatPage({
    messages: [
      chatMessage({ id: 10, body: '老板好，我是阿杰，马上上号' }),
      chatMessage({ id: 11, role: 'customer', mine: true, senderName: '夜猫子', body: '好的', mark: 'read' }),
    ],
  })
  nextId = 20
  uploads = 0
  refused = false
  streams.length = 0
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  setToken('tok-1')
})

afterEach(() => {
  act(() => Toast.clear())
  vi.unstubAllGlobals()
})

describe('/order-chat', () => {
  it('names the peer and the order, shows both sides with my marks, under the safety notice', async () => {
    page.messages.push(chatMessage({ id: 12, role: 'staff', senderName: '平台客服', body: '请文明沟通' }))
    open()
    await waitFor(() => expect(text()).toContain('老板好，我是阿杰'))
    expect(text()).toContain('王者荣耀 钻石上星耀')
    expect(text()).toContain(CHAT_SAFETY_NOTICE)
    expect(row(10)!.className).toMatch(/theirs/)
    expect(row(11)!.className).toMatch(/mine/)
    expect(row(11)!.textContent).toContain('已读')
    expect(row(12)!.className).toMatch(/staff/)
    expect(row(12)!.textContent).toContain('平台客服')
    // The other side's message is marked read at once.
    await waitFor(() => expect(posted('read')).toEqual([{ orderId: 7, readId: 12 }]))
  })

  it('sends text and shows it as sent; the input empties', async () => {
    open()
    await waitFor(() => expect(input()).not.toBeNull())
    expect(button('发送')!.disabled).toBe(true)
    typeInto(input()!, '  今晚八点开始可以吗  ')
    expect(text()).toContain('9/500')
    click(button('发送'))
    await waitFor(() => expect(row(20)).not.toBeNull())
    expect(posted('send')).toEqual([{ orderId: 7, body: '今晚八点开始可以吗', images: [] }])
    expect(row(20)!.textContent).toContain('今晚八点开始可以吗')
    expect(row(20)!.textContent).toContain('已发送')
    expect(input()!.value).toBe('')
  })

  it('says when the text is over 500 characters and does not send it', async () => {
    open()
    await waitFor(() => expect(input()).not.toBeNull())
    typeInto(input()!, '好'.repeat(501))
    expect(text()).toContain('501/500')
    expect(button('发送')!.disabled).toBe(true)
  })

  it('shows the safety notice under a message whose contact details were masked', async () => {
    open()
    await waitFor(() => expect(input()).not.toBeNull())
    typeInto(input()!, '加我 13800001111 私聊')
    click(button('发送'))
    await waitFor(() => expect(row(20)).not.toBeNull())
    expect(row(20)!.textContent).toContain('加我 *** 私聊')
    expect(row(20)!.textContent).toContain(CHAT_SAFETY_NOTICE)
    expect(row(11)!.textContent).not.toContain(CHAT_SAFETY_NOTICE)
  })

  it('uploads picked images at once and sends their paths, three at most', async () => {
    let previews = 0
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: () => `blob:preview-${++previews}`,
        revokeObjectURL: () => {},
      }),
    )
    open()
    await waitFor(() => expect(input()).not.toBeNull())
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!
    const files = ['a', 'b', 'c', 'd'].map(
      (name) => new File([new Uint8Array([137, 80, 78, 71])], `${name}.png`, { type: 'image/png' }),
    )
    Object.defineProperty(picker, 'files', { value: files, configurable: true })
    act(() => {
      picker.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await waitFor(() => expect(text()).toContain(ChatMessages.tooManyImages))
    await waitFor(() => expect(button('发送')!.disabled).toBe(false))
    expect(document.querySelectorAll('ul[aria-label="待发送的图片"] li')).toHaveLength(3)
    expect(picker.disabled).toBe(true)

    click(button('发送'))
    await waitFor(() => expect(row(20)).not.toBeNull())
    expect(posted('send')).toEqual([
      {
        orderId: 7,
        body: '',
        images: ['/boot/files/chat-1.png', '/boot/files/chat-2.png', '/boot/files/chat-3.png'],
      },
    ])
    expect(row(20)!.querySelectorAll('img')).toHaveLength(3)
    expect(document.querySelector('ul[aria-label="待发送的图片"]')).toBeNull()
  })

  it('a closed chat keeps its history and shows the reason instead of the input', async () => {
    page = { ...page, open: false, closedReason: ChatMessages.closed }
    open()
    await waitFor(() => expect(text()).toContain(ChatMessages.closed))
    expect(text()).toContain('老板好，我是阿杰')
    expect(input()).toBeNull()
    expect(button('发送')).toBeUndefined()
  })

  it('reports the other side’s message with a reason, which is required', async () => {
    open()
    await waitFor(() => expect(row(10)).not.toBeNull())
    // My own message offers no report.
    click(bubble(11))
    expect(document.querySelector('.adm-action-sheet')).toBeNull()

    click(bubble(10))
    const sheetButton = (name: string) =>
      [...document.querySelectorAll('.adm-action-sheet-button-item')].find(
        (item) => item.textContent === name,
      )
    await waitFor(() => expect(sheetButton('举报')).toBeDefined())
    click(sheetButton('举报'))
    await waitFor(() => expect(button('提交举报')).toBeDefined())
    click(button('提交举报'))
    expect(text()).toContain(ChatMessages.reasonRequired)
    expect(posted('report')).toEqual([])

    click(button('引导私下交易'))
    const reason = field('举报原因') as unknown as HTMLTextAreaElement
    typeInto(reason, `${reason.value}，要我加他微信`)
    click(button('提交举报'))
    await waitFor(() => expect(text()).toContain(ChatMessages.reported))
    expect(posted('report')).toEqual([{ messageId: 10, reason: '引导私下交易，要我加他微信' }])
  })

  it('appends what the live stream brings, marks it read, and moves my marks on', async () => {
    open()
    await waitFor(() => expect(streams).toHaveLength(1))
    expect(streams[0]!.afterId).toBe('11')
    fetchMock.mockClear()

    act(() => live().send('message', chatMessage({ id: 12, body: '我上号了，开始打' }), 12))
    await waitFor(() => expect(row(12)).not.toBeNull())
    expect(row(12)!.textContent).toContain('我上号了，开始打')
    await waitFor(() => expect(posted('read')).toEqual([{ orderId: 7, readId: 12 }]))

    // A message I sent turns 已读 when the other side's marks pass it.
    typeInto(input()!, '加油')
    click(button('发送'))
    await waitFor(() => expect(row(20)?.textContent).toContain('已发送'))
    act(() => live().send('marks', { deliveredId: 20, readId: 12 }))
    await waitFor(() => expect(row(20)!.textContent).toContain('已送达'))
    act(() => live().send('marks', { deliveredId: 20, readId: 20 }))
    await waitFor(() => expect(row(20)!.textContent).toContain('已读'))
    // The stream echoing my own message adds no copy.
    act(() => live().send('message', chatMessage({ id: 20, mine: true, body: '加油', mark: 'read' }), 20))
    await waitFor(() => expect(document.querySelectorAll('[data-message-id="20"]')).toHaveLength(1))
  })

  it('connects again by itself after a drop, asking for what came after the last message', async () => {
    open()
    await waitFor(() => expect(streams).toHaveLength(1))
    act(() => live().send('message', chatMessage({ id: 12, body: '第一局赢了' }), 12))
    await waitFor(() => expect(row(12)).not.toBeNull())

    act(() => live().drop())
    await waitFor(() => expect(streams).toHaveLength(2), 4000)
    expect(streams[1]!.afterId).toBe('12')
    act(() => live().send('message', chatMessage({ id: 13, body: '第二局也赢了' }), 13))
    await waitFor(() => expect(row(13)).not.toBeNull())
  })

  it('does not connect again once the server closed the chat to this user', async () => {
    open()
    await waitFor(() => expect(streams).toHaveLength(1))
    act(() => {
      live().send('closed', { reason: '您已不在该订单的聊天中' })
      live().drop()
    })
    await waitFor(() => expect(text()).toContain('您已不在该订单的聊天中'))
    expect(input()).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 1300))
    expect(streams).toHaveLength(1)
  })

  it('a refused stream is not asked again; the page reloads and says why', async () => {
    open()
    await waitFor(() => expect(streams).toHaveLength(1))
    refused = true
    act(() => live().drop())
    await waitFor(() => expect(text()).toContain(ChatMessages.notParticipant), 4000)
    expect(input()).toBeNull()
    const liveCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/orderChat/live'))
    const asked = liveCalls().length
    await new Promise((resolve) => setTimeout(resolve, 1300))
    expect(liveCalls()).toHaveLength(asked)
  })

  it('marks what arrives read only once the page is seen', async () => {
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'))
      })
    }
    try {
      open()
      await waitFor(() => expect(streams).toHaveLength(1))
      setVisibility('hidden')
      act(() => live().send('message', chatMessage({ id: 12, body: '在吗' }), 12))
      await waitFor(() => expect(row(12)).not.toBeNull())
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
      // The newest message on opening was mine: nothing to mark until now.
      expect(posted('read')).toEqual([])
      setVisibility('visible')
      await waitFor(() => expect(posted('read')).toEqual([{ orderId: 7, readId: 12 }]))
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState
    }
  })

  it('closes the stream when the page is left', async () => {
    const router = open()
    await waitFor(() => expect(streams).toHaveLength(1))
    expect(live().open).toBe(true)
    await act(() => router.navigate('/mine'))
    await waitFor(() => expect(live().open).toBe(false))
    await new Promise((resolve) => setTimeout(resolve, 1300))
    expect(streams).toHaveLength(1)
  })
})
