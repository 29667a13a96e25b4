// @vitest-environment jsdom
import { ArbitrationStatus, DEFAULT_QUEUE_SETTINGS, type StaffRoleValue } from '@dianjing/shared'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, type Mock } from 'vitest'
import type { ArbitrationDetail } from '@/features/arbitrations/api/get-arbitration.ts'
import { arbitrationDetail } from '@/features/arbitrations/testing.ts'
import { orderDetail } from '@/features/orders/testing.ts'
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
import { ArbitrationDetailsRoute } from './arbitration-details.tsx'

let fetchMock: Mock

function open(role: StaffRoleValue, arbitration: ArbitrationDetail = arbitrationDetail()) {
  let current = arbitration
  fetchMock = fakeServer((path, init) => {
    if (path === '/auth/me') return { data: { id: 3, phone: '13700000003', name: '财务小李', role } }
    if (path === '/queue-settings') return { data: DEFAULT_QUEUE_SETTINGS }
    if (path === '/arbitrations/5/rule' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { refund: number; reason: string; fine: number }
      current = {
        ...current,
        status: ArbitrationStatus.ruled,
        ruling: { ...body, workerPart: 600_000, time: '2026-11-21 09:00:00' },
      }
      return { msg: '裁决已执行', data: null }
    }
    if (path === '/arbitrations/5') return { data: current }
    if (path === '/orders/7') return { data: orderDetail({ amount: 1_250_000, workerAmount: 1_000_000 }) }
    if (path === '/orders/7/chat') {
      return {
        data: {
          hasMore: false,
          messages: [
            {
              id: 1,
              orderId: 7,
              role: 'customer',
              senderId: 11,
              senderName: '新客户小王',
              body: '怎么还没开始打',
              images: [],
              masked: false,
              time: '2026-11-19 08:00:00',
              reports: 0,
            },
          ],
        },
      }
    }
    if (path === '/orders/7/progress') {
      return { data: { orderId: 7, percent: 0, updates: [], firstDueTime: '', overdue: false } }
    }
    return { data: null }
  })
  const router = createMemoryRouter(
    [
      { path: '/arbitrations/:arbitrationId', element: <ArbitrationDetailsRoute /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/arbitrations/5'] },
  )
  render(<RouterProvider router={router} />)
}

const rulings = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith('/arbitrations/5/rule'))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)))

/** The field under a form label. */
const field = <T extends HTMLElement = HTMLInputElement>(label: string) => {
  const item = [...document.querySelectorAll<HTMLElement>('.ant-form-item')].find(
    (candidate) => candidate.querySelector('label')?.textContent === label,
  )!
  return item.querySelector<T>('input, textarea')!
}

/** The split shown in the preview (or the dialog): 退还客户, 打手所得, 平台佣金 and the fine, as shown. */
const split = (within: ParentNode) =>
  Object.fromEntries(
    [...within.querySelectorAll<HTMLElement>('[data-split]')].map((cell) => [
      cell.dataset.split,
      cell.textContent,
    ]),
  )

const preview = () => document.querySelector<HTMLElement>('section[aria-label="分配预览"]')!
const dialog = () => document.querySelector<HTMLElement>('.ant-modal-confirm')

beforeAll(polyfillBrowser)
afterEach(cleanup)

describe('ArbitrationDetailsRoute', { timeout: 30_000 }, () => {
  it('shows both sides’ evidence side by side, the proposals, the chat and the progress', async () => {
    open('operator')
    await waitFor(() => expect(document.querySelectorAll('[data-evidence-side]')).toHaveLength(2))
    const [customer, worker] = [...document.querySelectorAll<HTMLElement>('[data-evidence-side]')]
    expect(customer!.textContent).toContain('客户证据1 份')
    expect(customer!.textContent).toContain('三天没有任何对局记录')
    expect(customer!.querySelectorAll('img')).toHaveLength(2)
    expect(worker!.textContent).toContain('打手证据')
    expect(worker!.textContent).toContain('账号被顶号，无法登录')
    expect(worker!.textContent).not.toContain('三天没有任何对局记录')
    // The order, the refused proposal, and the order's chat and progress by the order's id.
    expect(document.body.textContent).toContain('打手三天没有上号，段位反而掉了')
    expect(document.body.textContent).toContain('退还客户 ¥10,000.00 / 打手所得 ¥2,000.00')
    expect(document.body.textContent).toContain('拒绝说明：已经打了一半')
    await waitFor(() => expect(document.body.textContent).toContain('怎么还没开始打'))
    await waitFor(() => expect(document.body.textContent).toContain('服务进度'))
  })

  it('previews the split as the refund is typed, and sends cents after a confirmation summing it up', async () => {
    open('finance')
    await waitFor(() => expect(buttons('提交裁决')).toHaveLength(1))
    click(button('全额退款'))
    await waitFor(() =>
      expect(split(preview())).toEqual({
        refund: '¥12,500.00',
        worker: '¥0.00',
        commission: '¥0.00',
      }),
    )
    click(button('不退款'))
    await waitFor(() => expect(split(preview()).worker).toBe('¥10,000.00'))
    expect(split(preview()).commission).toBe('¥2,500.00')

    typeInto(field('退还客户'), '5000.5')
    // The rest, ¥7,499.50, of which the worker's 80 %, rounded down to a cent.
    await waitFor(() =>
      expect(split(preview())).toEqual({ refund: '¥5,000.50', worker: '¥5,999.60', commission: '¥1,499.90' }),
    )
    typeInto(field('打手罚款'), '50')
    await waitFor(() => expect(split(preview()).fine).toBe('¥50.00'))

    // No reason: nothing is sent.
    click(button('提交裁决'))
    await waitFor(() => expect(document.body.textContent).toContain('请填写原因'))
    expect(dialog()).toBeNull()

    typeInto(field<HTMLTextAreaElement>('裁决理由'), '  打手长时间未上号，按未完成部分退款  ')
    click(button('提交裁决'))
    await waitFor(() => expect(dialog()?.textContent).toContain('确认裁决'))
    expect(split(dialog()!)).toEqual({
      refund: '¥5,000.50',
      worker: '¥5,999.60',
      commission: '¥1,499.90',
      fine: '¥50.00',
    })
    expect(dialog()!.textContent).toContain('并对打手罚款 ¥50.00')
    expect(rulings()).toHaveLength(0)

    click(button('确认裁决', dialog()!))
    await waitFor(() => expect(rulings()).toHaveLength(1))
    expect(rulings()[0]).toEqual({
      refund: 500_050,
      reason: '打手长时间未上号，按未完成部分退款',
      fine: 5_000,
    })
    await waitFor(() => expect(document.body.textContent).toContain('裁决已执行'))
    // The page reads the arbitration again and shows the ruling instead of the form.
    await waitFor(() => expect(document.body.textContent).toContain('裁决结果'))
    expect(buttons('提交裁决')).toHaveLength(0)
  })

  it('refuses a refund above the amount and a fine that is not an amount, sending nothing', async () => {
    open('operator')
    await waitFor(() => expect(buttons('提交裁决')).toHaveLength(1))
    typeInto(field('退还客户'), '12500.01')
    typeInto(field('打手罚款'), '1.234')
    typeInto(field<HTMLTextAreaElement>('裁决理由'), '理由')
    click(button('提交裁决'))
    await waitFor(() => expect(document.body.textContent).toContain('请填写0到实付金额之间的退款金额'))
    expect(document.body.textContent).toContain('罚款金额格式不正确，最多两位小数')
    expect(preview().textContent).toContain('填写退还客户的金额后显示分配结果')
    expect(dialog()).toBeNull()
    expect(rulings()).toHaveLength(0)
  })

  it('shows support the arbitration to read, without the form', async () => {
    open('support')
    await waitFor(() => expect(document.body.textContent).toContain('裁决由运营或财务处理'))
    expect(buttons('提交裁决')).toHaveLength(0)
    expect(document.querySelector('section[aria-label="分配预览"]')).toBeNull()
  })

  it('shows a ruled arbitration’s split, fine and reason', async () => {
    open(
      'finance',
      arbitrationDetail({
        status: ArbitrationStatus.ruled,
        ruling: {
          refund: 250_000,
          workerPart: 800_000,
          reason: '按完成进度分配',
          fine: 0,
          time: '2026-11-21 09:00:00',
        },
      }),
    )
    await waitFor(() => expect(document.body.textContent).toContain('裁决结果'))
    expect(split(document)).toEqual({ refund: '¥2,500.00', worker: '¥8,000.00', commission: '¥2,000.00' })
    expect(document.body.textContent).toContain('按完成进度分配')
    expect(document.body.textContent).toContain('未对打手罚款')
    expect(buttons('提交裁决')).toHaveLength(0)
  })
})
