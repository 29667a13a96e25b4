import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import {
  arbitrationEvidence,
  arbitrations,
  cancelProposals,
  gameLoginReveals,
  notifications,
  orderChatMarks,
  orderGameLogins,
  orderMessageReports,
  orderMessages,
  orderProgress,
  orders,
  products,
  users,
  withdrawals,
  workerApplications,
  workers,
} from './db/schema/index.ts'
import { seedDemoData } from './db/seed.ts'
import { storeForNewOrder } from './modules/game-logins/service.ts'
import { makeCustomer, makePaidOrder, makeWorker } from './modules/orders/testing.ts'
import { apiCaller } from './test/api-call.ts'
import { multipartFile, PNG_PIXEL } from './test/multipart.ts'
import { useTestApp } from './test/test-app.ts'

/**
 * Every customer or worker route whose schema names an object (an order, an upload, …) refuses anyone
 * but its owner: another customer, a worker on a customer's route, a customer on a worker's route,
 * another worker. Every worker route refuses a customer who is not a worker. The routes come from the
 * app's own route table, collected as the app adds them (hidden routes included), so a new route that
 * names an object, or a new worker route, fails here until it has a row.
 */
const seen = vi.hoisted(() => [] as RouteOptions[])
vi.mock('fastify', async (importOriginal) => {
  // Observes the routes as they are added; the app itself is unchanged.
  const actual = await importOriginal<typeof import('fastify')>()
  const create = actual.default as unknown as (options?: object) => FastifyInstance
  const observed = (options?: object) => {
    const instance = create(options)
    instance.addHook('onRoute', (route) => {
      seen.push(route)
    })
    return instance
  }
  return { ...actual, default: observed }
})
const { app, database } = await useTestApp()
const { db } = database
const call = apiCaller(app)

/** A signed-in user with a WeChat openid and an image of their own, so only ownership can refuse them. */
type Actor = { token: string; userId: number; upload: string }
interface Fixture {
  customer: Actor
  stranger: Actor
  worker: Actor
  otherWorker: Actor
  unpaid: typeof orders.$inferSelect
  paid: typeof orders.$inferSelect
  inService: typeof orders.$inferSelect
  awaitingClose: typeof orders.$inferSelect
  settled: typeof orders.$inferSelect
  lottery: typeof orders.$inferSelect
  designated: typeof orders.$inferSelect
  /** A message the worker wrote in the in-service order's chat. */
  message: number
  /** A notification of the customer's. */
  notification: number
  /** An open cancel proposal the customer made on an order the worker serves. */
  proposal: number
  /** Arbitration the customer opened on an order the worker serves, taking evidence. */
  arbitration: number
}
let f: Fixture

interface Case {
  /** The object it targets and how `intruder` asks for it. */
  request: (fixture: Fixture, intruder: Actor) => { method: 'GET' | 'POST'; url: string; body?: unknown }
  /** Who must be refused. */
  intruders: (fixture: Fixture) => Actor[]
}

const q = (url: string, params: Record<string, string | number>) =>
  `${url}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`

const OWNERSHIP: Record<string, Case> = {
  'GET /boot/v1/dEsports/wxOrder/orderDetails › outTradeNo': {
    request: (x) => ({
      method: 'GET',
      url: q('/boot/v1/dEsports/wxOrder/orderDetails', { outTradeNo: x.paid.outTradeNo }),
    }),
    intruders: (x) => [x.stranger, x.worker],
  },
  'GET /boot/v1/dEsports/wxOrder/repayAgain › orderId': {
    request: (x) => ({
      method: 'GET',
      url: q('/boot/v1/dEsports/wxOrder/repayAgain', { orderId: x.unpaid.id }),
    }),
    intruders: (x) => [x.stranger, x.worker],
  },
  'POST /boot/v1/dEsports/wxOrder/applyRefund › orderId': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/v1/dEsports/wxOrder/applyRefund',
      body: { orderId: x.paid.id, refundReason: '不想要了' },
    }),
    intruders: (x) => [x.stranger, x.worker],
  },
  'POST /boot/v1/dEsports/wxOrder/confirmComplete › orderId': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/v1/dEsports/wxOrder/confirmComplete',
      body: { orderId: x.awaitingClose.id },
    }),
    intruders: (x) => [x.stranger, x.worker, x.otherWorker],
  },
  'POST /boot/v1/dEsports/wxOrder/reviewOrder › orderId': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/v1/dEsports/wxOrder/reviewOrder',
      body: { orderId: x.settled.id, stars: 1 },
    }),
    intruders: (x) => [x.stranger, x.worker],
  },
  'GET /boot/v1/dEsports/private/updateLotteryCount › outTradeNo': {
    request: (x) => ({
      method: 'GET',
      url: q('/boot/v1/dEsports/private/updateLotteryCount', { outTradeNo: x.lottery.outTradeNo }),
    }),
    intruders: (x) => [x.stranger, x.worker],
  },
  'GET /boot/v1/dEsports/wxOrder/lotteryDraw › outTradeNo': {
    request: (x) => ({
      method: 'GET',
      url: q('/boot/v1/dEsports/wxOrder/lotteryDraw', { outTradeNo: x.lottery.outTradeNo, round: 1 }),
    }),
    intruders: (x) => [x.stranger, x.worker],
  },
  'GET /boot/v1/dEsports/wxOrder/workerOrderDetails › outTradeNo': {
    request: (x) => ({
      method: 'GET',
      url: q('/boot/v1/dEsports/wxOrder/workerOrderDetails', { outTradeNo: x.inService.outTradeNo }),
    }),
    intruders: (x) => [x.otherWorker, x.customer, x.stranger],
  },
  'POST /boot/v1/dEsports/wxOrder/updateOrderAttachment › orderId': {
    request: (x, intruder) => ({
      method: 'POST',
      url: '/boot/v1/dEsports/wxOrder/updateOrderAttachment',
      body: { orderId: x.inService.id, attachment: intruder.upload },
    }),
    intruders: (x) => [x.otherWorker, x.customer],
  },
  'GET /boot/v1/dEsports/wxOrder/workerCompleteOrder › orderId': {
    request: (x) => ({
      method: 'GET',
      url: q('/boot/v1/dEsports/wxOrder/workerCompleteOrder', { orderId: x.inService.id }),
    }),
    intruders: (x) => [x.otherWorker, x.customer],
  },
  'GET /boot/v1/dEsports/wxOrder/workerReceivingOrderDetails › outTradeNo': {
    request: (x) => ({
      method: 'GET',
      url: q('/boot/v1/dEsports/wxOrder/workerReceivingOrderDetails', {
        outTradeNo: x.designated.outTradeNo,
      }),
    }),
    intruders: (x) => [x.otherWorker, x.customer],
  },
  'GET /boot/v1/dEsports/wxOrder/acceptOrder › orderId': {
    request: (x) => ({
      method: 'GET',
      url: q('/boot/v1/dEsports/wxOrder/acceptOrder', { orderId: x.designated.id }),
    }),
    intruders: (x) => [x.otherWorker, x.customer, x.stranger],
  },
  'POST /boot/v1/dEsports/wxOrder/updateOrderAttachment › attachment': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/v1/dEsports/wxOrder/updateOrderAttachment',
      body: { orderId: x.inService.id, attachment: x.stranger.upload },
    }),
    intruders: (x) => [x.worker],
  },
  'POST /boot/v1/dEsports/worker/saveWithdrawalInformation › zfbPaymentCode': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/v1/dEsports/worker/saveWithdrawalInformation',
      body: { zfbName: '打手', zfbPhone: '13812345678', zfbPaymentCode: x.stranger.upload },
    }),
    intruders: (x) => [x.worker, x.otherWorker, x.customer],
  },
  'POST /boot/v1/dEsports/wxOrder/progress › orderId': {
    request: (x, intruder) => ({
      method: 'POST',
      url: '/boot/v1/dEsports/wxOrder/progress',
      body: { orderId: x.inService.id, percent: 50, note: '我来更新', images: [intruder.upload] },
    }),
    intruders: (x) => [x.otherWorker, x.customer, x.stranger],
  },
  'POST /boot/v1/dEsports/wxOrder/progress › images': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/v1/dEsports/wxOrder/progress',
      body: { orderId: x.inService.id, percent: 50, images: [x.stranger.upload] },
    }),
    intruders: (x) => [x.worker],
  },
  'GET /boot/v1/dEsports/wxOrder/progress › orderId': {
    request: (x) => ({
      method: 'GET',
      url: q('/boot/v1/dEsports/wxOrder/progress', { orderId: x.inService.id }),
    }),
    intruders: (x) => [x.otherWorker, x.stranger],
  },
  'GET /boot/v1/dEsports/orderChat/messages › orderId': {
    request: (x) => ({
      method: 'GET',
      url: q('/boot/v1/dEsports/orderChat/messages', { orderId: x.inService.id }),
    }),
    intruders: (x) => [x.otherWorker, x.stranger],
  },
  'POST /boot/v1/dEsports/orderChat/send › orderId': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/v1/dEsports/orderChat/send',
      body: { orderId: x.inService.id, body: '你好' },
    }),
    intruders: (x) => [x.otherWorker, x.stranger],
  },
  'POST /boot/v1/dEsports/orderChat/send › images': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/v1/dEsports/orderChat/send',
      body: { orderId: x.inService.id, images: [x.stranger.upload] },
    }),
    intruders: (x) => [x.customer, x.worker],
  },
  'POST /boot/v1/dEsports/orderChat/read › orderId': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/v1/dEsports/orderChat/read',
      body: { orderId: x.inService.id, readId: x.message },
    }),
    intruders: (x) => [x.otherWorker, x.stranger],
  },
  'POST /boot/v1/dEsports/orderChat/report › messageId': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/v1/dEsports/orderChat/report',
      body: { messageId: x.message, reason: '骚扰' },
    }),
    intruders: (x) => [x.otherWorker, x.stranger],
  },
  'GET /boot/v1/dEsports/orderChat/live › orderId': {
    request: (x) => ({
      method: 'GET',
      url: q('/boot/v1/dEsports/orderChat/live', { orderId: x.inService.id }),
    }),
    intruders: (x) => [x.otherWorker, x.stranger],
  },
  'GET /boot/v1/dEsports/orderDispute/state › orderId': {
    request: (x) => ({
      method: 'GET',
      url: q('/boot/v1/dEsports/orderDispute/state', { orderId: x.inService.id }),
    }),
    intruders: (x) => [x.otherWorker, x.stranger],
  },
  'POST /boot/v1/dEsports/orderDispute/propose › orderId': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/v1/dEsports/orderDispute/propose',
      body: { orderId: x.inService.id, refund: 0, reason: '不想打了' },
    }),
    intruders: (x) => [x.otherWorker, x.stranger],
  },
  'POST /boot/v1/dEsports/orderDispute/answer › proposalId': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/v1/dEsports/orderDispute/answer',
      body: { proposalId: x.proposal, agree: true },
    }),
    // The customer proposed it: only the worker serving the order answers.
    intruders: (x) => [x.otherWorker, x.worker, x.stranger, x.customer],
  },
  'POST /boot/v1/dEsports/orderDispute/withdraw › proposalId': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/v1/dEsports/orderDispute/withdraw',
      body: { proposalId: x.proposal },
    }),
    intruders: (x) => [x.otherWorker, x.stranger, x.worker],
  },
  'POST /boot/v1/dEsports/orderDispute/freeCancel › orderId': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/v1/dEsports/orderDispute/freeCancel',
      body: { orderId: x.designated.id },
    }),
    intruders: (x) => [x.stranger, x.worker, x.otherWorker],
  },
  'POST /boot/v1/dEsports/orderDispute/arbitrate › orderId': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/v1/dEsports/orderDispute/arbitrate',
      body: { orderId: x.awaitingClose.id, reason: '有异议' },
    }),
    intruders: (x) => [x.otherWorker, x.stranger],
  },
  'POST /boot/v1/dEsports/orderDispute/evidence › arbitrationId': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/v1/dEsports/orderDispute/evidence',
      body: { arbitrationId: x.arbitration, text: '我有证据' },
    }),
    intruders: (x) => [x.otherWorker, x.stranger],
  },
  'POST /boot/v1/dEsports/orderDispute/evidence › images': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/v1/dEsports/orderDispute/evidence',
      body: { arbitrationId: x.arbitration, images: [x.stranger.upload] },
    }),
    intruders: (x) => [x.customer],
  },
  // The game login (decision 025): only its customer and the worker serving it; see game-logins.test.ts.
  'GET /boot/v1/dEsports/gameLogin/state › orderId': {
    request: (x) => ({
      method: 'GET',
      url: q('/boot/v1/dEsports/gameLogin/state', { orderId: x.inService.id }),
    }),
    intruders: (x) => [x.otherWorker, x.stranger],
  },
  'POST /boot/v1/dEsports/gameLogin/reveal › orderId': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/v1/dEsports/gameLogin/reveal',
      body: { orderId: x.inService.id },
    }),
    intruders: (x) => [x.otherWorker, x.customer, x.stranger],
  },
  'POST /boot/v1/dEsports/gameLogin/lock › orderId': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/v1/dEsports/gameLogin/lock',
      body: { orderId: x.inService.id, locked: true },
    }),
    intruders: (x) => [x.worker, x.otherWorker, x.stranger],
  },
  'POST /boot/v1/dEsports/gameLogin/update › orderId': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/v1/dEsports/gameLogin/update',
      body: { orderId: x.inService.id, account: 'taken', password: 'over', note: '' },
    }),
    intruders: (x) => [x.worker, x.otherWorker, x.stranger],
  },
  'POST /boot/v1/dEsports/notifications/read › id': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/v1/dEsports/notifications/read',
      body: { id: x.notification },
    }),
    intruders: (x) => [x.stranger, x.worker],
  },
  'POST /boot/dEsports/bizRegistrationApplication/save › imgsUrl': {
    request: (x) => ({
      method: 'POST',
      url: '/boot/dEsports/bizRegistrationApplication/save',
      body: {
        name: '张三',
        sex: '0',
        districtServer: '1',
        briefIntroduction: '国服前百',
        imgsUrl: x.stranger.upload,
      },
    }),
    intruders: (x) => [x.customer, x.worker],
  },
}

/**
 * Fields that name something anyone may name, and why. Everything else that names an object is in
 * OWNERSHIP above.
 */
const PUBLIC: Record<string, string> = {
  'GET /boot/v1/dEsports/public/productList › gameId': 'the public catalogue, filtered by game',
  'GET /boot/v1/dEsports/public/productDetails › productId': 'the public catalogue',
  'GET /boot/v1/dEsports/public/workerDetails › userId': 'a worker’s public page (public fields only)',
  'GET /boot/system/public/wxOpenId › code':
    'a one-time WeChat authorisation code, exchanged at WeChat; a used or foreign code is refused there',
  'GET /boot/system/public/getTokenByOpenId › openId':
    'a signed, expiring handle: a credential, not an id; forged ones are refused (account tests)',
  'POST /boot/system/public/wxCustomerLogin › openId': 'the same signed handle',
  'POST /boot/system/public/wxCustomerLogin › promotionCode': 'an inviter’s code, made to be shared',
  'POST /boot/v1/dEsports/public/register › promotionCode': 'an inviter’s code, made to be shared',
  'POST /boot/system/public/wxCustomerLogin › smsCode':
    'a one-time code proving the phone: a credential, not an id; checked against the phone’s own code (phone-proof tests)',
  'POST /boot/v1/dEsports/public/resetPassword › smsCode': 'the same one-time code',
  'POST /boot/v1/dEsports/wxOrder/payOrder › productId': 'the public catalogue',
  'POST /boot/v1/dEsports/wxOrder/payOrder › gameId':
    'the customer’s own account in the game: free text, not ours',
  'POST /boot/v1/dEsports/wxOrder/payOrder › textId': 'free text the customer types',
  'POST /boot/v1/dEsports/wxOrder/payOrder › workerId':
    'any customer may ask for any worker on the public list',
  'GET /boot/v1/dEsports/orderChat/messages › beforeId':
    'a position in the chat the orderId names, which is checked; messages of other chats never match it',
  'GET /boot/v1/dEsports/orderChat/live › afterId': 'the same: a position in the checked chat',
  'POST /boot/v1/dEsports/orderChat/read › readId':
    'a position in the checked chat, capped at its last message; it moves only the caller’s own mark',
  'GET /boot/v1/dEsports/notifications/ › beforeId': 'a position in the caller’s own notifications',
}

/** POST routes that read a body no schema describes, and why nothing in it names an object. */
const UNDECLARED: Record<string, string> = {
  'POST /boot/wxPay/notify': 'WeChat’s signed, encrypted notification; no user token',
  'POST /boot/wxPay/refundNotify': 'WeChat’s signed, encrypted notification; no user token',
  'POST /boot/system/fileInfo/upload': 'one image; the client’s file name is never used (files tests)',
  'POST /boot/v1/dEsports/user/updateAvatar': 'one image; the client’s file name is never used (files tests)',
  'POST /boot/system/logout': 'no body: ends the caller’s own session',
}

/**
 * Worker routes, each with a request valid in form: a signed-in customer who is not a worker must be
 * refused. Every other signed-in route is open to every customer (workers are customers too), and
 * names no object of someone else's, or it is in OWNERSHIP.
 */
const WORKER_ONLY: Record<string, string> = {
  'GET /boot/v1/dEsports/wxOrder/receivingOrderList': '/boot/v1/dEsports/wxOrder/receivingOrderList',
  'GET /boot/v1/dEsports/wxOrder/workerAcceptOrderList':
    '/boot/v1/dEsports/wxOrder/workerAcceptOrderList?bizStatus=1',
  'GET /boot/v1/dEsports/worker/workerCenterSummary': '/boot/v1/dEsports/worker/workerCenterSummary',
  'GET /boot/v1/dEsports/worker/workerOrderHomeData': '/boot/v1/dEsports/worker/workerOrderHomeData',
  'GET /boot/v1/dEsports/worker/getBalance': '/boot/v1/dEsports/worker/getBalance',
  'GET /boot/v1/dEsports/worker/availableBalanceServiceList':
    '/boot/v1/dEsports/worker/availableBalanceServiceList',
  'GET /boot/v1/dEsports/worker/getWithdrawalInformation':
    '/boot/v1/dEsports/worker/getWithdrawalInformation',
  'GET /boot/v1/dEsports/worker/withdrawalApply': '/boot/v1/dEsports/worker/withdrawalApply?amount=100',
  // Its body is checked first; the customer's refusal with a valid body is in notifications.test.ts.
  'POST /boot/v1/dEsports/worker/onDuty': '/boot/v1/dEsports/worker/onDuty',
}
const OPEN_TO_CUSTOMERS = new Set([
  'GET /boot/v1/dEsports/orderChat/conversations',
  'GET /boot/v1/dEsports/orderChat/unread',
  'GET /boot/v1/dEsports/notifications/',
  'GET /boot/v1/dEsports/notifications/unread',
  'GET /boot/health',
  'GET /boot/files/seed/*',
  'GET /boot/files/*',
  'GET /boot/v1/dEsports/public/swiperList',
  'GET /boot/v1/dEsports/public/gameList',
  'GET /boot/v1/dEsports/public/productList',
  'GET /boot/v1/dEsports/public/productDetails',
  'GET /boot/v1/dEsports/public/systemConfig',
  'GET /boot/v1/dEsports/public/wxH5Config',
  'GET /boot/v1/dEsports/public/workerList',
  'GET /boot/v1/dEsports/public/workerDetails',
  'GET /boot/v1/dEsports/public/bossRanking',
  'GET /boot/system/public/wxAuthConfig',
  'GET /boot/system/public/wxOpenId',
  'GET /boot/system/public/getTokenByOpenId',
  'POST /boot/system/public/wxCustomerLogin',
  'POST /boot/v1/dEsports/public/register',
  'POST /boot/v1/dEsports/public/sendSmsCode',
  'POST /boot/v1/dEsports/public/resetPassword',
  'POST /boot/system/login',
  'POST /boot/system/logout',
  'GET /boot/system/info',
  'POST /boot/v1/dEsports/user/updateProfile',
  'POST /boot/system/user/save',
  'POST /boot/v1/dEsports/user/updateAvatar',
  'GET /boot/v1/dEsports/user/userLevel',
  'GET /boot/v1/dEsports/user/userBalance',
  'GET /boot/v1/dEsports/user/myInvitations',
  'GET /boot/v1/dEsports/user/userOrderMineData',
  'POST /boot/system/fileInfo/upload',
  'POST /boot/v1/dEsports/wxOrder/payOrder',
  'GET /boot/v1/dEsports/wxOrder/myOrderList',
  // Deposit and membership are for workers (refused to others inside), a top-up for everyone.
  'POST /boot/v1/dEsports/wxPay/createPayOrder',
  'POST /boot/wxPay/notify',
  'POST /boot/wxPay/refundNotify',
  'GET /boot/v1/dEsports/worker/checkWorkerStatus',
  'GET /boot/v1/dEsports/worker/workerRanking',
  'GET /boot/v1/dEsports/worker/getWorkerLevelList',
  'POST /boot/dEsports/bizRegistrationApplication/save',
  'GET /boot/v1/dEsports/bizRegistrationApplication/mine',
])

interface BootRoute {
  route: string
  /** Every field the route reads from its path, query and JSON body, by its own schemas. */
  fields: string[]
  declared: boolean
}

function fieldsOf(schema: unknown): string[] {
  if (!schema) return []
  const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' })
  return Object.keys((json as { properties?: object }).properties ?? {})
}

/** The customer and worker routes (`/boot/**` but the console's and the API docs'), without HEAD. */
function bootRoutes(): BootRoute[] {
  return seen.flatMap((options) => {
    const path = options.url
    if (!path.startsWith('/boot/') || /^\/boot\/(admin|docs)(\/|$)/.test(path)) return []
    const schema = (options.schema ?? {}) as FastifySchema
    const parts = [schema.params, schema.querystring, schema.body]
    return [options.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .map((method) => ({
        route: `${method} ${path}`,
        fields: parts.flatMap(fieldsOf),
        declared: parts.some(Boolean),
      }))
  })
}

/** Field names that name an object: an id, a number (`outTradeNo`), a code, a path, an address or images. */
const NAMES_AN_OBJECT =
  /^(id|ids|no|code|path|url|attachment|images)$|(Id|Ids|No|Code|Path|Paths|Url|Urls|Attachment|Images)$/

/** `route › field` for every field of every customer or worker route that names an object. */
function objectFields(): string[] {
  return bootRoutes().flatMap(({ route, fields }) =>
    fields.filter((field) => NAMES_AN_OBJECT.test(field)).map((field) => `${route} › ${field}`),
  )
}

/** Everything a refused request could have changed. */
async function snapshot() {
  return {
    orders: await db.select().from(orders),
    workers: await db.select().from(workers),
    applications: await db.select().from(workerApplications),
    withdrawals: await db.select().from(withdrawals),
    messages: await db.select().from(orderMessages),
    marks: await db.select().from(orderChatMarks),
    reports: await db.select().from(orderMessageReports),
    progress: await db.select().from(orderProgress),
    notifications: await db.select().from(notifications),
    gameLogins: await db.select().from(orderGameLogins),
    gameLoginReveals: await db.select().from(gameLoginReveals),
    proposals: await db.select().from(cancelProposals),
    arbitrations: await db.select().from(arbitrations),
    evidence: await db.select().from(arbitrationEvidence),
  }
}

async function actor(user: { token: string; userId: number }): Promise<Actor> {
  await db
    .update(users)
    .set({ openid: `o-owner-test-${user.userId}` })
    .where(eq(users.id, user.userId))
  return { ...user, upload: await upload(user.token) }
}

async function upload(token: string) {
  const { payload, headers } = multipartFile('file', 'a.png', 'image/png', PNG_PIXEL)
  return (await call<string>('POST', '/boot/system/fileInfo/upload', token, payload, { headers })).data
}

beforeAll(async () => {
  await seedDemoData(db)
  const customer = await makeCustomer(db, '下单人')
  const worker = await makeWorker(db)
  const order = (changes: Partial<typeof orders.$inferInsert>) => async () => {
    const row = await makePaidOrder(db, customer.userId)
    const [changed] = await db.update(orders).set(changes).where(eq(orders.id, row.id)).returning()
    return changed!
  }
  const [lotteryProduct] = await db.select().from(products).where(eq(products.kind, 'lottery'))
  const assigned = { workerId: worker.userId, workerName: '打手', attachment: '/boot/files/x.png' }
  f = {
    customer: await actor(customer),
    stranger: await actor(await makeCustomer(db, '路人')),
    worker: await actor(worker),
    otherWorker: await actor(await makeWorker(db)),
    unpaid: await order({ status: 0, paidAt: null, hallAt: null })(),
    paid: await makePaidOrder(db, customer.userId),
    inService: await order({ ...assigned, bizStatus: 1, attachment: '' })(),
    awaitingClose: await order({ ...assigned, bizStatus: 2 })(),
    settled: await order({ ...assigned, bizStatus: 3 })(),
    lottery: await order({ productId: lotteryProduct!.id, type: 1, lotteryNum: 3 })(),
    designated: await makePaidOrder(db, customer.userId, { designatedWorkerId: worker.userId }),
    message: 0,
    notification: 0,
    proposal: 0,
    arbitration: 0,
  }
  await db.update(orders).set({ acceptedAt: new Date() }).where(eq(orders.id, f.inService.id))
  await storeForNewOrder(db, app.config.gameLoginKeys, f.inService.id, {
    account: 'owner-account',
    password: 'owner-password',
    note: '',
  })
  const [message] = await db
    .insert(orderMessages)
    .values({ orderId: f.inService.id, senderRole: 'worker', senderId: worker.userId, body: '开始了' })
    .returning()
  f.message = message!.id
  const [notice] = await db
    .insert(notifications)
    .values({ userId: customer.userId, kind: 'paid', title: '支付成功', body: '已支付' })
    .returning()
  f.notification = notice!.id
  // Served by a worker of their own, so the fixture's worker keeps room for the orders they accept below.
  const disputeWorker = await makeWorker(db)
  const disputed = { ...assigned, workerId: disputeWorker.userId, bizStatus: 1 }
  const proposed = await order({ ...disputed, disputeStatus: 1 })()
  const [proposal] = await db
    .insert(cancelProposals)
    .values({
      orderId: proposed.id,
      proposedBy: 'customer',
      proposerId: customer.userId,
      refund: 100,
      reason: '不想打了',
      dueAt: new Date(Date.now() + 3600_000),
    })
    .returning()
  f.proposal = proposal!.id
  const arbitrated = await order({ ...disputed, disputeStatus: 2 })()
  const [opened] = await db
    .insert(arbitrations)
    .values({
      orderId: arbitrated.id,
      openedBy: 'customer',
      openerId: customer.userId,
      reason: '打手挂机',
      evidenceDueAt: new Date(Date.now() + 3600_000),
    })
    .returning()
  f.arbitration = opened!.id
})

describe('objects belong to their owner', () => {
  it('every route field that names an object is in the ownership table or listed as public', () => {
    const found = objectFields()
    expect(found.filter((field) => !(field in OWNERSHIP) && !(field in PUBLIC))).toEqual([])
    expect(
      [...Object.keys(OWNERSHIP), ...Object.keys(PUBLIC)].filter((field) => !found.includes(field)),
    ).toEqual([])
    expect(Object.keys(OWNERSHIP).filter((field) => field in PUBLIC)).toEqual([])
  })

  it('every POST route without a schema is listed with what its body is', () => {
    const undeclared = bootRoutes()
      .filter(({ route, declared }) => route.startsWith('POST ') && !declared)
      .map(({ route }) => route)
    expect(undeclared.sort()).toEqual(Object.keys(UNDECLARED).sort())
  })

  it.each(Object.keys(OWNERSHIP))('%s refuses everyone but the owner and changes nothing', async (route) => {
    const before = await snapshot()
    for (const intruder of OWNERSHIP[route]!.intruders(f)) {
      const { method, url, body } = OWNERSHIP[route]!.request(f, intruder)
      const answer = await call(method, url, intruder.token, body)
      expect(answer.code, `${route} as an intruder`).not.toBe(0)
      expect(answer.data).toBeNull()
    }
    expect(await snapshot()).toEqual(before)
  })
})

describe('worker routes belong to workers', () => {
  it('every customer or worker route is either for workers only or open to customers', () => {
    const routes = [...new Set(bootRoutes().map(({ route }) => route))]
    const workerOnly = Object.keys(WORKER_ONLY)
    const classified = (route: string) =>
      workerOnly.includes(route) || OPEN_TO_CUSTOMERS.has(route) || objectRouteNames().has(route)
    expect(routes.filter((route) => !classified(route))).toEqual([])
    expect([...workerOnly, ...OPEN_TO_CUSTOMERS].filter((route) => !routes.includes(route))).toEqual([])
  })

  it.each(Object.keys(WORKER_ONLY))('%s refuses a customer who is not a worker', async (route) => {
    const before = await snapshot()
    const answer = await call(
      route.startsWith('POST ') ? 'POST' : 'GET',
      WORKER_ONLY[route]!,
      f.stranger.token,
    )
    expect(answer.code, route).not.toBe(0)
    expect(answer.data).toBeNull()
    expect(await snapshot()).toEqual(before)
  })
})

/** Routes whose every caller is checked in OWNERSHIP (the worker ones refuse customers there). */
function objectRouteNames() {
  return new Set(Object.keys(OWNERSHIP).map((key) => key.split(' › ')[0]!))
}

describe('fields a client may not set', () => {
  it('unknown fields cannot set balances, points or statuses', async () => {
    const answer = await call('POST', '/boot/v1/dEsports/user/updateProfile', f.stranger.token, {
      nickName: '新名字',
      briefIntroduction: '',
      balance: 99_999_999,
      growthPoints: 99_999,
      status: 1,
      id: 1,
    })
    expect(answer.code).toBe(0)
    const [me] = await db.select().from(users).where(eq(users.id, f.stranger.userId))
    expect(me).toMatchObject({ nickName: '新名字', balance: 0, growthPoints: 0, status: 0 })
  })

  it.each(['-1', '0.001', '1e3', '', '9007199254740993', '0x10', ' 1 0', 'NaN'])(
    'an amount of %j is refused',
    async (total) => {
      const answer = await call('POST', '/boot/v1/dEsports/wxPay/createPayOrder', f.stranger.token, {
        orderType: 3,
        total,
      })
      expect(answer.code).toBe(1)
    },
  )
})

describe('what the customer gave for the service goes to the worker serving the order only', () => {
  type Secret = { order: typeof orders.$inferSelect; customer: Record<string, string> }

  /** A hall order whose phone, game account, text id and remarks appear in no other order. */
  async function secretOrder(): Promise<Secret> {
    const row = await makePaidOrder(db, f.customer.userId, { secondsAgo: 600 })
    const tag = String(row.id).padStart(8, '0')
    const customer = {
      phone: `139${tag}`,
      gameId: `wz-secret-${tag}`,
      textId: `夜行者${tag}`,
      orderRemarks: `加微信细聊${tag}`,
    }
    const [order] = await db
      .update(orders)
      .set({
        contactPhone: customer.phone,
        gameAccount: customer.gameId,
        textId: customer.textId,
        orderRemarks: customer.orderRemarks,
      })
      .where(eq(orders.id, row.id))
      .returning()
    return { order: order!, customer }
  }

  /** The whole answer as text, so a detail leaking under any field name is found. */
  async function answerTo(actor: Actor, url: string) {
    return JSON.stringify(await call('GET', url, actor.token))
  }

  /** The secret's details found in any worker read `actor` can make of the order, the lists included. */
  async function leaksTo(actor: Actor, { order, customer }: Secret) {
    const bodies = [
      await answerTo(actor, '/boot/v1/dEsports/wxOrder/receivingOrderList?pageSize=50'),
      await answerTo(actor, q('/boot/v1/dEsports/wxOrder/receivingOrderList', { keyword: order.orderNum })),
      await answerTo(
        actor,
        q('/boot/v1/dEsports/wxOrder/workerReceivingOrderDetails', { outTradeNo: order.outTradeNo }),
      ),
      await answerTo(
        actor,
        q('/boot/v1/dEsports/wxOrder/workerOrderDetails', { outTradeNo: order.outTradeNo }),
      ),
      ...(await Promise.all(
        ['1', '2', '3'].map((bizStatus) =>
          answerTo(actor, q('/boot/v1/dEsports/wxOrder/workerAcceptOrderList', { bizStatus })),
        ),
      )),
    ]
    return Object.values(customer).filter((detail) => bodies.some((body) => body.includes(detail)))
  }

  const change = (id: number, changes: Partial<typeof orders.$inferInsert>) =>
    db.update(orders).set(changes).where(eq(orders.id, id))

  it('nobody sees them while the order waits in the hall', async () => {
    const secret = await secretOrder()
    expect(await leaksTo(f.worker, secret)).toEqual([])
    expect(await leaksTo(f.otherWorker, secret)).toEqual([])
  })

  it('the worker who accepted sees them in service and awaiting confirmation; another worker never', async () => {
    const secret = await secretOrder()
    const { order, customer } = secret
    const accepted = await answerTo(
      f.worker,
      q('/boot/v1/dEsports/wxOrder/acceptOrder', { orderId: order.id }),
    )
    expect(JSON.parse(accepted).data.customer).toEqual(customer)
    for (const bizStatus of [1, 2]) {
      await change(order.id, { bizStatus })
      const details = await answerTo(
        f.worker,
        q('/boot/v1/dEsports/wxOrder/workerOrderDetails', { outTradeNo: order.outTradeNo }),
      )
      expect(JSON.parse(details).data.customer).toEqual(customer)
      const list = JSON.parse(
        await answerTo(f.worker, q('/boot/v1/dEsports/wxOrder/workerAcceptOrderList', { bizStatus })),
      ).data as { id: number; customer: unknown }[]
      expect(list.find((one) => one.id === order.id)?.customer).toEqual(customer)
      expect(await leaksTo(f.otherWorker, secret), `another worker, bizStatus ${bizStatus}`).toEqual([])
    }
  })

  const leaving: [string, () => Partial<typeof orders.$inferInsert>][] = [
    ['settled', () => ({ bizStatus: 3 })],
    ['refunded', () => ({ status: 4 })],
    // As the console's reassignment leaves it.
    ['handed to another worker', () => ({ workerId: f.otherWorker.userId, workerName: '另一位打手' })],
  ]
  it.each(leaving)('the worker no longer sees them once the order is %s', async (_, left) => {
    const secret = await secretOrder()
    await change(secret.order.id, {
      workerId: f.worker.userId,
      workerName: '打手',
      bizStatus: 1,
      acceptedAt: new Date(),
    })
    expect(await leaksTo(f.worker, secret)).toEqual(Object.values(secret.customer))
    await change(secret.order.id, left())
    expect(await leaksTo(f.worker, secret)).toEqual([])
  })
})
