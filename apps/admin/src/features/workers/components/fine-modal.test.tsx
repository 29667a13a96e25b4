import { QueryClientProvider } from '@tanstack/react-query'
import { App as AntdApp } from 'antd'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import type { Worker } from '../api/get-workers.ts'
import { FineModal } from './fine-modal.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const WORKER: Worker = {
  userId: 8,
  nickName: '阿杰打手',
  phone: '13900000002',
  realName: '阿杰某',
  region: '0',
  level: 0,
  levelName: '打手',
  rating: '5.00',
  completedOrders: 3,
  membershipExpiresAt: '2027-11-22',
  deposit: 50000,
  availableBalance: 1000,
  frozenBalance: 0,
  fineOwed: 0,
  status: 0,
  createTime: '2026-11-22 06:59:15',
}

const SERVER_MSG = '已罚款 ¥12.30：从余额扣除 ¥10.00，欠缴 ¥2.30'

const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
  Response.json({ code: 0, msg: SERVER_MSG, data: null }),
)

beforeAll(() => {
  // antd reads these in the browser; jsdom has neither.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia
  // jsdom cannot style pseudo-elements; antd only measures with them, so answer the element's style.
  const elementStyle = window.getComputedStyle.bind(window)
  window.getComputedStyle = (element: Element) => elementStyle(element)
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
})

let root: Root | undefined
let container: HTMLElement | undefined
const onClose = vi.fn()

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockClear()
  onClose.mockClear()
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() =>
    root?.render(
      <QueryClientProvider client={createQueryClient()}>
        <AntdApp>
          <FineModal worker={WORKER} open onClose={onClose} />
        </AntdApp>
      </QueryClientProvider>,
    ),
  )
})

afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

/** Types as a user would: the native value setter, then an input event React listens to. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
  act(() => {
    setValue?.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** The button whose text, without antd's spacing between two characters, is `text`. */
function button(text: string, within: ParentNode = document): HTMLButtonElement {
  const found = [...within.querySelectorAll('button')].find(
    (candidate) => candidate.textContent?.replace(/\s/g, '') === text,
  )
  if (!found) throw new Error(`no button ${text}`)
  return found
}

function click(element: HTMLElement) {
  act(() => element.click())
}

async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
}

async function waitFor(assertion: () => void) {
  await vi.waitFor(
    async () => {
      await settle()
      assertion()
    },
    { timeout: 3000, interval: 20 },
  )
}

const amountField = () => document.querySelector<HTMLInputElement>('input#amount')!
const reasonField = () => document.querySelector<HTMLTextAreaElement>('textarea#reason')!
const formErrors = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent)

describe('FineModal', () => {
  it('shows the worker it fines with the balance a fine comes off', () => {
    const text = document.body.textContent ?? ''
    expect(text).toContain('阿杰某（13900000002）')
    expect(text).toContain('¥10.00')
  })

  it('refuses an amount with more than two decimals and a missing reason, and sends nothing', async () => {
    typeInto(amountField(), '12.345')
    click(button('开具罚款', document.querySelector('.ant-modal-footer')!))
    await waitFor(() => expect(formErrors()).toEqual(['罚款金额格式不正确，最多两位小数', '请填写罚款原因']))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('refuses a zero fine', async () => {
    typeInto(amountField(), '0')
    typeInto(reasonField(), '迟到')
    click(button('开具罚款', document.querySelector('.ant-modal-footer')!))
    await waitFor(() => expect(formErrors()).toEqual(['罚款金额必须大于0']))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('warns when the balance cannot cover the fine', async () => {
    typeInto(amountField(), '12.3')
    await waitFor(() =>
      expect(document.body.textContent).toContain('可用余额仅 ¥10.00，不足部分 ¥2.30 将记为欠缴罚款。'),
    )
  })

  it('asks for confirmation, then sends the yuan as whole cents and shows the server’s message', async () => {
    typeInto(amountField(), '12.3')
    typeInto(reasonField(), '  恶意拖延订单  ')
    click(button('开具罚款', document.querySelector('.ant-modal-footer')!))
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')?.textContent).toContain('¥12.30'))
    expect(fetchMock).not.toHaveBeenCalled()

    click(button('确认罚款', document.querySelector('.ant-modal-confirm')!))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toBe('/boot/admin/workers/8/fines')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ amount: 1230, reason: '恶意拖延订单' })
    await waitFor(() => expect(document.body.textContent).toContain(SERVER_MSG))
    expect(onClose).toHaveBeenCalled()
  })
})
