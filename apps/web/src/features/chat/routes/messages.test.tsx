import { type ChatConversation, formatDate } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setToken } from '@/lib/storage.ts'
import { click } from '@/testing/events.ts'
import { mount, waitFor } from '@/testing/render.tsx'
import { MessagesRoute } from './messages.tsx'

const today = formatDate(new Date())

function conversation(patch: Partial<ChatConversation> & { orderId: number }): ChatConversation {
  return {
    orderNum: `DJ${patch.orderId}`,
    title: '王者荣耀 钻石上星耀',
    role: 'customer',
    peerName: '阿杰',
    lastText: '我上号了',
    lastTime: `${today} 20:15:00`,
    unread: 0,
    open: true,
    ...patch,
  }
}

let conversations: ChatConversation[]
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const path = String(input).split('?')[0]
  if (path === '/boot/v1/dEsports/orderChat/conversations')
    return Response.json({ code: 0, msg: '', data: conversations })
  return Response.json({ code: 1, msg: 'unexpected', data: null })
})

function open() {
  const router = createMemoryRouter(
    [
      { path: '/messages', Component: MessagesRoute },
      { path: '/order-chat', element: <p>聊天页</p> },
    ],
    { initialEntries: ['/messages'] },
  )
  mount(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const text = () => document.body.textContent ?? ''
const rows = () => [...document.querySelectorAll('ul[aria-label="会话列表"] a')]

beforeEach(() => {
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  setToken('tok-1')
})

afterEach(() => vi.unstubAllGlobals())

describe('/messages', () => {
  it('lists each chat with the peer, the order, the last line, its time and what is unread', async () => {
    conversations = [
      conversation({ orderId: 7, unread: 2 }),
      conversation({
        orderId: 5,
        role: 'worker',
        peerName: '夜猫子',
        title: '和平精英 陪玩2小时',
        lastText: '[图片]',
        lastTime: '2025-03-01 09:00:00',
        open: false,
      }),
    ]
    const router = open()
    await waitFor(() => expect(rows()).toHaveLength(2))
    const [first, second] = rows()
    expect(first!.getAttribute('aria-label')).toBe('阿杰，王者荣耀 钻石上星耀，2条未读')
    expect(first!.textContent).toContain('打手')
    expect(first!.textContent).toContain('我上号了')
    expect(first!.textContent).toContain('20:15')
    expect(first!.querySelector('.adm-badge')?.textContent).toBe('2')
    expect(first!.textContent).not.toContain('只读')
    expect(second!.textContent).toContain('客户')
    expect(second!.textContent).toContain('只读')
    expect(second!.textContent).toContain('2025-03-01')
    expect(second!.querySelector('.adm-badge')).toBeNull()

    click(first)
    await waitFor(() => expect(router.state.location.search).toBe('?orderId=7'))
    expect(router.state.location.pathname).toBe('/order-chat')
  })

  it('says there is nothing yet', async () => {
    conversations = []
    open()
    await waitFor(() => expect(text()).toContain('暂无消息'))
  })
})
