import { formatDate, type OrderProgressView, ProgressMessages, type WorkerOrderView } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { ImageViewer, Toast } from 'antd-mobile'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setToken } from '@/lib/storage.ts'
import { button, click, typeInto } from '@/testing/events.ts'
import { mount, waitFor } from '@/testing/render.tsx'
import { orderProgress, progressUpdate, workerOrder } from '../testing/worker-order.ts'
import { WorkerOrderDetailsRoute } from './worker-order-details.tsx'

const today = formatDate(new Date())

let order: WorkerOrderView
let progress: OrderProgressView
let uploads = 0
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://app.test')
  if (url.pathname === '/boot/v1/dEsports/wxOrder/workerOrderDetails')
    return Response.json({ code: 0, msg: '', data: order })
  if (url.pathname === '/boot/v1/dEsports/wxOrder/progress' && init?.method === 'POST') {
    const body = JSON.parse(String(init.body))
    progress = {
      ...progress,
      percent: body.percent,
      firstDueTime: '',
      overdue: false,
      updates: [{ id: 99, time: `${today} 08:00:00`, ...body }, ...progress.updates],
    }
    return Response.json({ code: 0, msg: ProgressMessages.posted, data: null })
  }
  if (url.pathname === '/boot/v1/dEsports/wxOrder/progress')
    return Response.json({ code: 0, msg: '', data: progress })
  if (url.pathname === '/boot/system/fileInfo/upload') {
    uploads += 1
    return Response.json({ code: 0, msg: '', data: `/boot/files/shot-${uploads}.png` })
  }
  return Response.json({ code: 1, msg: 'unexpected', data: null })
})
const posts = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).includes('/wxOrder/progress') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)))

function open() {
  const router = createMemoryRouter([{ path: '/worker-order-details', Component: WorkerOrderDetailsRoute }], {
    initialEntries: [`/worker-order-details?outTradeNo=${order.outTradeNo}`],
  })
  mount(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const text = () => document.body.textContent ?? ''
const section = () => document.querySelector('section[aria-label="服务进度"]')
const popup = () => document.querySelector<HTMLElement>('.adm-popup-body')
const noteField = () => popup()!.querySelector<HTMLTextAreaElement>('textarea')!
const percentField = () => popup()!.querySelector<HTMLInputElement>('input[role="spinbutton"]')!
const toastText = () => document.querySelector('.adm-toast-main')?.textContent ?? ''

async function openForm() {
  open()
  await waitFor(() => expect(button('更新进度')?.disabled).toBe(false))
  click(button('更新进度'))
  await waitFor(() => expect(popup()?.textContent).toContain('提交进度'))
}

function pickScreenshot(name: string) {
  const input = popup()!.querySelector<HTMLInputElement>('input[type="file"]')!
  const file = new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' })
  Object.defineProperty(input, 'files', { value: [file], configurable: true })
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

beforeEach(() => {
  order = workerOrder()
  progress = orderProgress({
    percent: 30,
    updates: [progressUpdate({ id: 1, percent: 30, note: '第一局赢了' })],
  })
  uploads = 0
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, { createObjectURL: () => 'blob:shot', revokeObjectURL: () => {} }),
  )
  setToken('tok-1')
})

afterEach(() => {
  act(() => {
    Toast.clear()
    ImageViewer.clear()
  })
  vi.unstubAllGlobals()
})

describe('/worker-order-details: 更新进度', () => {
  it('starts at the latest percentage and refuses an empty update, saying what the server would', async () => {
    await openForm()
    expect(percentField().value).toBe('30')
    click(button('提交进度', popup()!))
    await waitFor(() => expect(toastText()).toBe(ProgressMessages.empty))
    expect(posts()).toEqual([])
  })

  it('counts the note, keeps all of a pasted note that is too long, and refuses it', async () => {
    await openForm()
    typeInto(noteField(), '打'.repeat(201))
    expect(noteField().value).toHaveLength(201)
    expect(popup()!.textContent).toContain('超出1字 201/200')
    click(button('提交进度', popup()!))
    await waitFor(() => expect(toastText()).toBe(ProgressMessages.noteTooLong))
    expect(posts()).toEqual([])

    typeInto(noteField(), '  已打完3局  ')
    expect(popup()!.textContent).toContain('5/200')
  })

  it('posts the percentage, the note and the uploaded screenshots, then shows the update', async () => {
    await openForm()
    typeInto(percentField(), '60')
    typeInto(noteField(), '  已打完3局，钻石II  ')
    pickScreenshot('a.png')
    await waitFor(() => expect(button('提交进度', popup()!)?.disabled).toBe(false))
    click(button('提交进度', popup()!))
    await waitFor(() => expect(toastText()).toBe(ProgressMessages.posted))
    expect(posts()).toEqual([
      { orderId: 7, percent: 60, note: '已打完3局，钻石II', images: ['/boot/files/shot-1.png'] },
    ])
    await waitFor(() => expect(section()!.textContent).toContain('已打完3局，钻石II'))
    expect(section()!.querySelector('[aria-label="当前进度 60%"]')).not.toBeNull()

    // The next update starts where this one left off, with an empty draft.
    click(button('更新进度'))
    await waitFor(() => expect(percentField().value).toBe('60'))
    expect(noteField().value).toBe('')
  })

  it('shows the timeline newest first, each screenshot opening full screen', async () => {
    progress = orderProgress({
      percent: 70,
      updates: [
        progressUpdate({
          id: 2,
          percent: 70,
          note: '已到星耀',
          images: ['/boot/files/p1.png', '/boot/files/p2.png'],
          time: `${today} 09:05:00`,
        }),
        progressUpdate({ id: 1, percent: 30, note: '开始上分', time: '2026-11-22 07:40:00' }),
      ],
    })
    open()
    await waitFor(() => expect(section()!.querySelectorAll('ol > li')).toHaveLength(2))
    const [latest, first] = [...section()!.querySelectorAll('ol > li')]
    expect(latest!.textContent).toContain('70%')
    expect(latest!.textContent).toContain('09:05')
    expect(latest!.textContent).toContain('已到星耀')
    expect(first!.textContent).toContain('30%')
    expect(first!.textContent).toContain('开始上分')
    expect(text()).not.toContain('首次进度')

    click(section()!.querySelector('button[aria-label="查看进度截图 2"]'))
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-content')).not.toBeNull())
  })

  it('says when the first update is due, in red once it is late', async () => {
    progress = orderProgress({ firstDueTime: `${today} 14:30:00` })
    open()
    await waitFor(() => expect(text()).toContain('请在 14:30 前更新首次进度'))
    const line = section()!.querySelector('[role="status"]')!
    expect(line.className).not.toContain('overdue')
    expect(text()).toContain('点击下方「更新进度」')
    // Nothing to measure yet: no empty bar.
    expect(section()!.querySelector('.adm-progress-bar')).toBeNull()
  })

  it('marks the first update late', async () => {
    progress = orderProgress({ firstDueTime: `${today} 14:30:00`, overdue: true })
    open()
    await waitFor(() => expect(text()).toContain('首次进度应在 14:30 前更新，已超时，请尽快更新'))
    expect(section()!.querySelector('[role="status"]')!.className).toContain('overdue')
  })

  it('offers no update once the order is done, and keeps the timeline', async () => {
    order = workerOrder({ bizStatus: 2, attachment: '/boot/files/a.png' })
    progress = orderProgress({
      percent: 100,
      updates: [progressUpdate({ id: 3, percent: 100, note: '完成' })],
    })
    open()
    await waitFor(() => expect(section()!.textContent).toContain('完成'))
    expect(button('更新进度')).toBeUndefined()
  })
})
