// @vitest-environment jsdom
import { OrderRuleMessages, type StaffRoleValue } from '@dianjing/shared'
import { afterEach, beforeAll, describe, expect, it, type Mock } from 'vitest'
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
import type { OrderDetail } from '../api/get-order.ts'
import { OrderActions } from './order-actions.tsx'
import { actionBlocker } from './order-rules.ts'

const IN_SERVICE: OrderDetail = {
  id: 7,
  orderNum: 'DJ2026112130477117',
  outTradeNo: 'DJ2026112130477117',
  title: '和平精英 技术陪玩 3局',
  gameName: '和平精英',
  gameRegion: '1',
  amount: 2500,
  workerAmount: 2000,
  quantity: 1,
  status: 1,
  bizStatus: 1,
  refundStatus: 0,
  stateLabel: '服务中',
  orderType: 0,
  customerId: 7,
  customerName: '新客户小王',
  customerPhone: '13900000001',
  workerId: 8,
  workerName: '阿杰打手',
  createTime: '2026-11-22 07:17:27',
  paidTime: '2026-11-22 06:30:27',
  gameAccount: 'wz1',
  textId: '',
  contactPhone: '13900000001',
  orderRemarks: '',
  refundReason: '',
  refuseRefundReason: '',
  attachment: [],
  designatedWorkerName: '',
  acceptTime: '2026-11-22 07:17:27',
  disputeStatus: 0,
  splitRefund: 0,
  splitWorkerAmount: 0,
  splitBy: '',
  lottery: null,
  completeTime: '',
  settleTime: '',
  settledBy: '',
  review: null,
  timeline: [],
  payments: [],
  refunds: [],
}

const AWAITING_CONFIRMATION: OrderDetail = { ...IN_SERVICE, bizStatus: 2, stateLabel: '待完成' }
const COMPLETED: OrderDetail = { ...IN_SERVICE, bizStatus: 3, stateLabel: '已完成', settledBy: 'customer' }
const REFUNDING: OrderDetail = {
  ...IN_SERVICE,
  refunds: [{ outRefundNo: 'RFDJ1', amount: 2500, status: 0, reason: '纠纷', time: '2026-11-22 08:00:00' }],
}

beforeAll(polyfillBrowser)
afterEach(cleanup)

let fetchMock: Mock

function show(order: OrderDetail, role: StaffRoleValue | undefined) {
  fetchMock = fakeServer((path) => ({
    msg: path.endsWith('/settle') ? '已结算，服务费已计入打手余额' : '操作成功',
    data: path === '/workers' ? { total: 0, list: [] } : null,
  }))
  render(<OrderActions order={order} role={role} />)
}

/** Each action's button: undefined when not shown, else whether it can be pressed. */
function actions() {
  const state = (text: string) => {
    const found = buttons(text)[0]
    return found ? (found.disabled ? 'disabled' : 'enabled') : undefined
  }
  return { reassign: state('改派'), settle: state('结算'), refund: state('纠纷退款') }
}

describe('OrderActions', { timeout: 20_000 }, () => {
  it.each([
    ['owner', { reassign: 'enabled', settle: 'enabled', refund: 'enabled' }],
    ['operator', { reassign: 'enabled', settle: undefined, refund: undefined }],
    ['finance', { reassign: undefined, settle: 'enabled', refund: 'enabled' }],
  ] as const)('shows %s the actions of their role', (role, expected) => {
    show(IN_SERVICE, role)
    expect(actions()).toEqual(expected)
  })

  it('shows support no action, and says who acts', () => {
    show(IN_SERVICE, 'support')
    expect(actions()).toEqual({ reassign: undefined, settle: undefined, refund: undefined })
    expect(document.body.textContent).toContain('当前角色为客服，可查看订单')
  })

  it('shows nothing until the role is known', () => {
    show(IN_SERVICE, undefined)
    expect(actions()).toEqual({ reassign: undefined, settle: undefined, refund: undefined })
  })

  it('disables what the state does not allow: no reassigning an order the worker finished', () => {
    show(AWAITING_CONFIRMATION, 'owner')
    expect(actions()).toEqual({ reassign: 'disabled', settle: 'enabled', refund: 'enabled' })
  })

  it('offers nothing on a settled order', () => {
    show(COMPLETED, 'owner')
    expect(actions()).toEqual({ reassign: undefined, settle: undefined, refund: undefined })
    expect(document.body.textContent).toContain('订单当前状态为「已完成」，没有可执行的操作。')
  })

  it('offers nothing while WeChat has a refund in hand, and says so', () => {
    show(REFUNDING, 'owner')
    expect(actions()).toEqual({ reassign: undefined, settle: undefined, refund: undefined })
    expect(document.body.textContent).toContain('退款处理中')
  })

  it('settles only after a confirmation naming the worker’s fee, and shows the server’s words', async () => {
    show(AWAITING_CONFIRMATION, 'finance')
    click(button('结算'))
    await waitFor(() =>
      expect(document.querySelector('.ant-popconfirm')?.textContent).toContain(
        '服务费 ¥20.00 将计入打手余额',
      ),
    )
    expect(fetchMock).not.toHaveBeenCalled()
    click(button('确认结算', document.querySelector('.ant-popconfirm')!))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toBe('/boot/admin/orders/7/settle')
    expect(init?.method).toBe('POST')
    await waitFor(() => expect(document.body.textContent).toContain('已结算，服务费已计入打手余额'))
  })

  it('refunds only with a reason', async () => {
    show(IN_SERVICE, 'finance')
    click(button('纠纷退款'))
    const modal = () => document.querySelector('.ant-modal')!
    await waitFor(() => expect(modal()?.textContent).toContain('¥25.00'))
    click(button('确认退款', modal()))
    await waitFor(() =>
      expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe('请填写原因'),
    )
    expect(fetchMock).not.toHaveBeenCalled()

    typeInto(modal().querySelector('textarea')!, '  打手未按约定完成服务  ')
    click(button('确认退款', modal()))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toBe('/boot/admin/orders/7/refund')
    expect(JSON.parse(String(init?.body))).toEqual({ reason: '打手未按约定完成服务' })
  })

  it('shows the draws used and the prizes won before a dispute refund of a drawn lottery order', async () => {
    show(
      {
        ...IN_SERVICE,
        bizStatus: 0,
        lottery: { drawsTotal: 3, drawsUsed: 3, prizes: ['皮肤一款', '谢谢参与', '点券'] },
      },
      'finance',
    )
    click(button('纠纷退款'))
    const modal = () => document.querySelector('.ant-modal')!
    await waitFor(() => expect(modal()?.textContent).toContain('抽奖订单 · 已抽 3/3 次'))
    expect(modal().textContent).toContain('已中奖品：皮肤一款、谢谢参与、点券')
    expect(modal().textContent).toContain('客户已抽奖，奖品不会收回')
    expect(button('确认退款', modal()).disabled).toBe(false)
  })
})

describe('actionBlocker', () => {
  it('names why the state refuses each action', () => {
    expect(actionBlocker('reassign', { ...IN_SERVICE, bizStatus: 0 })).toBeUndefined()
    expect(actionBlocker('reassign', { ...IN_SERVICE, bizStatus: 0, refundStatus: 1 })).toBe(
      '客户正在申请退款，请先在退款审核中处理',
    )
    expect(actionBlocker('settle', { ...IN_SERVICE, bizStatus: 0, workerId: null })).toBe(
      '只有服务中或待完成的订单可以结算',
    )
    expect(actionBlocker('refund', { ...IN_SERVICE, bizStatus: 0 })).toBeUndefined()
    expect(actionBlocker('refund', { ...IN_SERVICE, status: 4 })).toBe('只有已支付、尚未结算的订单可以退款')
    expect(actionBlocker('settle', REFUNDING)).toBe('订单正在退款，无法结算')
  })

  it('leaves an order under an open proposal or arbitration to its ruling', () => {
    const disputed = { ...IN_SERVICE, disputeStatus: 2 }
    // The server's words, from the one rulebook both read.
    expect(actionBlocker('settle', disputed)).toBe(OrderRuleMessages.disputeOpen)
    expect(actionBlocker('refund', { ...IN_SERVICE, disputeStatus: 1 })).toBe(OrderRuleMessages.disputeOpen)
    expect(actionBlocker('settle', IN_SERVICE)).toBeUndefined()
  })
})
