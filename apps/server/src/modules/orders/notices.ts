import { AUTO_CONFIRM_HOURS, formatCents } from '@dianjing/shared'
import type { Executor } from '../../db/database.ts'
import { clock } from '../../lib/clock.ts'
import { productTitleOf } from '../../lib/product-snapshot.ts'
import { notify } from '../notifications/service.ts'
import * as workers from '../worker/service.ts'
import type { OrderRow } from './repo.ts'

const titleOf = (order: OrderRow) => productTitleOf(order.productJson) || '订单'

const yuan = (cents: number) => `¥${formatCents(cents)}`
/** A worker on duty hears of at most one new hall order this often. */
const HALL_NOTICE_EVERY_MS = 5 * 60_000
/** A customer's notice opens the order's details over their order list. */
const orderLink = (order: OrderRow) => `/order-list?outTradeNo=${encodeURIComponent(order.outTradeNo)}`
const chatLink = (order: OrderRow) => `/order-chat?orderId=${order.id}`

/**
 * What each change of an order tells whom (issue 22), called by transitions.ts in the transaction of
 * the change, so a change rolled back tells nobody and each is told once (its dedupe key).
 */
export const tell = {
  /**
   * A new order in the hall: the on-duty workers of its region who may take it are told, each at most
   * once every five minutes (the dedupe key is the five-minute window), however many orders arrive.
   */
  hallOrder: async (tx: Executor, order: OrderRow) => {
    const window = Math.floor(clock.now().getTime() / HALL_NOTICE_EVERY_MS)
    for (const userId of await workers.onDutyWorkersOf(tx, order.gameRegion, order.userId)) {
      await notify(tx, {
        userId,
        kind: 'hallOrder',
        title: '接单大厅有新订单',
        body: `「${titleOf(order)}」服务费${yuan(order.workerAmount)}，快去接单吧`,
        orderId: order.id,
        link: '/reception-hall',
        dedupeKey: `hall:${window}`,
        orderNum: order.orderNum,
        amount: order.workerAmount,
      })
    }
  },

  designatedOrder: (tx: Executor, order: OrderRow) =>
    order.designatedWorkerId
      ? notify(tx, {
          userId: order.designatedWorkerId,
          kind: 'designatedOrder',
          title: '有客户指定您接单',
          body: `「${titleOf(order)}」服务费${yuan(order.workerAmount)}，请尽快接单，超时将转入接单大厅`,
          orderId: order.id,
          link: `/worker-receiving-order-details?outTradeNo=${encodeURIComponent(order.outTradeNo)}`,
          dedupeKey: `order:${order.id}:designated`,
          orderNum: order.orderNum,
          amount: order.workerAmount,
        })
      : Promise.resolve(),

  paid: (tx: Executor, order: OrderRow) =>
    notify(tx, {
      userId: order.userId,
      kind: 'paid',
      title: '支付成功',
      body: `「${titleOf(order)}」已支付${yuan(order.amount)}，正在为您安排打手`,
      orderId: order.id,
      link: orderLink(order),
      dedupeKey: `order:${order.id}:paid`,
      orderNum: order.orderNum,
      amount: order.amount,
    }),

  accepted: (tx: Executor, order: OrderRow) =>
    notify(tx, {
      userId: order.userId,
      kind: 'accepted',
      title: '打手已接单',
      body: `打手${order.workerName ?? ''}已接下「${titleOf(order)}」，可在订单中与打手沟通`,
      orderId: order.id,
      link: chatLink(order),
      // A reassignment to another worker is news again.
      dedupeKey: `order:${order.id}:accepted:${order.workerId}`,
      orderNum: order.orderNum,
    }),

  progress: (tx: Executor, order: OrderRow, percent: number, note: string) =>
    notify(tx, {
      userId: order.userId,
      kind: 'progress',
      title: `进度更新：${percent}%`,
      body: note ? `「${titleOf(order)}」${note}` : `「${titleOf(order)}」打手上传了进度截图`,
      orderId: order.id,
      link: orderLink(order),
      orderNum: order.orderNum,
    }),

  completed: (tx: Executor, order: OrderRow) =>
    notify(tx, {
      userId: order.userId,
      kind: 'completed',
      title: '服务已完成，请确认',
      body: `打手已完成「${titleOf(order)}」，请在${AUTO_CONFIRM_HOURS}小时内确认，逾期将自动确认`,
      orderId: order.id,
      link: orderLink(order),
      dedupeKey: `order:${order.id}:completed`,
      orderNum: order.orderNum,
    }),

  settled: (tx: Executor, order: OrderRow) =>
    order.workerId
      ? notify(tx, {
          userId: order.workerId,
          kind: 'settled',
          title: '订单已结算',
          body: `「${titleOf(order)}」已结算，服务费${yuan(order.workerAmount)}已计入可用余额`,
          orderId: order.id,
          link: '/balance-management',
          dedupeKey: `order:${order.id}:settled`,
          orderNum: order.orderNum,
          amount: order.workerAmount,
        })
      : Promise.resolve(),

  refunded: (tx: Executor, order: OrderRow) =>
    notify(tx, {
      userId: order.userId,
      kind: 'refunded',
      title: '退款成功',
      body: `「${titleOf(order)}」的${yuan(order.amount)}已原路退回`,
      orderId: order.id,
      link: orderLink(order),
      dedupeKey: `order:${order.id}:refunded`,
      orderNum: order.orderNum,
      amount: order.amount,
    }),

  refundRefused: (tx: Executor, order: OrderRow, reason: string) =>
    notify(tx, {
      userId: order.userId,
      kind: 'refundRefused',
      title: '退款申请未通过',
      body: `「${titleOf(order)}」的退款申请未通过：${reason}`,
      orderId: order.id,
      link: orderLink(order),
      dedupeKey: `order:${order.id}:refundRefused`,
      orderNum: order.orderNum,
    }),
}
