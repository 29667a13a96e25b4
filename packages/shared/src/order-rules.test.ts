import { describe, expect, it } from 'vitest'
import { DisputeMessages } from './messages/disputes.ts'
import { FulfilmentMessages } from './messages/fulfilment.ts'
import { OrderMessages } from './messages/orders.ts'
import { canDo, ORDER_RULES, OrderRuleMessages, whyNot } from './order-rules.ts'
import { BizStatus, DisputeStatus, OrderKind, OrderStatus, OrderType, RefundStatus } from './states.ts'

/** A paid order waiting in the hall, bought by user 3; tests change what they are about. */
const WAITING = {
  status: OrderStatus.paid,
  bizStatus: BizStatus.waiting,
  refundStatus: RefundStatus.none,
  disputeStatus: DisputeStatus.none,
  orderType: OrderType.hall,
  type: OrderKind.normal,
  lotteryNum: 0,
  lotteryNumAlready: 0,
  attachment: '',
  userId: 3,
  workerId: null,
}
const SERVED = { ...WAITING, bizStatus: BizStatus.inService, workerId: 7 }

describe('the order rulebook', () => {
  it('lets a customer apply for a refund only while nobody has taken the order and no draw is used (spec §4)', () => {
    expect(canDo(WAITING, 'applyRefund', 3)).toBe(true)
    expect(whyNot(WAITING, 'applyRefund', 4)).toBe(OrderRuleMessages.notFound)
    expect(whyNot(SERVED, 'applyRefund', 3)).toBe(OrderRuleMessages.refundNotAllowed)
    expect(whyNot({ ...WAITING, refundStatus: RefundStatus.refused }, 'applyRefund')).toBe(
      OrderRuleMessages.refundNotAllowed,
    )
    expect(
      whyNot({ ...WAITING, type: OrderKind.lottery, lotteryNum: 3, lotteryNumAlready: 1 }, 'applyRefund'),
    ).toBe(OrderMessages.lotteryDrawn)
  })

  it('names the first clause that fails, in the words the user sees', () => {
    expect(whyNot({ ...SERVED, workerId: 9 }, 'accept', 7)).toBe(FulfilmentMessages.takenByOther)
    expect(whyNot(WAITING, 'accept', 3)).toBe(FulfilmentMessages.notInHall)
    expect(whyNot(SERVED, 'complete', 7)).toBe(FulfilmentMessages.proofRequired)
    expect(whyNot(SERVED, 'complete', 9)).toBe(FulfilmentMessages.notYours)
  })

  it('tells the two sides which dispute holds the order, and staff where to settle it', () => {
    const proposal = { ...SERVED, attachment: '/a.png', disputeStatus: DisputeStatus.proposal }
    expect(whyNot(proposal, 'complete', 7)).toBe(DisputeMessages.proposalOpen)
    expect(whyNot({ ...proposal, disputeStatus: DisputeStatus.arbitration }, 'propose')).toBe(
      DisputeMessages.arbitrationOpen,
    )
    expect(whyNot(proposal, 'settleByStaff')).toBe(OrderRuleMessages.disputeOpen)
  })

  it('does not judge a clause whose field the caller lacks (the server reads whole rows)', () => {
    const view = { status: OrderStatus.paid, bizStatus: BizStatus.inService, refundStatus: RefundStatus.none }
    expect(canDo(view, 'complete')).toBe(true)
    expect(canDo({ ...view, bizStatus: BizStatus.awaitingClose }, 'complete')).toBe(false)
  })

  it('writes every rule with at least one clause and a refusal for each', () => {
    for (const [name, rule] of Object.entries(ORDER_RULES)) {
      expect(rule.when.length, name).toBeGreaterThan(0)
      for (const clause of rule.when) expect(clause.refusal, name).not.toBe('')
    }
  })
})
