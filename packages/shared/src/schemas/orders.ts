import { z } from 'zod'
import { ORDER_QUANTITY } from '../constants.ts'
import { OrderMessages } from '../messages/orders.ts'
import { idParam, phone, requiredText, wholeNumber } from './common.ts'
import { gameLoginFields } from './game-login.ts'

export const AUTO_ASSIGN_WORKER_NAME = '自动安排'

/** The spec's client sends '' (or null) as the worker when none was chosen: the order is auto-arranged. */
const noWorkerChosen = (value: unknown) => (value === '' || value === null ? undefined : value)

/**
 * Order create payload of spec §3. `totalAmount` is cents; the server recomputes and compares it.
 * Numbers come as JSON integers or digit strings, as the spec's client sends them ('12', '800').
 */
export const orderCreateBody = z
  .object({
    productId: idParam(OrderMessages.productMissing),
    gameId: requiredText(OrderMessages.gameIdRequired).max(64, '游戏ID不能超过64个字符'),
    textId: z.string().trim().max(64, '文字ID不能超过64个字符').optional().default(''),
    phone,
    /** '0' QQ zone, '1' WeChat zone (spec §9, Regions). */
    gameRegion: z.enum(['0', '1'], { error: OrderMessages.regionRequired }),
    workerType: z.literal('0').default('0'),
    orderQuantity: wholeNumber(OrderMessages.quantity, ORDER_QUANTITY),
    orderRemarks: z.string().trim().max(200, '备注不能超过200个字符').optional().default(''),
    totalAmount: wholeNumber(OrderMessages.amountInvalid, { min: 1 }),
    orderType: z.literal('0').default('0'),
    /** '1' names the worker in `workerId`; '0' leaves the order to the hall. */
    automaticScheduling: z.enum(['0', '1']).default('0'),
    workerId: z.preprocess(noWorkerChosen, idParam(OrderMessages.workerInvalid).optional()),
    workerName: z.string().trim().max(20).optional().default(AUTO_ASSIGN_WORKER_NAME),
    /** Beyond the spec: the customer's balance pays when it covers the total (docs/domain.md). */
    payMethod: z.enum(['wechat', 'balance']).catch('wechat').default('wechat'),
    /**
     * The game login, asked for when the product needs it (issue 23): checked in payOrder against the
     * product, stored encrypted apart from the order, never in any order view or log.
     */
    ...gameLoginFields,
  })
  .refine((order) => order.automaticScheduling === '0' || order.workerId !== undefined, {
    path: ['workerId'],
    error: OrderMessages.workerRequired,
  })

export const refundBody = z.object({
  orderId: idParam('订单不存在'),
  refundReason: requiredText(OrderMessages.refundReasonRequired).max(200, '退款理由不能超过200个字符'),
})

export type OrderCreateBody = z.infer<typeof orderCreateBody>
export type RefundBody = z.infer<typeof refundBody>

/** What `payOrder` / `repayAgain` answer: the bridge parameters of spec §3 plus the order's number. */
export const payResult = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.string(),
  paySign: z.string(),
  outTradeNo: z.string(),
  /** '1' opens the lottery wheel after payment. */
  modeType: z.string(),
  /** Paid from the balance already: no bridge to invoke (its fields are empty). */
  paidByBalance: z.boolean(),
})

/** An order as the customer's apps show it (spec §3, Order). */
export const orderView = z.object({
  id: z.number().int(),
  outTradeNo: z.string(),
  orderNum: z.string(),
  status: z.number().int(),
  bizStatus: z.number().int(),
  refundStatus: z.number().int(),
  refundReason: z.string(),
  refuseRefundReason: z.string(),
  /** JSON text: productCover, title, briefIntroduction, preferentialPrice (+ lottery fields). */
  productJson: z.string(),
  amount: z.number().int(),
  quantity: z.number().int(),
  /** The customer's account id in the game. */
  gameId: z.string(),
  textId: z.string(),
  gameRegion: z.string(),
  orderRemarks: z.string(),
  phone: z.string(),
  workerUserIdNickName: z.string(),
  createTime: z.string(),
  type: z.number().int(),
  orderType: z.number().int(),
  lotteryNum: z.number().int(),
  lotteryNumAlready: z.number().int(),
  /** Keyed by round; each value is JSON text of the prize drawn: {name, probability}. */
  lotteryResults: z.record(z.string(), z.string()),
  /** Proof images of the worker, comma-joined. */
  attachment: z.string(),
  /** When the worker said it was done, or ''. */
  completeTime: z.string(),
  /** The customer's rating of the worker, 0 before they rate. */
  reviewStars: z.number().int(),
  /** DisputeStatus: a cancel proposal waiting for an answer, or arbitration open (issue 23). */
  disputeStatus: z.number().int(),
  /** Cents given back to the customer when the order ended 协商完成 (0 otherwise). */
  splitRefund: z.number().int(),
  /**
   * How a split was decided once the order ended 协商完成: 'agreed', 'deadline' (an unanswered proposal)
   * or 'ruling' (平台裁决); '' otherwise. Beyond the spec, like the dispute fields.
   */
  splitBy: z.string(),
})

/** A status, or 'refund': the orders with a refund applied for, refused or done (the 退款/售后 tab). */
export const myOrderListQuery = z.object({
  status: z.enum(['all', '0', '1', '2', '4', 'refund']).catch('all'),
})
export const orderIdQuery = z.object({ orderId: idParam('订单不存在') })
export const outTradeNoQuery = z.object({ outTradeNo: requiredText('订单不存在').max(32, '订单不存在') })

export type PayResult = z.infer<typeof payResult>
export type OrderView = z.infer<typeof orderView>
export type MyOrderListQuery = z.infer<typeof myOrderListQuery>
