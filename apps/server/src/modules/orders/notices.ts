import {
  AUTO_CONFIRM_HOURS,
  BizStatus,
  formatYuan,
  type NotificationKind,
  OrderStatus,
  OrderType,
  SplitBy,
  splitEnding,
} from '@dianjing/shared'
import type { Executor } from '../../db/database.ts'
import { clock } from '../../lib/clock.ts'
import { productTitleOf } from '../../lib/product-snapshot.ts'
import { type Notice, notify, notifyEach, notifyMany } from '../notifications/service.ts'
import * as workers from '../worker/service.ts'
import type { OrderRow } from './repo.ts'

const titleOf = (order: OrderRow) => productTitleOf(order.productJson) || '订单'

/** A worker on duty hears of at most one new hall order this often. */
const HALL_NOTICE_EVERY_MS = 5 * 60_000
/** A customer's notice opens the order's details over their order list. */
const orderLink = (order: OrderRow) => `/order-list?outTradeNo=${encodeURIComponent(order.outTradeNo)}`
const chatLink = (order: OrderRow) => `/order-chat?orderId=${order.id}`
const disputeLink = (order: OrderRow) => `/order-dispute?orderId=${order.id}`
type Side = 'customer' | 'worker'
const SIDE_NAMES: Record<Side, string> = { customer: '客户', worker: '打手' }

const paidNotice = (order: OrderRow): Notice => ({
  userId: order.userId,
  kind: 'paid',
  title: '支付成功',
  body: `「${titleOf(order)}」已支付${formatYuan(order.amount)}，正在为您安排打手`,
  orderId: order.id,
  link: orderLink(order),
  dedupeKey: `order:${order.id}:paid`,
  orderNum: order.orderNum,
  amount: order.amount,
})

const designatedNotice = (order: OrderRow): Notice[] =>
  order.designatedWorkerId
    ? [
        {
          userId: order.designatedWorkerId,
          kind: 'designatedOrder',
          title: '有客户指定您接单',
          body: `「${titleOf(order)}」服务费${formatYuan(order.workerAmount)}，请尽快接单，超时将转入接单大厅`,
          orderId: order.id,
          link: `/worker-receiving-order-details?outTradeNo=${encodeURIComponent(order.outTradeNo)}`,
          dedupeKey: `order:${order.id}:designated`,
          orderNum: order.orderNum,
          amount: order.workerAmount,
        },
      ]
    : []

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
    // All of them in one statement, those already told in this window left out.
    await notifyMany(tx, workers.onDutyWorkersOf(tx, order.gameRegion, order.userId), {
      kind: 'hallOrder',
      title: '接单大厅有新订单',
      body: `「${titleOf(order)}」服务费${formatYuan(order.workerAmount)}，快去接单吧`,
      orderId: order.id,
      link: '/reception-hall',
      dedupeKey: `hall:${window}`,
      orderNum: order.orderNum,
      amount: order.workerAmount,
    })
  },

  /**
   * Just-paid orders (checkout/after-paid.ts, after the payment committed): each customer is told, the
   * designated worker of a designated order, and the hall of each region once. An order refunded or taken
   * by then is not announced to anyone who could no longer act on it.
   */
  paidOrders: async (tx: Executor, paid: OrderRow[]) => {
    const stillPaid = paid.filter((order) => order.status === OrderStatus.paid)
    const waiting = stillPaid.filter((order) => order.bizStatus === BizStatus.waiting)
    await notifyEach(tx, [
      ...stillPaid.map(paidNotice),
      ...waiting.filter((order) => order.orderType === OrderType.designated).flatMap(designatedNotice),
    ])
    // Workers hear of at most one hall order each five minutes: the batch's first of each region.
    const regions = new Map<string, OrderRow>()
    for (const order of waiting) {
      if (order.orderType === OrderType.hall && !regions.has(order.gameRegion))
        regions.set(order.gameRegion, order)
    }
    for (const order of regions.values()) await tell.hallOrder(tx, order)
  },

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
          body: `「${titleOf(order)}」已结算，服务费${formatYuan(order.workerAmount)}已计入可用余额`,
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
      body: `「${titleOf(order)}」的${formatYuan(order.amount)}已原路退回`,
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

  /** A cancel proposal reaches the other side, with its deadline. */
  cancelProposed: (tx: Executor, order: OrderRow, by: Side, refund: number, proposalId: number) =>
    toOther(tx, order, by, {
      kind: 'cancelProposed',
      title: `${SIDE_NAMES[by]}申请协商撤销`,
      body: `「${titleOf(order)}」${SIDE_NAMES[by]}申请撤销订单，退还客户${formatYuan(refund)}，请及时答复，逾期未答复将视为同意`,
      dedupeKey: `proposal:${proposalId}:proposed`,
    }),

  /** The proposer hears the answer: refused, or withdrawn by them is told to the other side. */
  cancelAnswered: (tx: Executor, order: OrderRow, to: Side, text: string, proposalId: number) =>
    toSide(tx, order, to, {
      kind: 'cancelAnswered',
      title: text,
      body: `「${titleOf(order)}」${text}`,
      dedupeKey: `proposal:${proposalId}:answered`,
    }),

  arbitrationOpened: (tx: Executor, order: OrderRow, by: Side, arbitrationId: number, due: string) =>
    toOther(tx, order, by, {
      kind: 'arbitrationOpened',
      title: `${SIDE_NAMES[by]}申请了平台仲裁`,
      body: `「${titleOf(order)}」已进入仲裁，请在${due}前提交证据`,
      dedupeKey: `arbitration:${arbitrationId}:opened`,
    }),

  evidenceClosed: async (tx: Executor, order: OrderRow, arbitrationId: number) => {
    for (const side of ['customer', 'worker'] as const) {
      await toSide(tx, order, side, {
        kind: 'evidenceClosed',
        title: '仲裁举证已结束',
        body: `「${titleOf(order)}」举证时间已结束，平台将尽快裁决`,
        dedupeKey: `arbitration:${arbitrationId}:evidenceClosed`,
      })
    }
  },

  /** The split executed: both sides hear what each gets, and whether they agreed or staff ruled. */
  negotiated: async (tx: Executor, order: OrderRow) => {
    const ruled = splitEnding(order) === 'ruled'
    const how = ruled
      ? '平台已裁决'
      : order.splitBy === SplitBy.deadline
        ? '撤销申请逾期未答复，视为同意'
        : '双方协商一致'
    const kind = ruled ? 'ruled' : 'negotiated'
    const title = ruled ? '订单已由平台裁决' : '订单已协商完成'
    await toSide(tx, order, 'customer', {
      kind,
      title,
      body: `「${titleOf(order)}」${how}，${order.splitRefund > 0 ? `${formatYuan(order.splitRefund)}将原路退回` : '不退款'}`,
      dedupeKey: `order:${order.id}:negotiated`,
      amount: order.splitRefund,
    })
    await toSide(tx, order, 'worker', {
      kind,
      title,
      body: `「${titleOf(order)}」${how}，${order.splitWorkerAmount > 0 ? `${formatYuan(order.splitWorkerAmount)}已计入可用余额` : '无服务费收入'}`,
      dedupeKey: `order:${order.id}:negotiated`,
      amount: order.splitWorkerAmount,
    })
  },
}

interface SideNotice {
  kind: NotificationKind
  title: string
  body: string
  dedupeKey: string
  amount?: number
}

/** A dispute notice to one side of the order, linking to the order's dispute page. */
function toSide(tx: Executor, order: OrderRow, side: Side, notice: SideNotice) {
  const userId = side === 'customer' ? order.userId : order.workerId
  if (!userId) return Promise.resolve()
  return notify(tx, {
    ...notice,
    userId,
    orderId: order.id,
    link: disputeLink(order),
    orderNum: order.orderNum,
  })
}

const toOther = (tx: Executor, order: OrderRow, by: Side, notice: SideNotice) =>
  toSide(tx, order, by === 'customer' ? 'worker' : 'customer', notice)
