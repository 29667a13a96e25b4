import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  button,
  cleanup,
  click,
  polyfillBrowser,
  render,
  typeInto,
  waitFor,
} from '@/testing/console-test-kit.tsx'
import type { Worker } from '../api/get-workers.ts'
import { FineModal } from './fine-modal.tsx'

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
  orderBlock: '',
  onDuty: true,
  createTime: '2026-11-22 06:59:15',
}

const SERVER_MSG = '已罚款 ¥12.30：从余额扣除 ¥10.00，欠缴 ¥2.30'

const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
  Response.json({ code: 0, msg: SERVER_MSG, data: null }),
)

beforeAll(polyfillBrowser)

const onClose = vi.fn()

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockClear()
  onClose.mockClear()
  render(<FineModal worker={WORKER} open onClose={onClose} />)
})

afterEach(cleanup)

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

  it('sends the order the fine is about, by its number, and names it in the confirmation', async () => {
    typeInto(amountField(), '5')
    typeInto(reasonField(), '服务态度差')
    typeInto(document.querySelector<HTMLInputElement>('input#orderNum')!, ' 20261122000000000017 ')
    click(button('开具罚款', document.querySelector('.ant-modal-footer')!))
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-confirm')?.textContent).toContain(
        '关联订单 20261122000000000017',
      ),
    )
    click(button('确认罚款', document.querySelector('.ant-modal-confirm')!))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      amount: 500,
      reason: '服务态度差',
      orderNum: '20261122000000000017',
    })
  })
})
