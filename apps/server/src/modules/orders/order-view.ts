import { formatDateTime, formatDateTimeOrEmpty, type OrderView } from '@dianjing/shared'
import type { OrderRow } from './repo.ts'

/** The columns an order's customer view (`toView`) reads. */
export type OrderViewRow = Pick<
  OrderRow,
  | 'id'
  | 'outTradeNo'
  | 'orderNum'
  | 'status'
  | 'bizStatus'
  | 'refundStatus'
  | 'refundReason'
  | 'refuseRefundReason'
  | 'productJson'
  | 'amount'
  | 'quantity'
  | 'gameAccount'
  | 'textId'
  | 'gameRegion'
  | 'orderRemarks'
  | 'contactPhone'
  | 'workerName'
  | 'createdAt'
  | 'type'
  | 'orderType'
  | 'lotteryNum'
  | 'lotteryNumAlready'
  | 'lotteryResults'
  | 'attachment'
  | 'completedAt'
  | 'disputeStatus'
  | 'splitRefund'
  | 'splitBy'
>

/** An order as its customer sees it (its details, what an action answers); the hall's view builds on it. */
export function toView(order: OrderViewRow, reviewStars = 0): OrderView {
  return {
    id: order.id,
    outTradeNo: order.outTradeNo,
    orderNum: order.orderNum,
    status: order.status,
    bizStatus: order.bizStatus,
    refundStatus: order.refundStatus,
    refundReason: order.refundReason,
    refuseRefundReason: order.refuseRefundReason,
    productJson: order.productJson,
    amount: order.amount,
    quantity: order.quantity,
    gameId: order.gameAccount,
    textId: order.textId,
    gameRegion: order.gameRegion,
    orderRemarks: order.orderRemarks,
    phone: order.contactPhone,
    workerUserIdNickName: order.workerName,
    createTime: formatDateTime(order.createdAt),
    type: order.type,
    orderType: order.orderType,
    lotteryNum: order.lotteryNum,
    lotteryNumAlready: order.lotteryNumAlready,
    lotteryResults: order.lotteryResults,
    attachment: order.attachment,
    completeTime: formatDateTimeOrEmpty(order.completedAt),
    reviewStars,
    disputeStatus: order.disputeStatus,
    splitRefund: order.splitRefund,
    splitBy: order.splitBy ?? '',
  }
}
