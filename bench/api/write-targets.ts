// The money targets (issue 24 item 2): payOrder, a payment notification and withdrawalApply, each with the
// bare baseline doing its irreducible work (baseline/writes.ts), and acceptOrder's bare transaction.
import { query } from '../lib/database.ts'
import { HOST, PORTS } from '../lib/env.ts'
import type { RequestSpec, Target } from '../lib/load.ts'
import { notificationMaker, type SignedNotification } from '../lib/wechat.ts'

/** The product's unpaid-order limit (LIMIT_UNPAID_ORDERS, default 10): how many orders one payer may place. */
const ORDERS_PER_PAYER = 10
/** The signed-in call that does nothing else (the auth no-op target's). */
export const AUTH_NOOP_PATH = '/boot/v1/dEsports/user/userBalance'
/** What each withdrawal asks for, in cents: one yuan, against a balance no run draws down. */
const WITHDRAWAL_CENTS = 100

export interface MoneyFixtures {
  /** Orders in service (status 1, taken): what the bare conditional update touches, leaving them as they are. */
  inServiceOrderIds: number[]
  payerIds: number[]
  payerTokens: string[]
  /** Products any payer may order at their price (on sale, no game login asked). */
  payProducts: { id: number; price: number }[]
  /** Pending payments, one notification each (oldest first). */
  notifyPayments: Payment[]
  /** Pending payments the bare notify baseline cycles over. */
  baselinePayments: Payment[]
  withdrawerTokens: string[]
  baselineWithdrawerIds: number[]
  /** WeChat's notification of a payment, signed now. */
  signNotification: (payment: Payment) => SignedNotification
}

interface Payment {
  outTradeNo: string
  amount: number
}

export async function loadMoneyFixtures(
  url: string,
  tokenOf: (userId: number) => string,
): Promise<MoneyFixtures> {
  const ids = async (text: string) => (await query<{ id: number }>(url, text)).map((row) => row.id)
  const payments = (prefix: string) =>
    query<Payment>(
      url,
      `select out_trade_no as "outTradeNo", amount::int as amount from payments
       where out_trade_no like '${prefix}%' and status = 0 order by id`,
    )
  const payerIds = await ids(
    `select s.user_id as id from sessions s join users u on u.id = s.user_id
     where u.promotion_code like 'BP%' order by s.user_id`,
  )
  return {
    inServiceOrderIds: await ids(
      `select id from orders where order_num like 'BN%' and status = 1 and biz_status = 1 order by id`,
    ),
    payerIds,
    payerTokens: payerIds.map(tokenOf),
    payProducts: await query<{ id: number; price: number }>(
      url,
      `select p.id, p.preferential_price::int as price from products p join games g on g.id = p.game_id
       where p.kind = 'normal' and p.status = '0' and not p.deleted and not p.needs_game_login and g.enabled
       order by p.id`,
    ),
    notifyPayments: await payments('DJBQ'),
    baselinePayments: await payments('DJBR'),
    withdrawerTokens: (
      await ids(
        `select s.user_id as id from sessions s join users u on u.id = s.user_id
         where u.promotion_code like 'BD%' order by s.user_id`,
      )
    ).map(tokenOf),
    baselineWithdrawerIds: await ids(
      `select w.user_id as id from workers w join users u on u.id = w.user_id
       where u.promotion_code like 'BE%' order by w.user_id`,
    ),
    signNotification: await notificationMaker(url, PORTS.product),
  }
}

/**
 * One signed-in call by each payer, once before payOrder is first measured: a customer pays from the
 * product's page, having opened the app, so the server already holds their session as it does for the
 * other signed-in targets (whose customers each call many times a measurement). Without it nearly every
 * payOrder would also be its payer's first request to the process.
 */
async function openedTheApp(tokens: string[]) {
  const url = `http://${HOST}:${PORTS.product}${AUTH_NOOP_PATH}`
  const queue = [...tokens]
  const caller = async () => {
    for (let token = queue.pop(); token !== undefined; token = queue.pop()) {
      const response = await fetch(url, { headers: bearer(token), signal: AbortSignal.timeout(5000) })
      if (!response.ok) throw new Error(`a payer's session was refused: HTTP ${response.status}`)
      await response.arrayBuffer()
    }
  }
  await Promise.all(Array.from({ length: 10 }, caller))
}

function cycler<T>(items: T[]) {
  if (items.length === 0) throw new Error('the seeded dataset has no rows for a money target')
  let index = 0
  return () => items[index++ % items.length]!
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const NOTIFY_PATH = '/boot/wxPay/notify'

/**
 * `measurements`: how many times the run measures each target. payOrder's orders (10 per payer) and the
 * notifications' pending payments are shared out between them, as acceptOrder's hall orders are.
 */
export function moneyTargets(
  fixtures: MoneyFixtures,
  measurements: number,
): { baselines: Target[]; products: Target[] } {
  const share = (total: number) => Math.max(1, Math.floor(total / measurements))
  const inService = cycler(fixtures.inServiceOrderIds)
  const payer = cycler(fixtures.payerTokens)
  const payerForBaseline = cycler(fixtures.payerIds)
  const payProduct = cycler(fixtures.payProducts)
  const payProductForBaseline = cycler(fixtures.payProducts)
  const withdrawer = cycler(fixtures.withdrawerTokens)
  const baselineWithdrawer = cycler(fixtures.baselineWithdrawerIds)

  // Notifications are signed just before each measurement: WeChat's signature is good for five minutes.
  const notifyShare = share(fixtures.notifyPayments.length)
  let nextPayment = 0
  let signed: SignedNotification[] = []
  let sent = 0
  const signedNotify = (): RequestSpec => {
    // Past the share (never expected: the measurement stops there) an unsigned body, refused: an error.
    const notification = signed[sent++] ?? { body: '{}', headers: { 'content-type': 'application/json' } }
    return { method: 'POST', path: NOTIFY_PATH, ...notification }
  }
  let appOpened: Promise<void> | undefined
  let baselineSigned: SignedNotification[] = []
  let baselineTurn = 0

  const baselines: Target[] = [
    {
      name: 'bare pg update tx',
      server: 'baseline',
      envelope: false,
      next: () => ({ path: `/pg-update?id=${inService()}` }),
    },
    {
      name: 'bare signed prepay + insert',
      server: 'baseline',
      envelope: false,
      next: () => ({ path: `/prepay?user=${payerForBaseline()}&amount=${payProductForBaseline().price}` }),
    },
    {
      name: 'bare notify verify',
      server: 'baseline',
      envelope: false,
      prepare: async () => {
        baselineSigned = fixtures.baselinePayments.map(fixtures.signNotification)
      },
      next: () => ({
        method: 'POST',
        path: '/notify',
        ...baselineSigned[baselineTurn++ % baselineSigned.length]!,
      }),
    },
    {
      name: 'bare withdrawal tx',
      server: 'baseline',
      envelope: false,
      next: () => ({ path: `/withdraw?worker=${baselineWithdrawer()}&amount=${WITHDRAWAL_CENTS}` }),
    },
  ]

  const products: Target[] = [
    {
      name: 'payOrder',
      server: 'product',
      envelope: true,
      maxRequests: share(fixtures.payerIds.length * ORDERS_PER_PAYER),
      prepare: async () => {
        appOpened ??= openedTheApp(fixtures.payerTokens)
        await appOpened
      },
      next: () => {
        const product = payProduct()
        return {
          method: 'POST',
          path: '/boot/v1/dEsports/wxOrder/payOrder',
          headers: { ...bearer(payer()), 'content-type': 'application/json' },
          body: JSON.stringify({
            productId: product.id,
            gameId: 'player-123',
            textId: '',
            phone: '13800001111',
            gameRegion: '1',
            orderQuantity: 1,
            orderRemarks: '',
            totalAmount: product.price,
          }),
        }
      },
    },
    {
      name: 'payment notification',
      aliases: ['notify'],
      server: 'product',
      envelope: false,
      maxRequests: notifyShare,
      prepare: async () => {
        const batch = fixtures.notifyPayments.slice(nextPayment, nextPayment + notifyShare)
        nextPayment += batch.length
        signed = batch.map(fixtures.signNotification)
        sent = 0
      },
      next: signedNotify,
    },
    {
      name: 'withdrawalApply',
      aliases: ['withdraw'],
      server: 'product',
      envelope: true,
      next: () => ({
        path: `/boot/v1/dEsports/worker/withdrawalApply?amount=${WITHDRAWAL_CENTS}`,
        headers: bearer(withdrawer()),
      }),
    },
  ]
  return { baselines, products }
}
