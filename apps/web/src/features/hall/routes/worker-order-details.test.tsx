import type { WorkerOrderView } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setToken } from '@/lib/storage.ts'
import { button, click } from '@/testing/events.ts'
import { mount, waitFor } from '@/testing/render.tsx'
import { orderProgress, workerOrder } from '../testing/worker-order.ts'
import { CUSTOMER_AFTER_SERVICE } from '../worker-order-view.ts'
import {
  ARBITRATION_HOLDS,
  AWAITING_CONFIRMATION,
  PROOF_FIRST_HINT,
  WorkerOrderDetailsRoute,
} from './worker-order-details.tsx'

let order: WorkerOrderView
let uploads = 0
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://app.test')
  if (url.pathname === '/boot/v1/dEsports/wxOrder/workerOrderDetails')
    return Response.json({ code: 0, msg: '', data: order })
  if (url.pathname === '/boot/v1/dEsports/wxOrder/progress')
    return Response.json({ code: 0, msg: '', data: orderProgress() })
  if (url.pathname === '/boot/system/fileInfo/upload') {
    uploads += 1
    return Response.json({ code: 0, msg: '', data: `/boot/files/proof-${uploads}.png` })
  }
  if (url.pathname === '/boot/v1/dEsports/wxOrder/updateOrderAttachment') {
    // The server keeps what was sent; the details answer it from now on.
    order = { ...order, attachment: JSON.parse(String(init?.body)).attachment }
    return Response.json({ code: 0, msg: '凭证已上传', data: null })
  }
  return Response.json({ code: 0, msg: '', data: null })
})
const saves = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/wxOrder/updateOrderAttachment'))

/** Picks files in the proof uploader as the phone's file chooser would. */
function pick(...names: string[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!
  const files = names.map(
    (name) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' }),
  )
  Object.defineProperty(input, 'files', { value: files, configurable: true })
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

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
const completeButton = () => button('完成订单')

beforeEach(() => {
  order = workerOrder()
  uploads = 0
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  setToken('tok-1')
})

afterEach(() => {
  act(() => Toast.clear())
  vi.unstubAllGlobals()
})

describe('/worker-order-details', () => {
  it('in service without proof: the uploader, and 完成订单 waits for proof', async () => {
    open()
    await waitFor(() => expect(completeButton()).toBeDefined())
    expect(completeButton()!.disabled).toBe(true)
    expect(text()).toContain(PROOF_FIRST_HINT)
    expect(document.querySelector('input[type="file"]')).not.toBeNull()
  })

  it('links to the order’s chat with the customer', async () => {
    open()
    await waitFor(() => expect(document.querySelector('a[href="/order-chat?orderId=7"]')).not.toBeNull())
    expect(document.querySelector('a[href="/order-chat?orderId=7"]')!.textContent).toBe('联系客户')
  })

  it('in service: the customer’s phone and game account, to call and to copy', async () => {
    order = workerOrder({
      customer: { phone: '13900000001', gameId: 'wz30477117', textId: '阿杰', orderRemarks: '晚上8点后上线' },
    })
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    open()
    await waitFor(() => expect(text()).toContain('13900000001'))
    for (const part of ['wz30477117', '阿杰', '晚上8点后上线']) expect(text()).toContain(part)
    expect(document.querySelector('a[href="tel:13900000001"]')).not.toBeNull()
    click(document.querySelector('button[aria-label="复制联系电话"]'))
    await waitFor(() => expect(text()).toContain('复制成功'))
    expect(writeText).toHaveBeenCalledWith('13900000001')
    expect(document.querySelector('button[aria-label="复制客户游戏账号"]')).not.toBeNull()
  })

  it('saves the proof once per upload, with every image on screen', async () => {
    open()
    await waitFor(() => expect(document.querySelector('input[type="file"]')).not.toBeNull())
    pick('a.png')
    await waitFor(() => expect(text()).toContain('已保存 1 张凭证'))
    await waitFor(() => expect(completeButton()?.disabled).toBe(false))
    expect(saves().map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { orderId: 7, attachment: '/boot/files/proof-1.png' },
    ])

    pick('b.png', 'c.png')
    await waitFor(() => expect(text()).toContain('已保存 3 张凭证'))
    await waitFor(() => expect(completeButton()?.disabled).toBe(false))
    expect(saves().map(([, init]) => JSON.parse(String(init?.body)).attachment)).toEqual([
      '/boot/files/proof-1.png',
      '/boot/files/proof-1.png,/boot/files/proof-2.png,/boot/files/proof-3.png',
    ])
  })

  it('shows a picked image from the phone while it uploads, releasing that preview only once it is replaced', async () => {
    const revoked: string[] = []
    const shownWhenRevoked: string[] = []
    const shown = () => [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: () => 'blob:proof-preview',
        revokeObjectURL: (url: string) => {
          revoked.push(url)
          if (shown().includes(url)) shownWhenRevoked.push(url)
        },
      }),
    )
    let finishUpload = () => {}
    const uploaded = new Promise<void>((resolve) => {
      finishUpload = resolve
    })
    open()
    await waitFor(() => expect(document.querySelector('input[type="file"]')).not.toBeNull())
    // The upload, the next request, answers when the test says.
    fetchMock.mockImplementationOnce(async () => {
      await uploaded
      return Response.json({ code: 0, msg: '', data: '/boot/files/proof-1.png' })
    })
    pick('a.png')
    await waitFor(() => expect(text()).toContain('上传中…'))
    expect(shown()).toContain('blob:proof-preview')
    expect(completeButton()!.disabled).toBe(true)
    expect(revoked).toEqual([])

    finishUpload()
    await waitFor(() => expect(text()).toContain('已保存 1 张凭证'))
    expect(shown()).toContain('/boot/files/proof-1.png')
    await waitFor(() => expect(revoked).toEqual(['blob:proof-preview']))
    expect(shownWhenRevoked).toEqual([])
  })

  it('in service with proof: 完成订单 is open and the saved images are shown', async () => {
    order = workerOrder({ attachment: '/boot/files/a.png,/boot/files/b.png' })
    open()
    await waitFor(() => expect(completeButton()?.disabled).toBe(false))
    expect(text()).not.toContain(PROOF_FIRST_HINT)
    expect(text()).toContain('已保存 2 张凭证')
  })

  it('completed: the proof read-only and the customer has 24 hours to confirm', async () => {
    order = workerOrder({
      bizStatus: 2,
      attachment: '/boot/files/a.png',
      completeTime: '2026-11-22 08:00:00',
    })
    open()
    await waitFor(() => expect(text()).toContain(AWAITING_CONFIRMATION))
    expect(completeButton()).toBeUndefined()
    expect(document.querySelector('input[type="file"]')).toBeNull()
    expect(document.querySelectorAll('section[aria-label="服务凭证"] li')).toHaveLength(1)
    expect(text()).toContain('2026-11-22 08:00:00')
  })

  it('settled: the fee is credited', async () => {
    order = workerOrder({ bizStatus: 3, attachment: '/boot/files/a.png', settleTime: '2026-11-23 08:00:00' })
    open()
    await waitFor(() => expect(text()).toContain('已结算'))
    expect(text()).toContain('服务费 ¥20.00 已计入余额')
  })

  it('once the order is over the server sends no customer details, and the page says why', async () => {
    order = workerOrder({ bizStatus: 3, attachment: '/boot/files/a.png', customer: undefined })
    open()
    await waitFor(() => expect(text()).toContain(`客户信息${CUSTOMER_AFTER_SERVICE}`))
    expect(button('复制')).toBeUndefined()
    expect(document.querySelector('a[href^="tel:"]')).toBeNull()
  })

  it('offers 协商撤销 in service and awaiting confirmation, with the dispute’s tag', async () => {
    order = workerOrder({ disputeStatus: 1 })
    open()
    const entry = () => document.querySelector<HTMLAnchorElement>('a[href="/order-dispute?orderId=7"]')
    await waitFor(() => expect(entry()).not.toBeNull())
    expect(entry()!.textContent).toContain('协商撤销')
    expect(entry()!.textContent).toContain('撤销待答复')
  })

  it('under arbitration: 完成订单 waits for the ruling, and says so', async () => {
    order = workerOrder({ disputeStatus: 2, attachment: '/boot/files/a.png' })
    open()
    await waitFor(() => expect(completeButton()).toBeDefined())
    expect(completeButton()!.disabled).toBe(true)
    expect(text()).toContain(ARBITRATION_HOLDS)
    expect(text()).toContain('仲裁中')
  })

  it('under a cancel proposal: 完成订单 waits for the answer, as the server does, and says why', async () => {
    order = workerOrder({ disputeStatus: 1, attachment: '/boot/files/a.png' })
    open()
    await waitFor(() => expect(completeButton()).toBeDefined())
    expect(completeButton()!.disabled).toBe(true)
    expect(text()).toContain('该订单已有待答复的撤销申请')
    expect(text()).not.toContain(PROOF_FIRST_HINT)
  })

  it('offers no 协商撤销 on a settled order', async () => {
    order = workerOrder({ bizStatus: 3, customer: undefined })
    open()
    await waitFor(() => expect(text()).toContain('已结算'))
    expect(document.querySelector('a[href^="/order-dispute"]')).toBeNull()
  })

  it('an order ended 协商完成: its label, the worker’s part, no service bar', async () => {
    order = workerOrder({ status: 5, bizStatus: 1, splitWorkerAmount: 1280, customer: undefined })
    open()
    await waitFor(() => expect(text()).toContain('协商完成'))
    expect(text()).toContain('协商所得 ¥12.80')
    expect(completeButton()).toBeUndefined()
    expect(button('更新进度')).toBeUndefined()
    expect(document.querySelector('a[href="/order-dispute?orderId=7"]')!.textContent).toContain(
      '查看协商与裁决结果',
    )
  })
})
