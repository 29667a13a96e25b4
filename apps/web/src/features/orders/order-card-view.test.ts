import type { OrderView } from '@dianjing/shared'
import { describe, expect, it } from 'vitest'
import { orderCardView } from './order-card-view.ts'

const ORDER: OrderView = {
  id: 1,
  outTradeNo: 'DJ1',
  orderNum: 'DJ1',
  status: 1,
  bizStatus: 0,
  refundStatus: 0,
  refundReason: '',
  refuseRefundReason: '',
  productJson: JSON.stringify({
    productCover: '/c.png',
    title: '王者上分',
    briefIntroduction: '',
    preferentialPrice: 100,
  }),
  amount: 100,
  quantity: 1,
  gameId: 'g',
  textId: '',
  gameRegion: '0',
  orderRemarks: '',
  phone: '13800000001',
  workerUserIdNickName: '',
  createTime: '2026-01-01 10:00:00',
  type: 0,
  orderType: 0,
  lotteryNum: 0,
  lotteryNumAlready: 0,
  lotteryResults: {},
  attachment: '',
  completeTime: '',
  reviewStars: 0,
  disputeStatus: 0,
  splitRefund: 0,
  splitBy: '',
}

describe('orderCardView', () => {
  it.each([
    [{ status: 0 }, '待付款', ['pay']],
    [{ status: 1, bizStatus: 0 }, '待接单', ['refund']],
    [{ status: 1, bizStatus: 1 }, '服务中', ['chat', 'dispute']],
    [{ status: 1, bizStatus: 2 }, '待完成', ['chat', 'dispute', 'confirm']],
    [{ status: 1, bizStatus: 3 }, '已完成', ['chat', 'review']],
    [{ status: 1, bizStatus: 3, reviewStars: 4 }, '已完成', ['chat']],
    [{ status: 2 }, '已关闭', []],
    [{ status: 4 }, '已退款', []],
    [{ status: 5, bizStatus: 1 }, '协商完成', ['chat', 'dispute']],
  ])('%o shows %s with %o', (patch, label, actions) => {
    const view = orderCardView({ ...ORDER, ...patch })
    expect(view.stateLabel).toBe(label)
    expect(view.actions).toEqual(actions)
  })

  it('shows the refund in progress or refused, and offers no second application', () => {
    const applied = orderCardView({ ...ORDER, refundStatus: 1, refundReason: '不想玩了' })
    expect(applied.refundLine).toBe('退款申请中：不想玩了')
    expect(applied.actions).toEqual([])
    const refused = orderCardView({ ...ORDER, refundStatus: 2, refuseRefundReason: '已开始服务' })
    expect(refused.refundLine).toBe('退款已拒绝：已开始服务')
  })

  it('offers 协商/售后 while a dispute holds the order, with its tag', () => {
    const proposal = orderCardView({ ...ORDER, bizStatus: 1, disputeStatus: 1 })
    expect(proposal.disputeTag).toBe('撤销待答复')
    expect(proposal.actions).toContain('dispute')
    const arbitration = orderCardView({
      ...ORDER,
      bizStatus: 2,
      disputeStatus: 2,
      completeTime: '2026-11-22 07:17:27',
    })
    expect(arbitration.disputeTag).toBe('仲裁中')
    // Nothing confirms an order under arbitration until staff rule.
    expect(arbitration.actions).toEqual(['chat', 'dispute'])
    expect(arbitration.autoConfirmNote).toBeNull()
    expect(orderCardView({ ...ORDER, bizStatus: 1 }).disputeTag).toBeNull()
    // A designated order is cancelled before anyone serves it, not negotiated.
    expect(orderCardView({ ...ORDER, orderType: 2 }).actions).not.toContain('dispute')
  })

  it('offers a designated order not yet accepted a free cancel instead of a refund application', () => {
    expect(orderCardView({ ...ORDER, orderType: 2 }).actions).toEqual(['cancel'])
    expect(orderCardView({ ...ORDER, orderType: 2, refundStatus: 1 }).actions).toEqual([])
    expect(orderCardView({ ...ORDER, orderType: 2, bizStatus: 1 }).actions).toEqual(['chat', 'dispute'])
    expect(orderCardView({ ...ORDER, orderType: 0 }).actions).toEqual(['refund'])
  })

  it('offers the free cancel exactly when the server grants it (the rule freeCancelUnaccepted)', () => {
    // A refund once refused does not stand in the way; a lottery draw used does (its prizes are kept).
    expect(orderCardView({ ...ORDER, orderType: 2, refundStatus: 2 }).actions).toContain('cancel')
    const drawn = { ...ORDER, orderType: 2, type: 1, lotteryNum: 3, lotteryNumAlready: 1 }
    expect(orderCardView(drawn).actions).not.toContain('cancel')
  })

  it('offers no confirmation while a cancel proposal waits for an answer (the server refuses it)', () => {
    expect(orderCardView({ ...ORDER, bizStatus: 2 }).actions).toContain('confirm')
    expect(orderCardView({ ...ORDER, bizStatus: 2, disputeStatus: 1 }).actions).not.toContain('confirm')
  })

  it('an order ended 协商完成 says what came back; one ruled by staff reads 平台裁决', () => {
    const view = orderCardView({ ...ORDER, status: 5, bizStatus: 1, splitRefund: 6000, splitBy: 'agreed' })
    expect(view.splitLine).toBe('已退还 ¥60.00')
    expect(view.stateLabel).toBe('协商完成')
    expect(orderCardView({ ...ORDER, status: 5, bizStatus: 2, splitBy: 'ruling' }).stateLabel).toBe(
      '平台裁决',
    )
    expect(orderCardView({ ...ORDER, status: 4 }).splitLine).toBeNull()
  })

  it('offers the wheel for a paid lottery order with draws left', () => {
    expect(orderCardView({ ...ORDER, type: 1, lotteryNum: 3, lotteryNumAlready: 1 }).actions).toContain(
      'lottery',
    )
    expect(orderCardView({ ...ORDER, type: 1, lotteryNum: 3, lotteryNumAlready: 3 }).actions).not.toContain(
      'lottery',
    )
  })

  it('offers no refund for a lottery order once a draw is used', () => {
    const lottery = { ...ORDER, type: 1, lotteryNum: 3 }
    expect(orderCardView({ ...lottery, lotteryNumAlready: 0 }).actions).toEqual(['refund', 'lottery'])
    expect(orderCardView({ ...lottery, lotteryNumAlready: 1 }).actions).toEqual(['lottery'])
  })

  it('reads the product from its JSON text, surviving a broken one', () => {
    expect(orderCardView(ORDER).product.title).toBe('王者上分')
    expect(orderCardView({ ...ORDER, productJson: '{' }).product.title).toBe('商品')
  })

  it('awaiting confirmation: shows the proof and when it confirms by itself', () => {
    const view = orderCardView({
      ...ORDER,
      bizStatus: 2,
      attachment: '/boot/files/a.png, /boot/files/b.png,',
      completeTime: '2026-11-22 07:17:27',
    })
    expect(view.proofImages).toEqual(['/boot/files/a.png', '/boot/files/b.png'])
    expect(view.autoConfirmNote).toBe('打手已于 11-22 07:17 完成服务，24小时后将自动确认')
    expect(orderCardView({ ...ORDER, bizStatus: 3 }).autoConfirmNote).toBeNull()
  })

  it('keeps the stars the customer gave', () => {
    expect(orderCardView({ ...ORDER, bizStatus: 3, reviewStars: 5 }).reviewStars).toBe(5)
  })

  it.each([
    [{ status: 1, bizStatus: 0 }, 'none'],
    [{ status: 1, bizStatus: 1 }, 'card'],
    [{ status: 1, bizStatus: 2 }, 'details'],
    [{ status: 1, bizStatus: 3 }, 'details'],
    [{ status: 4, bizStatus: 1 }, 'details'],
    [{ status: 4, bizStatus: 0 }, 'none'],
  ])('%o shows the worker’s progress: %s', (patch, where) => {
    expect(orderCardView({ ...ORDER, ...patch }).progress).toBe(where)
  })
})
