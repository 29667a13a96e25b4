import { query } from '../lib/database.ts'
import type { Target } from '../lib/load.ts'
import { AUTH_NOOP_PATH, loadMoneyFixtures, type MoneyFixtures, moneyTargets } from './write-targets.ts'

/** What the targets pick their ids and callers from, read from the seeded database. */
export interface Fixtures extends MoneyFixtures {
  productIds: number[]
  gameIds: number[]
  customerTokens: string[]
  workerTokens: string[]
  /** Orders waiting in the hall, oldest first: each acceptOrder request takes the next one. */
  hallOrderIds: number[]
  /** Cursors spread evenly through the hall (every 40th order): where a worker scrolling it has got to. */
  hallCursors: string[]
}

// What any worker may take: ordinary hall orders past the first level's 10-second delay.
const HALL = `status = 1 and biz_status = 0 and refund_status <> 1 and order_type = 0
  and hall_at <= now() - interval '10 seconds'`

export async function loadFixtures(url: string, tokenSalt: string): Promise<Fixtures> {
  const ids = async (text: string) => (await query<{ id: number }>(url, text)).map((row) => row.id)
  const token = (id: number) => `${tokenSalt}.${id}`
  return {
    ...(await loadMoneyFixtures(url, token)),
    productIds: await ids(`select id from products where not deleted and status = '0' order by id`),
    gameIds: await ids(`select id from games where enabled order by id`),
    customerTokens: (
      await ids(`select user_id as id from sessions s join users u on u.id = s.user_id
                 where u.promotion_code like 'BC%' order by user_id`)
    ).map(token),
    workerTokens: (
      await ids(`select user_id as id from sessions s join users u on u.id = s.user_id
                 where u.promotion_code like 'BW%' order by user_id`)
    ).map(token),
    hallOrderIds: await ids(`select id from orders where ${HALL} order by hall_at, id`),
    // The cursor as the product writes it (nextCursor): the hall time to the microsecond, then the id.
    hallCursors: (
      await query<{ cursor: string }>(
        url,
        `select cursor from (
           select 'h_' || to_char(hall_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || id
                    as cursor, row_number() over (order by hall_at, id) as place
           from orders where ${HALL}) hall
         where place % 40 = 0 order by place`,
      )
    ).map((row) => row.cursor),
  }
}

/** A bounded cycle through a list (so an id is never invented), or a fixed walk for distinct ids. */
function cycler<T>(items: T[], start = 0) {
  if (items.length === 0) throw new Error('the seeded dataset has no rows for a target')
  let index = start
  return () => items[index++ % items.length]!
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/**
 * The targets in the order each round runs them. Bare baselines first, the product's after.
 * `measurements`: how many times each target is measured in the run; acceptOrder's hall orders (and the
 * money targets' orders and payments) are shared out between them, so every acceptOrder request takes an
 * order no earlier one took.
 */
export function buildTargets(
  fixtures: Fixtures,
  measurements = 1,
): { targets: Target[]; acceptsLeft: () => number } {
  const product = cycler(fixtures.productIds)
  const productForPg = cycler(fixtures.productIds)
  const game = cycler(fixtures.gameIds)
  const customer = cycler(fixtures.customerTokens)
  const customerForOrders = cycler(fixtures.customerTokens, 7)
  const worker = cycler(fixtures.workerTokens)
  const workerForAccept = cycler(fixtures.workerTokens, 3)
  const workerForScroll = cycler(fixtures.workerTokens, 5)
  const hallCursor = cycler(fixtures.hallCursors)
  let nextHallOrder = 0
  const money = moneyTargets(fixtures, measurements)
  const catalogue = '/boot/v1/dEsports/public'
  const targets: Target[] = [
    { name: 'bare hello', server: 'baseline', envelope: false, next: () => ({ path: '/hello' }) },
    {
      name: 'bare pg read',
      server: 'baseline',
      envelope: false,
      next: () => ({ path: `/pg?id=${productForPg()}` }),
    },
    ...money.baselines,
    {
      name: 'auth no-op (userBalance)',
      server: 'product',
      envelope: true,
      next: () => ({ path: AUTH_NOOP_PATH, headers: bearer(customer()) }),
    },
    {
      name: 'swiperList',
      server: 'product',
      envelope: true,
      next: () => ({ path: `${catalogue}/swiperList` }),
    },
    { name: 'gameList', server: 'product', envelope: true, next: () => ({ path: `${catalogue}/gameList` }) },
    {
      name: 'productList',
      server: 'product',
      envelope: true,
      next: () => ({ path: `${catalogue}/productList?gameId=${game()}` }),
    },
    {
      name: 'productDetails',
      server: 'product',
      envelope: true,
      next: () => ({ path: `${catalogue}/productDetails?productId=${product()}` }),
    },
    {
      name: 'hall list',
      server: 'product',
      envelope: true,
      next: () => ({
        path: '/boot/v1/dEsports/wxOrder/receivingOrderList?pageNum=1&pageSize=20',
        headers: bearer(worker()),
      }),
    },
    {
      name: 'hall scroll',
      server: 'product',
      envelope: true,
      // The next page of a worker scrolling the hall, anywhere in it: found by the cursor, never counted off.
      next: () => ({
        path: `/boot/v1/dEsports/wxOrder/receivingOrderList?pageSize=20&cursor=${encodeURIComponent(hallCursor())}`,
        headers: bearer(workerForScroll()),
      }),
    },
    {
      name: 'myOrderList',
      server: 'product',
      envelope: true,
      next: () => ({
        path: '/boot/v1/dEsports/wxOrder/myOrderList?status=all',
        headers: bearer(customerForOrders()),
      }),
    },
    {
      name: 'acceptOrder',
      server: 'product',
      envelope: true,
      maxRequests: Math.max(1, Math.floor(fixtures.hallOrderIds.length / measurements)),
      // Distinct orders, never reused: once the hall is empty the ids repeat and count as errors.
      next: () => {
        const id = fixtures.hallOrderIds[nextHallOrder++] ?? fixtures.hallOrderIds.at(-1)!
        return {
          path: `/boot/v1/dEsports/wxOrder/acceptOrder?orderId=${id}`,
          headers: bearer(workerForAccept()),
        }
      },
    },
    ...money.products,
  ]
  return { targets, acceptsLeft: () => fixtures.hallOrderIds.length - nextHallOrder }
}

export const CATALOGUE_TARGETS = ['swiperList', 'gameList', 'productList']
