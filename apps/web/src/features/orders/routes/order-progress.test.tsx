import { formatDate, formatDateTime, type OrderProgressView, type OrderView } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setToken } from '@/lib/storage.ts'
import { click } from '@/testing/events.ts'
import { render, waitFor } from '@/testing/render.tsx'
import { OVERDUE_TITLE } from '../components/order-progress.tsx'
import { customerOrder, noProgress } from '../testing/customer-order.ts'
import { OrderListRoute } from './order-list.tsx'

const today = formatDate(new Date())

let orders: OrderView[]
let progress: Record<number, OrderProgressView>
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://app')
  if (url.pathname === '/boot/v1/dEsports/wxOrder/myOrderList')
    return Response.json({ code: 0, msg: '', data: orders })
  if (url.pathname === '/boot/v1/dEsports/wxOrder/progress') {
    const orderId = Number(url.searchParams.get('orderId'))
    return Response.json({ code: 0, msg: '', data: progress[orderId] ?? noProgress(orderId) })
  }
  return Response.json({ code: 1, msg: 'unexpected', data: null })
})
const progressAsked = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://app'))
    .filter((url) => url.pathname.endsWith('/wxOrder/progress'))
    .map((url) => Number(url.searchParams.get('orderId')))

function open() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OrderListRoute />
    </QueryClientProvider>,
    { route: '/order-list?status=1' },
  )
}

const text = () => document.body.textContent ?? ''
const card = (id: number) => document.querySelector(`article[aria-label="订单 DJ${id}"]`)!
const details = () => document.querySelector('.adm-popup-body')!

beforeEach(() => {
  orders = [
    customerOrder(1, { bizStatus: 1, attachment: '', completeTime: '' }),
    customerOrder(2, { bizStatus: 0, attachment: '', completeTime: '', workerUserIdNickName: '' }),
  ]
  progress = {}
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  setToken('tok')
})

afterEach(() => vi.unstubAllGlobals())

describe('/order-list: the worker’s progress', () => {
  it('shows the latest percentage on the card and the timeline in the details', async () => {
    progress[1] = noProgress(1, {
      percent: 40,
      updates: [
        { id: 5, percent: 40, note: '已上到钻石', images: ['/boot/files/p.png'], time: `${today} 10:20:00` },
        { id: 4, percent: 10, note: '开始了', images: [], time: `${today} 09:50:00` },
      ],
    })
    open()
    await waitFor(() => expect(card(1).textContent).toContain('40%'))
    expect(card(1).textContent).toContain('服务进度')
    expect(card(1).textContent).not.toContain(OVERDUE_TITLE)
    // No worker yet: no progress is asked for, none shown.
    expect(progressAsked()).toEqual([1])
    expect(card(2).textContent).not.toContain('服务进度')

    click(card(1).querySelector('button'))
    await waitFor(() => expect(details().textContent).toContain('已上到钻石'))
    const updates = [...details().querySelectorAll('ol[aria-label="进度记录"] > li')]
    expect(updates.map((update) => update.textContent)).toEqual([
      expect.stringContaining('40%10:20已上到钻石'),
      expect.stringContaining('10%09:50开始了'),
    ])
    expect(details().querySelector('button[aria-label="查看进度截图 1"] img')?.getAttribute('src')).toBe(
      '/boot/files/p.png',
    )
    expect(details().querySelector('[aria-label="当前进度 40%"]')).not.toBeNull()
  })

  it('warns on the card and in the details when the first update is late', async () => {
    const due = new Date(Date.now() - 12 * 60_000 - 30_000)
    const dueTime = formatDateTime(due)
    progress[1] = noProgress(1, { firstDueTime: dueTime, overdue: true })
    open()
    await waitFor(() => expect(card(1).textContent).toContain(OVERDUE_TITLE))
    expect(card(1).querySelector('[role="alert"]')!.textContent).toContain(`应在 ${dueTime.slice(11, 16)} 前`)

    click(card(1).querySelector('button'))
    await waitFor(() => expect(details().querySelector('[role="alert"]')).not.toBeNull())
    const warning = details().querySelector('[role="alert"]')!.textContent
    expect(warning).toContain(OVERDUE_TITLE)
    expect(warning).toContain(`首次进度应在 ${dueTime.slice(11, 16)} 前更新，已超时 12 分钟`)
    expect(details().textContent).toContain('打手暂未更新进度')
  })

  it('says nothing is late while the deadline has not passed', async () => {
    progress[1] = noProgress(1, { firstDueTime: `${today} 23:59:00` })
    open()
    await waitFor(() => expect(card(1).textContent).toContain('打手将在 23:59 前更新首次进度'))
    expect(card(1).querySelector('.adm-progress-bar')).toBeNull()
    expect(text()).not.toContain(OVERDUE_TITLE)

    click(card(1).querySelector('button'))
    await waitFor(() => expect(details().textContent).toContain('打手将在 23:59 前更新首次进度'))
    expect(details().querySelector('[role="alert"]')).toBeNull()
  })
})
