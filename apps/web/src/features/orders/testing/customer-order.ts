import type { OrderProgressView, OrderView } from '@dianjing/shared'

/** A customer's order as the server lists it: paid, its worker done and awaiting confirmation. */
export const customerOrder = (id: number, patch: Partial<OrderView> = {}): OrderView => ({
  id,
  outTradeNo: `DJ${id}`,
  orderNum: `DJ${id}`,
  status: 1,
  bizStatus: 2,
  refundStatus: 0,
  refundReason: '',
  refuseRefundReason: '',
  productJson: JSON.stringify({
    productCover: '',
    title: `订单${id}`,
    briefIntroduction: '',
    preferentialPrice: 100,
  }),
  amount: 100,
  quantity: 1,
  gameId: 'g',
  textId: '',
  gameRegion: '0',
  orderRemarks: '',
  phone: '13900000001',
  workerUserIdNickName: '阿杰',
  createTime: '2026-11-22 07:00:00',
  type: 0,
  orderType: 0,
  lotteryNum: 0,
  lotteryNumAlready: 0,
  lotteryResults: {},
  attachment: '/boot/files/proof-1.png,/boot/files/proof-2.png',
  completeTime: '2026-11-22 07:17:27',
  reviewStars: 0,
  disputeStatus: 0,
  splitRefund: 0,
  splitBy: '',
  ...patch,
})

/** An order's progress with nothing posted and nothing due. */
export const noProgress = (orderId: number, patch: Partial<OrderProgressView> = {}): OrderProgressView => ({
  orderId,
  percent: 0,
  updates: [],
  firstDueTime: '',
  overdue: false,
  ...patch,
})
