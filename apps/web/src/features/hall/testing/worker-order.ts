import {
  BizStatus,
  type OrderProgressView,
  OrderStatus,
  type ProgressUpdate,
  RefundStatus,
  type WorkerOrderView,
} from '@dianjing/shared'

/**
 * A worker-side order as the server answers it to the worker serving it (in service, the customer's
 * details shown); tests override what they are about.
 */
export function workerOrder(overrides: Partial<WorkerOrderView> = {}): WorkerOrderView {
  return {
    id: 7,
    outTradeNo: 'DJ2026112130477117',
    orderNum: 'DJ2026112130477117',
    status: OrderStatus.paid,
    bizStatus: BizStatus.inService,
    refundStatus: RefundStatus.none,
    refundReason: '',
    refuseRefundReason: '',
    productJson: JSON.stringify({
      productCover: '/boot/files/seed/cover.svg',
      title: '和平精英 技术陪玩 3局',
      briefIntroduction: '枪法教学加娱乐，三局带你吃鸡',
      preferentialPrice: 2500,
    }),
    amount: 2500,
    quantity: 1,
    gameRegion: '1',
    workerUserIdNickName: '',
    createTime: '2026-11-22 07:17:27',
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
    workerAmount: 2000,
    splitWorkerAmount: 0,
    gameName: '和平精英',
    paidTime: '2026-11-22 07:10:00',
    acceptTime: '2026-11-22 07:17:39',
    settleTime: '',
    customer: { phone: '13900000001', gameId: 'wz30477117', textId: '', orderRemarks: '' },
    ...overrides,
  }
}

/** An order's progress as the server answers it: none posted yet, the first one not due. */
export function orderProgress(overrides: Partial<OrderProgressView> = {}): OrderProgressView {
  return { orderId: 7, percent: 0, updates: [], firstDueTime: '', overdue: false, ...overrides }
}

export function progressUpdate(overrides: Partial<ProgressUpdate> & { id: number }): ProgressUpdate {
  return { percent: 30, note: '', images: [], time: '2026-11-22 07:40:00', ...overrides }
}
