// @vitest-environment jsdom
import type { AdminChatPage, StaffRoleValue } from '@dianjing/shared'
import { afterEach, beforeAll, describe, expect, it, type Mock } from 'vitest'
import { useMe } from '@/lib/me.ts'
import {
  button,
  buttons,
  cleanup,
  click,
  fakeServer,
  polyfillBrowser,
  render,
  typeInto,
  waitFor,
} from '@/testing/console-test-kit.tsx'
import { OrderChatCard } from './order-chat.tsx'

type Message = AdminChatPage['messages'][number]

const message = (id: number, fields: Partial<Message>): Message => ({
  id,
  orderId: 7,
  role: 'customer',
  senderId: 11,
  senderName: '老板小王',
  body: '',
  images: [],
  masked: false,
  time: `2026-11-24 10:0${id}:00`,
  reports: 0,
  ...fields,
})

const NEWEST: AdminChatPage = {
  hasMore: true,
  messages: [
    message(4, { body: '今晚八点开始可以吗' }),
    message(5, {
      role: 'worker',
      senderId: 21,
      senderName: '阿杰打手',
      body: '加我****细聊',
      masked: true,
      reports: 2,
    }),
    message(6, { role: 'staff', senderId: 3, senderName: '平台客服（客服小苏）', body: '请在平台内沟通' }),
    message(7, { images: ['/uploads/chat/a.png'] }),
  ],
}

const OLDER: AdminChatPage = { hasMore: false, messages: [message(2, { body: '你好，在吗' })] }

let fetchMock: Mock

function Card({ orderId }: { orderId: number }) {
  return <OrderChatCard orderId={orderId} role={useMe().data?.role} />
}

/** The chat's newest page, and the older one before its first message. */
function open(role: StaffRoleValue, newest: AdminChatPage = NEWEST) {
  fetchMock = fakeServer((path, init, query) => {
    if (path === '/auth/me') return { data: { id: 3, phone: '13700000003', name: '客服小苏', role } }
    if (path === '/orders/7/chat' && init?.method === 'POST') return { msg: '已发送', data: null }
    return { data: query.get('beforeId') === '4' ? OLDER : newest }
  })
  render(<Card orderId={7} />)
}

const chatCalls = () =>
  fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init: init as RequestInit }))
    .filter(({ url }) => url.pathname === '/boot/admin/orders/7/chat')

const item = (id: number) => document.querySelector<HTMLElement>(`[data-chat-message="${id}"]`)!
const field = () => document.querySelector<HTMLTextAreaElement>('textarea[aria-label="回复内容"]')!

beforeAll(polyfillBrowser)
afterEach(cleanup)

describe('OrderChatCard', { timeout: 20_000 }, () => {
  it('shows each message with its side, what was masked and how often it was reported', async () => {
    open('support')
    await waitFor(() => expect(item(7)).toBeTruthy())
    expect(item(4).textContent).toContain('客户老板小王')
    expect(item(4).textContent).toContain('今晚八点开始可以吗')
    expect(item(5).textContent).toContain('打手阿杰打手')
    expect(item(5).textContent).toContain('已屏蔽联系方式')
    expect(item(5).textContent).toContain('被举报 2 次')
    expect(item(4).textContent).not.toContain('已屏蔽联系方式')
    expect(item(4).textContent).not.toContain('被举报')
    expect(item(6).textContent).toContain('平台客服（客服小苏）')
    expect(item(7).querySelector('img')?.getAttribute('src')).toBe('/uploads/chat/a.png')
    // Each side in its own colour.
    const tag = (id: number) => item(id).querySelector('.ant-tag')!.className
    expect(tag(4)).toContain('blue')
    expect(tag(5)).toContain('purple')
    expect(tag(6)).toContain('cyan')
  })

  it('loads earlier messages above the newest, asking before the oldest shown', async () => {
    open('finance')
    await waitFor(() => expect(item(7)).toBeTruthy())
    expect(chatCalls()[0]!.url.searchParams.get('beforeId')).toBeNull()
    click(button('加载更早的消息'))
    await waitFor(() => expect(item(2)).toBeTruthy())
    expect(chatCalls().at(-1)!.url.searchParams.get('beforeId')).toBe('4')
    const shown = [...document.querySelectorAll('[data-chat-message]')].map((node) =>
      node.getAttribute('data-chat-message'),
    )
    expect(shown).toEqual(['2', '4', '5', '6', '7'])
    // Nothing older is left.
    expect(buttons('加载更早的消息')).toHaveLength(0)
  })

  it('sends as 平台客服 for support and clears the box', async () => {
    open('support')
    await waitFor(() => expect(field()).toBeTruthy())
    expect(button('以平台客服身份发送').disabled).toBe(true)
    typeInto(field(), '  请双方在平台内沟通，勿私下交易  ')
    click(button('以平台客服身份发送'))
    await waitFor(() => expect(chatCalls().filter(({ init }) => init.method === 'POST')).toHaveLength(1))
    const [post] = chatCalls().filter(({ init }) => init.method === 'POST')
    expect(JSON.parse(String(post!.init.body))).toEqual({ body: '请双方在平台内沟通，勿私下交易' })
    await waitFor(() => expect(field().value).toBe(''))
    await waitFor(() => expect(document.body.textContent).toContain('已发送'))
  })

  it('says a message over 500 characters is too long, keeping it as typed', async () => {
    open('operator')
    await waitFor(() => expect(field()).toBeTruthy())
    typeInto(field(), '字'.repeat(501))
    expect(field().value).toHaveLength(501)
    expect(document.body.textContent).toContain('501 / 500')
    expect(document.body.textContent).toContain('消息不能超过500个字')
    expect(button('以平台客服身份发送').disabled).toBe(true)
  })

  it('shows finance the chat without a box to write in', async () => {
    open('finance')
    await waitFor(() => expect(document.body.textContent).toContain('当前角色为财务，可查看聊天记录'))
    expect(item(4)).toBeTruthy()
    expect(field()).toBeNull()
    expect(buttons('以平台客服身份发送')).toHaveLength(0)
  })

  it('says when there is nothing yet', async () => {
    open('support', { hasMore: false, messages: [] })
    await waitFor(() => expect(document.body.textContent).toContain('暂无聊天记录'))
    expect(buttons('加载更早的消息')).toHaveLength(0)
  })
})
