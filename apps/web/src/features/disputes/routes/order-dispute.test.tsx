import { DisputeMessages, type OrderDisputeView } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { Dialog, Toast } from 'antd-mobile'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setToken } from '@/lib/storage.ts'
import { button, click, field, typeInto } from '@/testing/events.ts'
import { mount, waitFor } from '@/testing/render.tsx'
import { EVIDENCE_CLOSED } from '../components/arbitration-card.tsx'
import { arbitration, cancelProposal, disputeView, evidence } from '../testing/dispute-fixtures.ts'
import { OrderDisputeRoute } from './order-dispute.tsx'

const DISPUTE = '/boot/v1/dEsports/orderDispute'

/** The fake server: the dispute as it stands, and what each step answers. */
let view: OrderDisputeView
/** The state is answered with a refusal (the network is fine). */
let stateFails: boolean
let uploads: number
const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const url = new URL(String(input), 'http://app.test')
  const ok = (data: unknown, msg = '') => Response.json({ code: 0, msg, data })
  switch (url.pathname) {
    case `${DISPUTE}/state`:
      if (stateFails) return Response.json({ code: 500, msg: '服务繁忙，请稍后再试', data: null })
      return ok({ ...view, orderId: Number(url.searchParams.get('orderId')) })
    case '/boot/system/fileInfo/upload':
      return ok(`/boot/files/evidence-${++uploads}.png`)
    default:
      return ok(null)
  }
})
const posted = (step: string) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://app.test').pathname === `${DISPUTE}/${step}`)
    .map(([, init]) => JSON.parse(String(init?.body)))
const stateReads = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/orderDispute/state')).length

function open(orderId = '7') {
  const router = createMemoryRouter([{ path: '/order-dispute', Component: OrderDisputeRoute }], {
    initialEntries: [`/order-dispute?orderId=${orderId}`],
  })
  mount(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const text = () => document.body.textContent ?? ''
/** The newest dialog: an earlier one may still be fading out. */
const dialog = () => [...document.querySelectorAll('.adm-dialog')].at(-1)
const card = (title: string) => document.querySelector(`section[aria-label="${title}"]`)
const loaded = () => waitFor(() => expect(card('订单金额')).not.toBeNull())

beforeEach(() => {
  view = disputeView()
  stateFails = false
  uploads = 0
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  setToken('tok-1')
})

afterEach(() => {
  act(() => {
    Dialog.clear()
    Toast.clear()
  })
  vi.unstubAllGlobals()
})

describe('/order-dispute: proposing', () => {
  it('the customer proposes a split: the shared messages first, then the body, and the state read again', async () => {
    open()
    await loaded()
    expect(text()).toContain('¥100.00')
    expect(text()).not.toContain('服务费')
    const form = card('发起协商撤销')!
    const refund = field('退还客户金额')
    const reason = field('撤销原因') as unknown as HTMLTextAreaElement

    click(button('提交撤销申请', form))
    expect(text()).toContain(DisputeMessages.refundInvalid)
    typeInto(refund, '100.01')
    click(button('提交撤销申请', form))
    expect(text()).toContain(DisputeMessages.refundInvalid)
    typeInto(refund, '12.345')
    click(button('提交撤销申请', form))
    expect(text()).toContain(DisputeMessages.refundInvalid)

    click(button('退一半', form))
    expect(refund.value).toBe('50.00')
    // The customer sees what comes back to them, never the worker's part.
    expect(form.textContent).toContain('退还您 ¥50.00')
    expect(form.textContent).not.toContain('打手所得')
    click(button('提交撤销申请', form))
    expect(text()).toContain(DisputeMessages.reasonRequired)
    expect(text()).not.toContain(DisputeMessages.refundInvalid)

    typeInto(reason, '好'.repeat(201))
    expect(form.textContent).toContain('201/200')
    click(button('提交撤销申请', form))
    expect(text()).toContain(DisputeMessages.reasonTooLong)
    expect(posted('propose')).toEqual([])

    typeInto(reason, '  临时有事，不打了  ')
    const reads = stateReads()
    click(button('提交撤销申请', form))
    await waitFor(() => expect(text()).toContain(DisputeMessages.proposed))
    expect(posted('propose')).toEqual([{ orderId: 7, refund: 5000, reason: '临时有事，不打了' }])
    await waitFor(() => expect(stateReads()).toBe(reads + 1))
  })

  it('the quick picks fill the whole amount and nothing; the worker sees both parts of the split', async () => {
    view = disputeView({ side: 'worker' })
    open()
    await loaded()
    expect(text()).toContain('服务费 ¥80.00')
    const form = card('发起协商撤销')!
    click(button('全额退款', form))
    expect(field('退还客户金额').value).toBe('100.00')
    expect(form.textContent).toContain('退还客户 ¥100.00，打手所得 ¥0.00')
    click(button('不退款', form))
    expect(field('退还客户金额').value).toBe('0.00')
    expect(form.textContent).toContain('退还客户 ¥0.00，打手所得 ¥80.00')
    typeInto(field('退还客户金额'), '60')
    expect(form.textContent).toContain('退还客户 ¥60.00，打手所得 ¥32.00')
  })
})

describe('/order-dispute: answering', () => {
  it('the worker agrees to the customer’s proposal after a dialog stating the split', async () => {
    view = disputeView({
      side: 'worker',
      canPropose: false,
      proposal: cancelProposal({ proposedBy: 'customer', refund: 6000, workerPart: 3200 }),
    })
    open()
    await loaded()
    const proposal = card('客户发起的撤销申请')!
    expect(proposal.textContent).toContain('退还客户¥60.00')
    expect(proposal.textContent).toContain('打手所得¥32.00')
    expect(proposal.textContent).toContain('临时有事，打不完了')
    expect(proposal.textContent).toContain('待答复')
    expect(proposal.textContent).toContain('11-25 20:00前未答复将视为同意')
    expect(card('发起协商撤销')).toBeNull()

    click(button('同意撤销', proposal))
    await waitFor(() => expect(dialog()?.textContent).toContain('退还客户 ¥60.00，打手所得 ¥32.00'))
    click(button('再想想', dialog()!))
    await waitFor(() => expect(dialog()).toBeUndefined())
    expect(posted('answer')).toEqual([])

    click(button('同意撤销', proposal))
    await waitFor(() => expect(dialog()).toBeDefined())
    click(button('同意撤销', dialog()!))
    await waitFor(() => expect(text()).toContain(DisputeMessages.agreed))
    expect(posted('answer')).toEqual([{ proposalId: 3, agree: true, note: '' }])
  })

  it('the customer reads the worker’s proposal as what comes back to them, and refuses it with a note', async () => {
    view = disputeView({ canPropose: false, proposal: cancelProposal() })
    open()
    await loaded()
    const proposal = card('打手发起的撤销申请')!
    expect(proposal.textContent).toContain('退还您¥60.00')
    expect(proposal.textContent).not.toContain('打手所得')

    click(button('拒绝', proposal))
    await waitFor(() => expect(button('确认拒绝')).toBeDefined())
    typeInto(field('拒绝理由') as unknown as HTMLTextAreaElement, '已经打了一大半了')
    click(button('确认拒绝'))
    await waitFor(() => expect(text()).toContain(DisputeMessages.refused))
    expect(posted('answer')).toEqual([{ proposalId: 3, agree: false, note: '已经打了一大半了' }])
  })

  it('the author withdraws their own proposal and cannot answer it', async () => {
    view = disputeView({
      canPropose: false,
      proposal: cancelProposal({ proposedBy: 'customer', mine: true }),
    })
    open()
    await loaded()
    const proposal = card('我发起的撤销申请')!
    expect(button('同意撤销', proposal)).toBeUndefined()
    expect(button('拒绝', proposal)).toBeUndefined()
    click(button('撤回申请', proposal))
    await waitFor(() => expect(dialog()).toBeDefined())
    click(button('撤回', dialog()!))
    await waitFor(() => expect(text()).toContain(DisputeMessages.withdrawn))
    expect(posted('withdraw')).toEqual([{ proposalId: 3 }])
  })

  it('a refused proposal shows the refusal and no buttons; an agreed-by-deadline one says so', async () => {
    view = disputeView({
      canPropose: false,
      proposal: cancelProposal({ status: 2, answerNote: '不同意', answerTime: '2026-11-24 21:00:00' }),
    })
    open()
    await loaded()
    const proposal = card('打手发起的撤销申请')!
    expect(proposal.textContent).toContain('已拒绝')
    expect(proposal.textContent).toContain('拒绝理由不同意')
    expect(proposal.textContent).not.toContain('未答复将视为同意')
    expect(proposal.querySelectorAll('button')).toHaveLength(0)
  })
})

describe('/order-dispute: free cancel and arbitration', () => {
  it('the customer cancels for free after confirming everything comes back', async () => {
    view = disputeView({ canPropose: false, freeCancelGround: 'progressOverdue' })
    open()
    await loaded()
    expect(text()).toContain('打手超时未更新首次进度，可免费取消订单')
    click(button('免费取消订单'))
    await waitFor(() => expect(dialog()?.textContent).toContain('将全额退款并取消订单'))
    expect(dialog()!.textContent).toContain('¥100.00')
    click(button('确认取消', dialog()!))
    await waitFor(() => expect(text()).toContain(DisputeMessages.freeCancelled))
    expect(posted('freeCancel')).toEqual([{ orderId: 7 }])
  })

  it('opens arbitration with a reason, saying why it may be opened now', async () => {
    view = disputeView({
      canPropose: true,
      proposal: cancelProposal({ status: 2 }),
      arbitrationGround: 'proposalRefused',
    })
    open()
    await loaded()
    const form = card('申请平台仲裁')!
    expect(form.textContent).toContain('撤销申请被拒绝')
    click(button('提交仲裁申请', form))
    expect(form.textContent).toContain(DisputeMessages.reasonRequired)
    typeInto(field('仲裁理由') as unknown as HTMLTextAreaElement, '打手两天没上号')
    click(button('提交仲裁申请', form))
    await waitFor(() => expect(text()).toContain(DisputeMessages.arbitrationOpened))
    expect(posted('arbitrate')).toEqual([{ orderId: 7, reason: '打手两天没上号' }])
  })

  it('shows the arbitration with both sides’ evidence, and takes more: text, images, or both', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: () => 'blob:evidence',
        revokeObjectURL: () => {},
      }),
    )
    view = disputeView({
      side: 'worker',
      canPropose: false,
      arbitration: arbitration({
        evidence: [
          evidence({ id: 1, side: 'customer', text: '打手两天没上号' }),
          evidence({ id: 2, side: 'worker', text: '客户改了密码', images: ['/boot/files/e-1.png'] }),
        ],
      }),
    })
    open()
    await loaded()
    const section = card('平台仲裁')!
    expect(section.textContent).toContain('仲裁中')
    expect(section.textContent).toContain('客户申请')
    expect(section.textContent).toContain('2026-11-25 23:00:00')
    expect(card('己方证据')!.textContent).toContain('客户改了密码')
    expect(card('己方证据')!.querySelectorAll('img')).toHaveLength(1)
    expect(card('对方证据')!.textContent).toContain('打手两天没上号')
    expect(text()).not.toContain(EVIDENCE_CLOSED)

    click(button('提交证据'))
    expect(text()).toContain(DisputeMessages.evidenceEmpty)

    const picker = document.querySelector<HTMLInputElement>('input[aria-label="添加证据图片"]')!
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' })
    Object.defineProperty(picker, 'files', { value: [file], configurable: true })
    act(() => {
      picker.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await waitFor(() => expect(button('提交证据')?.disabled).toBe(false))
    typeInto(field('提交证据') as unknown as HTMLTextAreaElement, '聊天里客户同意了')
    click(button('提交证据'))
    await waitFor(() => expect(text()).toContain(DisputeMessages.evidenceSaved))
    expect(posted('evidence')).toEqual([
      { arbitrationId: 5, text: '聊天里客户同意了', images: ['/boot/files/evidence-1.png'] },
    ])
  })

  it('once the evidence deadline passed: no form, waiting for the ruling', async () => {
    view = disputeView({ canPropose: false, arbitration: arbitration({ evidenceOpen: false }) })
    open()
    await loaded()
    expect(text()).toContain(EVIDENCE_CLOSED)
    expect(button('提交证据')).toBeUndefined()
    expect(card('己方证据')!.textContent).toContain('暂未提交')
  })

  it('shows the ruling: the worker sees their part and the fine, the customer what comes back', async () => {
    const ruled = arbitration({
      status: 1,
      evidenceOpen: false,
      ruling: {
        refund: 3000,
        workerPart: 5600,
        reason: '打手已完成大部分服务',
        fine: 1000,
        time: '2026-11-26 10:00:00',
      },
    })
    view = disputeView({ side: 'worker', canPropose: false, arbitration: ruled })
    open()
    await loaded()
    const ruling = card('平台裁决')!
    expect(card('平台仲裁')!.textContent).toContain('已裁决')
    expect(ruling.textContent).toContain('退还客户¥30.00')
    expect(ruling.textContent).toContain('打手所得¥56.00')
    expect(ruling.textContent).toContain('罚款¥10.00')
    expect(ruling.textContent).toContain('打手已完成大部分服务')
    expect(ruling.textContent).toContain('2026-11-26 10:00:00')
    expect(text()).not.toContain(EVIDENCE_CLOSED)
    expect(button('提交证据')).toBeUndefined()
  })

  it('the customer reads the same ruling without the worker’s money', async () => {
    view = disputeView({
      canPropose: false,
      arbitration: arbitration({
        status: 1,
        evidenceOpen: false,
        ruling: {
          refund: 3000,
          workerPart: 5600,
          reason: '打手已完成大部分服务',
          fine: 1000,
          time: '2026-11-26 10:00:00',
        },
      }),
    })
    open()
    await loaded()
    const ruling = card('平台裁决')!
    expect(ruling.textContent).toContain('退还您¥30.00')
    expect(ruling.textContent).not.toContain('打手所得')
    expect(ruling.textContent).not.toContain('罚款')
  })
})

describe('/order-dispute: nothing to do, and failures', () => {
  it('is read-only when nothing is allowed', async () => {
    view = disputeView({ canPropose: false })
    open()
    await loaded()
    expect(text()).toContain(DisputeMessages.notDisputable)
    // (A dialog of an earlier test may still be fading out.)
    const buttons = [...document.querySelectorAll('button')].filter((one) => !one.closest('.adm-dialog'))
    expect(buttons).toEqual([])
    expect(document.querySelector('textarea, input')).toBeNull()
  })

  it('a failed load says so and loads again on retry', async () => {
    stateFails = true
    open()
    await waitFor(() => expect(button('重新加载')).toBeDefined())
    expect(text()).toContain('服务繁忙，请稍后再试')
    stateFails = false
    click(button('重新加载'))
    await loaded()
  })

  it('shows the skeleton while loading, and says the order is missing without a valid orderId', async () => {
    open()
    expect(document.querySelector('[aria-label="加载中"]')).not.toBeNull()
    await loaded()
  })

  it('asks nothing without a valid orderId', async () => {
    open('abc')
    await waitFor(() => expect(text()).toContain(DisputeMessages.notYours))
    expect(stateReads()).toBe(0)
  })
})
