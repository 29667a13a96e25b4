import {
  FulfilmentMessages,
  type HallPage,
  type OrderView,
  type WorkerDetails,
  type WorkerLevelList,
  type WorkerOrderView,
  type WorkerRanking,
} from '@dianjing/shared'
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  games,
  jobRuns,
  orderEvents,
  orders,
  products,
  workerLedger,
  workers,
} from '../../../db/schema/index.ts'
import { seedDemoData } from '../../../db/seed.ts'
import { claimDailyRun } from '../../../jobs/claim.ts'
import { clock } from '../../../lib/clock.ts'
import type { SerialisedAnswer } from '../../../lib/envelope.ts'
import { type ApiAnswer, apiCaller } from '../../../test/api-call.ts'
import { multipartFile, PNG_PIXEL } from '../../../test/multipart.ts'
import { useTestApp } from '../../../test/test-app.ts'
import { bossRanking, levelFor, recomputeDaily } from '../../rankings/rankings.ts'
import { ledgerProblems, workerMoney } from '../../worker/testing.ts'
import { makeCustomer, makePaidOrder, makeWorker } from '../testing.ts'
import { autoConfirm, keptHall, maskNickName, releaseDesignated, settle } from './fulfilment.ts'
import { cappedCount } from './fulfilment-repo.ts'

const context = await useTestApp()
const { app, database } = context
const { db } = database

const call = apiCaller(app)

const hall = (token: string, query = '') =>
  call<HallPage>('GET', `/boot/v1/dEsports/wxOrder/receivingOrderList?pageSize=50${query}`, token)
const hallIds = async (token: string, query = '') =>
  (await hall(token, query)).data.list.map((order) => order.id)
const accept = (token: string, orderId: number) =>
  call<WorkerOrderView>('GET', `/boot/v1/dEsports/wxOrder/acceptOrder?orderId=${orderId}`, token)

async function upload(token: string) {
  const file = multipartFile('file', 'proof.png', 'image/png', PNG_PIXEL)
  return (
    await call<string>('POST', '/boot/system/fileInfo/upload', token, file.payload, { headers: file.headers })
  ).data
}

/** Clears the hall so each test sees only its own orders. */
async function emptyHall() {
  await db.update(orders).set({ bizStatus: 3 }).where(eq(orders.bizStatus, 0))
}

beforeAll(async () => {
  await seedDemoData(db)
})

describe('the hall: who sees what', () => {
  // Each test's time stands still: an order 7 s in the hall stays 7 s in, however slow the machine.
  beforeEach(() => clock.freeze(new Date()))
  afterEach(() => clock.release())

  it('shows an ordinary order to a rookie the moment its 10 s in the hall have passed, not before', async () => {
    await emptyHall()
    const customer = await makeCustomer(db)
    const order = await makePaidOrder(db, customer.userId, { secondsAgo: 9 })
    const rookie = await makeWorker(db, { level: 0 })
    expect(await hallIds(rookie.token)).toEqual([])
    clock.freeze(new Date(clock.now().getTime() + 999))
    expect(await hallIds(rookie.token)).toEqual([])
    clock.freeze(new Date(clock.now().getTime() + 1))
    expect(await hallIds(rookie.token)).toEqual([order.id])
  })

  it('shows paid orders waiting for a worker, by region, after the level’s delay', async () => {
    await emptyHall()
    const customer = await makeCustomer(db)
    const qq = await makePaidOrder(db, customer.userId, { region: '0', secondsAgo: 60 })
    const wechat = await makePaidOrder(db, customer.userId, { region: '1', secondsAgo: 60 })
    const fresh = await makePaidOrder(db, customer.userId, { region: '0', secondsAgo: 7 })
    const refunding = await makePaidOrder(db, customer.userId, { region: '0' })
    await db.update(orders).set({ refundStatus: 1 }).where(eq(orders.id, refunding.id))
    const refused = await makePaidOrder(db, customer.userId, { region: '0' })
    await db.update(orders).set({ refundStatus: 2 }).where(eq(orders.id, refused.id))
    const unpaid = await makePaidOrder(db, customer.userId)
    await db.update(orders).set({ status: 0 }).where(eq(orders.id, unpaid.id))

    const chosen = await makeWorker(db)
    const designated = await makePaidOrder(db, customer.userId, { designatedWorkerId: chosen.userId })

    const rookie = await makeWorker(db, { level: 0 })
    const skilled = await makeWorker(db, { level: 1 })
    const vip = await makeWorker(db, { level: 2 })

    expect((await hallIds(rookie.token)).sort()).toEqual([qq.id, wechat.id, refused.id].sort())
    expect(await hallIds(skilled.token)).toEqual(expect.arrayContaining([fresh.id]))
    expect(await hallIds(vip.token)).toContain(fresh.id)
    expect(await hallIds(rookie.token, '&gameRegion=1')).toEqual([wechat.id])
    expect(await hallIds(rookie.token, '&gameRegion=0')).not.toContain(wechat.id)
    expect(await hallIds(vip.token)).not.toContain(designated.id)
    expect(await hallIds(chosen.token)).toContain(designated.id)
    // A designated order comes first for its worker.
    expect((await hallIds(chosen.token))[0]).toBe(designated.id)

    const view = (await hall(rookie.token)).data.list.find((order) => order.id === qq.id)!
    // What the customer gave for the service waits until a worker has the order (ownership tests).
    expect(view.customer).toBeUndefined()
    expect(view).not.toHaveProperty('phone')
    expect(view.workerAmount).toBe(8000)
    expect(await hallIds(rookie.token, `&keyword=${qq.orderNum}`)).toEqual([qq.id])

    const details = await call<WorkerOrderView>(
      'GET',
      `/boot/v1/dEsports/wxOrder/workerReceivingOrderDetails?outTradeNo=${fresh.outTradeNo}`,
      rookie.token,
    )
    expect(details.msg).toBe(FulfilmentMessages.notInHall)
    expect((await accept(rookie.token, fresh.id)).msg).toBe(FulfilmentMessages.notInHall)
    expect((await accept(vip.token, designated.id)).msg).toBe(FulfilmentMessages.notInHall)
  })

  it('pages through the orders offered to the worker first, then the oldest waiting, with one total', async () => {
    await emptyHall()
    const customer = await makeCustomer(db)
    const chosen = await makeWorker(db)
    const waiting = []
    for (const secondsAgo of [300, 200, 100])
      waiting.push(await makePaidOrder(db, customer.userId, { secondsAgo }))
    const offered = []
    for (const secondsAgo of [50, 400])
      offered.push(
        await makePaidOrder(db, customer.userId, { designatedWorkerId: chosen.userId, secondsAgo }),
      )
    const page = async (pageNum: number) =>
      (
        await call<HallPage>(
          'GET',
          `/boot/v1/dEsports/wxOrder/receivingOrderList?pageSize=2&pageNum=${pageNum}`,
          chosen.token,
        )
      ).data
    const pages = [await page(1), await page(2), await page(3), await page(4)]
    expect(pages.map((one) => one.total)).toEqual([5, 5, 5, 5])
    expect(pages.map((one) => one.list.map((order) => order.id))).toEqual([
      [offered[0]!.id, offered[1]!.id],
      [waiting[0]!.id, waiting[1]!.id],
      [waiting[2]!.id],
      [],
    ])
  })

  it('scrolls by cursor through the same orders as by page number, ties in hall time included, once each', async () => {
    await emptyHall()
    const customer = await makeCustomer(db)
    const chosen = await makeWorker(db)
    const offered = []
    for (const secondsAgo of [50, 400, 60])
      offered.push(
        await makePaidOrder(db, customer.userId, { designatedWorkerId: chosen.userId, secondsAgo }),
      )
    const waiting: (typeof orders.$inferSelect)[] = []
    for (let index = 0; index < 7; index += 1)
      waiting.push(await makePaidOrder(db, customer.userId, { secondsAgo: 300 - index }))
    // Three orders entered the hall in the same microsecond, before the others: the id decides between them.
    const tie = new Date(clock.now().getTime() - 350_000)
    await db
      .update(orders)
      .set({ hallAt: tie })
      .where(inArray(orders.id, [waiting[3]!.id, waiting[4]!.id, waiting[5]!.id]))
    const expected = [...offered, ...[3, 4, 5, 0, 1, 2, 6].map((index) => waiting[index]!)].map(
      (order) => order.id,
    )

    const byNumber: number[] = []
    for (let pageNum = 1; pageNum <= 5; pageNum += 1) {
      const { data } = await call<HallPage>(
        'GET',
        `/boot/v1/dEsports/wxOrder/receivingOrderList?pageSize=2&pageNum=${pageNum}`,
        chosen.token,
      )
      byNumber.push(...data.list.map((order) => order.id))
    }
    const byCursor: number[] = []
    let cursor = ''
    for (let pages = 0; pages < 10; pages += 1) {
      const { data } = await call<HallPage>(
        'GET',
        `/boot/v1/dEsports/wxOrder/receivingOrderList?pageSize=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        chosen.token,
      )
      expect(data.total).toBe(10)
      byCursor.push(...data.list.map((order) => order.id))
      cursor = data.nextCursor
      if (!cursor) break
    }
    expect(byNumber).toEqual(expected)
    expect(byCursor).toEqual(expected)

    const refused = await call(
      'GET',
      '/boot/v1/dEsports/wxOrder/receivingOrderList?cursor=1%3D1',
      chosen.token,
    )
    expect(refused).toMatchObject({ code: 1, msg: '翻页参数不正确' })
    // Of the cursor's shape but no place in the hall: a day or an hour that does not exist, an id past
    // any order's. Each is refused as the malformed one is, never handed to the database.
    for (const cursor of [
      'h_2026-13-45T25:61:61.000000Z_1',
      'h_2026-02-30T10:00:00.000000Z_1',
      `h_2026-01-02T10:00:00.000000Z_9999999999`,
      'o_9999999999',
    ]) {
      const answer = await call(
        'GET',
        `/boot/v1/dEsports/wxOrder/receivingOrderList?cursor=${encodeURIComponent(cursor)}`,
        chosen.token,
      )
      expect({ cursor, ...answer }).toMatchObject({ cursor, status: 400, code: 1, msg: '翻页参数不正确' })
    }
  })

  it('shares the first page among workers whose hall is the same, for a moment, and not with others', async () => {
    await emptyHall()
    const customer = await makeCustomer(db)
    const waiting = [await makePaidOrder(db, customer.userId), await makePaidOrder(db, customer.userId)]
    const [first, second] = [await makeWorker(db), await makeWorker(db)]
    const query = { pageNum: 1, pageSize: 20 }
    const kept = await keptHall(db, first.userId, query, 60_000)
    const page = JSON.parse(kept!.identity.toString()) as ApiAnswer<HallPage>
    // What the database answers this worker, byte for byte the same answer.
    const { status, ...fromDatabase } = await hall(first.token)
    expect(status).toBe(200)
    expect(page).toEqual(fromDatabase)
    expect(page.data.list.map((order) => order.id)).toEqual(waiting.map((order) => order.id))
    expect(await keptHall(db, second.userId, query, 60_000)).toBe(kept)

    // Kept for its moment: an order paid meanwhile shows once it has passed.
    const later = await makePaidOrder(db, customer.userId)
    expect(await keptHall(db, second.userId, query, 60_000)).toBe(kept)
    clock.freeze(new Date(clock.now().getTime() + 60_001))
    await db
      .update(orders)
      .set({ hallAt: new Date(clock.now().getTime() - 60_000) })
      .where(eq(orders.id, later.id))
    const fresh = await keptHall(db, second.userId, query, 60_000)
    expect(fresh).not.toBe(kept)
    expect((JSON.parse(fresh!.identity.toString()) as ApiAnswer<HallPage>).data.total).toBe(3)

    // Not shared: a search, a later page, nothing kept, an order offered to the worker, their own order.
    expect(await keptHall(db, first.userId, { ...query, keyword: waiting[0]!.orderNum }, 60_000)).toBeNull()
    expect(await keptHall(db, first.userId, { ...query, pageNum: 2 }, 60_000)).toBeNull()
    expect(await keptHall(db, first.userId, query, 0)).toBeNull()
    const chosen = await makeWorker(db)
    await makePaidOrder(db, customer.userId, { designatedWorkerId: chosen.userId })
    expect(await keptHall(db, chosen.userId, query, 60_000)).toBeNull()
    const buyer = await makeWorker(db)
    await makePaidOrder(db, buyer.userId)
    expect(await keptHall(db, buyer.userId, query, 60_000)).toBeNull()
  })

  it('shares the pages a worker scrolls to among workers whose hall is the same, each as the database answers it', async () => {
    await emptyHall()
    const customer = await makeCustomer(db)
    for (let index = 0; index < 7; index += 1)
      await makePaidOrder(db, customer.userId, {
        secondsAgo: 300 - index,
        region: index % 3 === 0 ? '1' : '0',
      })
    // Every field a page writes, not only a new order's defaults: drawn prizes, text to escape, a name.
    await db
      .update(orders)
      .set({
        lotteryNum: 3,
        lotteryNumAlready: 1,
        lotteryResults: { '1': JSON.stringify({ name: '皮肤"限定"', probability: 5 }) },
        workerName: '前任打手',
        refundReason: '换个"打手"\n再来',
        attachment: '/boot/files/a.png,/boot/files/b.png',
      })
      .where(and(eq(orders.bizStatus, 0), eq(orders.gameRegion, '0')))
    const [first, second] = [await makeWorker(db), await makeWorker(db)]
    const read = (answer: SerialisedAnswer | null) =>
      JSON.parse(answer!.identity.toString()) as ApiAnswer<HallPage>

    for (const gameRegion of [undefined, '0', '1']) {
      const scrolled: number[] = []
      let cursor = ''
      for (let pages = 0; pages < 6; pages += 1) {
        const query = {
          pageNum: 1,
          pageSize: 2,
          ...(gameRegion ? { gameRegion } : {}),
          ...(cursor ? { cursor } : {}),
        }
        const kept = await keptHall(db, first.userId, query, 60_000)
        // What the database answers this worker, read and written by the server as any page is.
        const { status, ...fromDatabase } = await call<HallPage>(
          'GET',
          `/boot/v1/dEsports/wxOrder/receivingOrderList?pageSize=2${gameRegion ? `&gameRegion=${gameRegion}` : ''}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          first.token,
        )
        expect(status).toBe(200)
        expect(read(kept)).toEqual(fromDatabase)
        expect(await keptHall(db, second.userId, query, 60_000)).toBe(kept)
        scrolled.push(...read(kept).data.list.map((order) => order.id))
        cursor = read(kept).data.nextCursor
        if (!cursor) break
      }
      const waiting = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.bizStatus, 0), gameRegion ? eq(orders.gameRegion, gameRegion) : undefined))
        .orderBy(orders.hallAt, orders.id)
      expect(scrolled).toEqual(waiting.map((order) => order.id))
    }

    // A worker offered an order scrolls their own hall, from the database; so does one with a cursor
    // among offered orders.
    const chosen = await makeWorker(db)
    await makePaidOrder(db, customer.userId, { designatedWorkerId: chosen.userId })
    const after = read(await keptHall(db, first.userId, { pageNum: 1, pageSize: 2 }, 60_000)).data.nextCursor
    expect(await keptHall(db, chosen.userId, { pageNum: 1, pageSize: 2, cursor: after }, 60_000)).toBeNull()
    expect(await keptHall(db, first.userId, { pageNum: 1, pageSize: 2, cursor: 'o_1' }, 60_000)).toBeNull()
  })

  it('counts the hall only up to the cap', async () => {
    await emptyHall()
    const customer = await makeCustomer(db)
    for (let index = 0; index < 4; index += 1) await makePaidOrder(db, customer.userId)
    const waiting = and(eq(orders.status, 1), eq(orders.bizStatus, 0))
    expect(await cappedCount(db, waiting, 3)).toBe(3)
    expect(await cappedCount(db, waiting, 10)).toBe(4)
  })

  it('the worker center counts what the worker can see', async () => {
    await emptyHall()
    const customer = await makeCustomer(db)
    await makePaidOrder(db, customer.userId, { region: '0' })
    await makePaidOrder(db, customer.userId, { region: '1' })
    await makePaidOrder(db, customer.userId, { region: '1', secondsAgo: 2 })
    const worker = await makeWorker(db)
    const counts = await call<Record<string, number>>(
      'GET',
      '/boot/v1/dEsports/worker/workerOrderHomeData',
      worker.token,
    )
    expect(counts.data).toEqual({ inService: 0, pendingSettlement: 0, settled: 0, all: 2, qq: 1, wechat: 1 })
  })

  it('is closed to customers and to suspended workers', async () => {
    const customer = await makeCustomer(db)
    expect((await hall(customer.token)).msg).toBe(FulfilmentMessages.notApproved)
    const suspended = await makeWorker(db, { status: 1 })
    const answer = await hall(suspended.token)
    expect([answer.status, answer.msg]).toEqual([403, FulfilmentMessages.suspended])
  })
})

describe('the hall’s search: a product number or an order number', () => {
  /** Hall orders with chosen order numbers, each for its own product. */
  async function numbered(orderNums: string[]) {
    await emptyHall()
    const customer = await makeCustomer(db)
    const made = []
    for (const orderNum of orderNums) {
      const row = await makePaidOrder(db, customer.userId)
      const [order] = await db.update(orders).set({ orderNum }).where(eq(orders.id, row.id)).returning()
      made.push(order!)
    }
    return made
  }
  const search = async (token: string, keyword: string) =>
    (await hallIds(token, `&keyword=${encodeURIComponent(keyword)}`)).sort()

  it('finds an order by its whole number, or by its first six characters or more', async () => {
    const [first, second, other] = await numbered([
      '20261122071727483920',
      '20261122071727999001',
      '20261201090000123456',
    ])
    const worker = await makeWorker(db)
    expect(await search(worker.token, first!.orderNum)).toEqual([first!.id])
    expect(await search(worker.token, '2026112207172748')).toEqual([first!.id])
    expect(await search(worker.token, '20261122')).toEqual([first!.id, second!.id].sort())
    expect(await search(worker.token, '202612')).toEqual([other!.id])
    // Five characters are too few to be an order number's beginning.
    expect(await search(worker.token, '20261')).toEqual([])
  })

  it('short digits find a product by its number, never orders that merely contain them', async () => {
    const [order] = await numbered(['20261123081828594031'])
    const worker = await makeWorker(db)
    expect(await search(worker.token, String(order!.productId))).toEqual([order!.id])
    for (const digits of ['5940', '594031', '828594', '0818'])
      expect(await search(worker.token, digits), digits).toEqual([])
    const [otherProduct] = await db.select().from(products).where(ne(products.id, order!.productId)).limit(1)
    expect(await search(worker.token, String(otherProduct!.id))).toEqual([])
  })

  it('looks for % and _ as themselves', async () => {
    await numbered(['20261124091929605142'])
    const worker = await makeWorker(db)
    expect(await search(worker.token, '2026_1%')).toEqual([])
    expect(await search(worker.token, '%')).toEqual([])
  })
})
describe('accepting', () => {
  it('is refused for each missing condition, and allowed once they are met', async () => {
    const customer = await makeCustomer(db)
    const order = await makePaidOrder(db, customer.userId)
    expect((await accept(customer.token, order.id)).msg).toBe(FulfilmentMessages.notApproved)
    expect((await accept((await makeWorker(db, { membership: false })).token, order.id)).msg).toBe(
      FulfilmentMessages.membershipDue,
    )
    expect((await accept((await makeWorker(db, { deposit: 9_999 })).token, order.id)).msg).toBe(
      FulfilmentMessages.depositShort,
    )
    expect((await accept((await makeWorker(db, { status: 1 })).token, order.id)).status).toBe(403)

    const worker = await makeWorker(db)
    const [first, second, third, fourth] = await Promise.all(
      [1, 2, 3, 4].map(() => makePaidOrder(db, customer.userId)),
    )
    const answers = await Promise.all(
      [first, second, third, fourth].map((row) => accept(worker.token, row!.id)),
    )
    // Three in service at once with the minimum deposit, whatever arrives together.
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(3)
    expect(answers.find((answer) => answer.code !== 0)!.msg).toBe(FulfilmentMessages.tooMany)

    const winner = answers.find((answer) => answer.code === 0)!
    expect(winner).toMatchObject({ msg: FulfilmentMessages.accepted, data: { bizStatus: 1 } })
    // The answer names the order's game, read in the statement that took it.
    const [game] = await db.select({ name: games.name }).from(games).where(eq(games.id, first!.gameTypeId))
    expect(winner.data.gameName).toBe(game!.name)
    const other = await makeWorker(db)
    expect((await accept(other.token, winner.data.id)).msg).toBe(FulfilmentMessages.takenByOther)
  })

  it('200 workers racing over 50 orders: exactly 50 winners, the rest told it was taken', async () => {
    await emptyHall()
    const customer = await makeCustomer(db)
    const batch = await Promise.all(Array.from({ length: 50 }, () => makePaidOrder(db, customer.userId)))
    const racers: Awaited<ReturnType<typeof makeWorker>>[] = []
    for (let i = 0; i < 40; i++) racers.push(await makeWorker(db, { deposit: 500_000 }))
    const attempts = Array.from({ length: 200 }, (_, i) => ({
      worker: racers[i % racers.length]!,
      order: batch[(i * 7) % batch.length]!,
    }))
    const answers = await Promise.all(attempts.map(({ worker, order }) => accept(worker.token, order.id)))
    const won = answers.filter((answer) => answer.code === 0)
    expect(won).toHaveLength(50)
    expect(new Set(won.map((answer) => answer.data.id)).size).toBe(50)
    expect(
      answers
        .filter((answer) => answer.code !== 0)
        .every((answer) => answer.msg === FulfilmentMessages.takenByOther),
    ).toBe(true)
    const taken = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        sql`${orders.id} in ${batch.map((order) => order.id)} and ${orders.bizStatus} = 1 and ${orders.workerId} is not null`,
      )
    expect(taken[0]!.n).toBe(50)
  })
})

describe('delivering and closing', () => {
  async function inService() {
    const customer = await makeCustomer(db)
    const worker = await makeWorker(db)
    const order = await makePaidOrder(db, customer.userId, { amount: 12_345 })
    expect((await accept(worker.token, order.id)).code).toBe(0)
    return { customer, worker, order }
  }

  it('needs proof before completing; the customer confirms and the worker is paid once', async () => {
    const { customer, worker, order } = await inService()
    const complete = () =>
      call('GET', `/boot/v1/dEsports/wxOrder/workerCompleteOrder?orderId=${order.id}`, worker.token)
    expect((await complete()).msg).toBe(FulfilmentMessages.proofRequired)
    const stranger = await makeCustomer(db)
    const theirs = await upload(stranger.token)
    expect(
      (
        await call('POST', '/boot/v1/dEsports/wxOrder/updateOrderAttachment', worker.token, {
          orderId: order.id,
          attachment: theirs,
        })
      ).code,
    ).toBe(1)
    const proof = [await upload(worker.token), await upload(worker.token)].join(',')
    expect(
      (
        await call('POST', '/boot/v1/dEsports/wxOrder/updateOrderAttachment', worker.token, {
          orderId: order.id,
          attachment: proof,
        })
      ).code,
    ).toBe(0)
    const other = await makeWorker(db)
    expect(
      (await call('GET', `/boot/v1/dEsports/wxOrder/workerCompleteOrder?orderId=${order.id}`, other.token))
        .msg,
    ).toBe(FulfilmentMessages.notYours)
    expect(await complete()).toMatchObject({ code: 0, msg: FulfilmentMessages.completed })
    expect((await complete()).msg).toBe(FulfilmentMessages.notInService)

    const mine = await call<WorkerOrderView[]>(
      'GET',
      '/boot/v1/dEsports/wxOrder/workerAcceptOrderList?bizStatus=2',
      worker.token,
    )
    expect(mine.data.map((row) => row.id)).toEqual([order.id])
    expect(mine.data[0]!.attachment).toBe(proof)

    const confirm = () =>
      call('POST', '/boot/v1/dEsports/wxOrder/confirmComplete', customer.token, { orderId: order.id })
    expect(
      (await call('POST', '/boot/v1/dEsports/wxOrder/confirmComplete', stranger.token, { orderId: order.id }))
        .code,
    ).toBe(1)
    const both = await Promise.all([
      confirm(),
      confirm(),
      db.transaction((tx) => settle(tx, order.id, { kind: 'auto' })),
    ])
    expect(
      both.filter((answer) => answer && 'code' in answer && answer.code === 0).length + (both[2] ? 1 : 0),
    ).toBe(1)

    const fee = Math.floor((12_345 * 80) / 100)
    expect((await workerMoney(db, worker.userId)).available).toBe(fee)
    const [row] = await db.select().from(workers).where(eq(workers.userId, worker.userId))
    expect(row).toMatchObject({ completedOrders: 1, points: Math.floor(fee / 100) })
    const settled = await call<WorkerOrderView[]>(
      'GET',
      '/boot/v1/dEsports/wxOrder/workerAcceptOrderList?bizStatus=3',
      worker.token,
    )
    expect(settled.data[0]!.settleTime).not.toBe('')
    expect(await ledgerProblems(db, worker.userId)).toEqual([])
    const kinds = (await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).map(
      (event) => event.kind,
    )
    expect(kinds).toEqual(['accepted', 'proof', 'completed', 'settled'])
  })

  it('auto-confirms after 24 hours, racing a customer’s confirmation: one settlement', async () => {
    const { customer, worker, order } = await inService()
    await db
      .update(orders)
      .set({ attachment: '/boot/files/x.png', bizStatus: 2, completedAt: sql`now() - interval '25 hours'` })
      .where(eq(orders.id, order.id))
    const [job, confirmed] = await Promise.all([
      autoConfirm(db),
      call('POST', '/boot/v1/dEsports/wxOrder/confirmComplete', customer.token, { orderId: order.id }),
    ])
    expect(job + (confirmed.code === 0 ? 1 : 0)).toBe(1)
    const entries = await db.select().from(workerLedger).where(eq(workerLedger.orderId, order.id))
    expect(entries.filter((entry) => entry.event === 'settle')).toHaveLength(1)
    expect((await workerMoney(db, worker.userId)).available).toBe(order.workerAmount)
  })

  it('the customer rates once after completion; the worker’s rating is the mean, with the comments shown', async () => {
    const { customer, worker, order } = await inService()
    const review = (token: string, stars: number, comment = '') =>
      call('POST', '/boot/v1/dEsports/wxOrder/reviewOrder', token, { orderId: order.id, stars, comment })
    expect((await review(customer.token, 5)).msg).toBe(FulfilmentMessages.notReviewable)
    await db
      .update(orders)
      .set({ attachment: '/boot/files/x.png', bizStatus: 2 })
      .where(eq(orders.id, order.id))
    await call('POST', '/boot/v1/dEsports/wxOrder/confirmComplete', customer.token, { orderId: order.id })
    expect((await review(customer.token, 6)).msg).toBe(FulfilmentMessages.starsRequired)
    expect((await review(customer.token, 3, '字'.repeat(201))).code).toBe(1)
    expect((await review((await makeCustomer(db)).token, 5)).code).toBe(1)
    expect(await review(customer.token, 3, '技术不错，沟通一般')).toMatchObject({ code: 0 })
    expect((await review(customer.token, 5)).msg).toBe(FulfilmentMessages.reviewed)

    const second = await makePaidOrder(db, customer.userId)
    await accept(worker.token, second.id)
    await db
      .update(orders)
      .set({ attachment: '/boot/files/x.png', bizStatus: 2 })
      .where(eq(orders.id, second.id))
    await call('POST', '/boot/v1/dEsports/wxOrder/confirmComplete', customer.token, { orderId: second.id })
    await call('POST', '/boot/v1/dEsports/wxOrder/reviewOrder', customer.token, {
      orderId: second.id,
      stars: 4,
    })

    const detail = await call<WorkerDetails>(
      'GET',
      `/boot/v1/dEsports/public/workerDetails?userId=${worker.userId}`,
    )
    expect(detail.data).toMatchObject({ rating: '3.50', ratingCount: 2 })
    expect(detail.data.reviews.map((row) => [row.stars, row.comment])).toEqual([
      [4, ''],
      [3, '技术不错，沟通一般'],
    ])
    const mine = await call<OrderView>(
      'GET',
      `/boot/v1/dEsports/wxOrder/orderDetails?outTradeNo=${order.outTradeNo}`,
      customer.token,
    )
    expect(mine.data.reviewStars).toBe(3)
  })

  it('a designated order nobody accepted within 30 minutes goes to the hall', async () => {
    await emptyHall()
    const customer = await makeCustomer(db)
    const chosen = await makeWorker(db)
    const other = await makeWorker(db, { level: 2 })
    const recent = await makePaidOrder(db, customer.userId, {
      designatedWorkerId: chosen.userId,
      secondsAgo: 60,
    })
    const stale = await makePaidOrder(db, customer.userId, {
      designatedWorkerId: chosen.userId,
      secondsAgo: 31 * 60,
    })
    expect(await releaseDesignated(db)).toBe(1)
    expect(await hallIds(other.token)).toEqual([stale.id])
    // Released, it is an ordinary hall order: its former worker waits out their level's delay like anyone.
    expect(await hallIds(chosen.token)).toEqual([recent.id])
  })
})

describe('levels and rankings', () => {
  it('levels follow the thresholds of spec §9', () => {
    expect(levelFor({ orders: 49, goodRatePercent: 100, points: 5000, monthlyIncome: 0 })).toBe(0)
    expect(levelFor({ orders: 50, goodRatePercent: 95, points: 1000, monthlyIncome: 0 })).toBe(1)
    expect(levelFor({ orders: 200, goodRatePercent: 98, points: 2000, monthlyIncome: 499_999 })).toBe(1)
    expect(levelFor({ orders: 200, goodRatePercent: 98, points: 2000, monthlyIncome: 500_000 })).toBe(2)
    expect(levelFor({ orders: 500, goodRatePercent: 94, points: 9000, monthlyIncome: 900_000 })).toBe(0)
  })

  it('the daily job moves every worker whose numbers crossed a threshold, up or down, and no one else', async () => {
    const risen = await makeWorker(db, { level: 0 })
    const fallen = await makeWorker(db, { level: 2 })
    const steady = await makeWorker(db, { level: 1 })
    // 金牌打手: 50 orders and 1 000 points (no review yet counts as a 100% good rate, no income needed).
    await db
      .update(workers)
      .set({ completedOrders: 60, points: 1500 })
      .where(eq(workers.userId, risen.userId))
    await db.update(workers).set({ completedOrders: 3, points: 10 }).where(eq(workers.userId, fallen.userId))
    await db
      .update(workers)
      .set({ completedOrders: 80, points: 1200 })
      .where(eq(workers.userId, steady.userId))
    await recomputeDaily(db)
    const levels = await db
      .select({ userId: workers.userId, level: workers.level })
      .from(workers)
      .where(inArray(workers.userId, [risen.userId, fallen.userId, steady.userId]))
    expect(new Map(levels.map((row) => [row.userId, row.level]))).toEqual(
      new Map([
        [risen.userId, 1],
        [fallen.userId, 0],
        [steady.userId, 1],
      ]),
    )
  })

  it('the daily job ranks workers and runs once a day however many processes ask', async () => {
    await db.delete(jobRuns)
    const claims = await Promise.all([1, 2, 3].map(() => claimDailyRun(db, 'test-daily')))
    expect(claims.filter(Boolean)).toHaveLength(1)
    expect(await claimDailyRun(db, 'test-daily')).toBe(false)

    const worker = await makeWorker(db)
    const customer = await makeCustomer(db)
    const order = await makePaidOrder(db, customer.userId, { amount: 50_000 })
    await accept(worker.token, order.id)
    await db
      .update(orders)
      .set({ attachment: '/boot/files/x.png', bizStatus: 2 })
      .where(eq(orders.id, order.id))
    await call('POST', '/boot/v1/dEsports/wxOrder/confirmComplete', customer.token, { orderId: order.id })
    await recomputeDaily(db)

    const byIncome = await call<WorkerRanking>(
      'GET',
      '/boot/v1/dEsports/worker/workerRanking?type=1',
      worker.token,
    )
    expect(byIncome.data.my).toMatchObject({ id: worker.userId, count: 40_000 })
    expect(byIncome.data.my.sort).toBeGreaterThan(0)
    expect(byIncome.data.data.length).toBeLessThanOrEqual(100)
    const byOrders = await call<WorkerRanking>(
      'GET',
      '/boot/v1/dEsports/worker/workerRanking?type=0',
      worker.token,
    )
    expect(byOrders.data.data[0]!.count).toBeGreaterThanOrEqual(byOrders.data.data.at(-1)!.count)
    const unranked = await makeWorker(db)
    const their = await call<WorkerRanking>(
      'GET',
      '/boot/v1/dEsports/worker/workerRanking?type=1',
      unranked.token,
    )
    expect(their.data.my).toMatchObject({ id: unranked.userId, sort: 0, count: 0 })

    // Suspended or gone, a worker drops out of the public ranking at the next run.
    await db.update(workers).set({ status: 1 }).where(eq(workers.userId, worker.userId))
    await recomputeDaily(db)
    const without = await call<WorkerRanking>(
      'GET',
      '/boot/v1/dEsports/worker/workerRanking?type=1',
      unranked.token,
    )
    expect(without.data.data.map((entry) => entry.id)).not.toContain(worker.userId)
    await db.update(workers).set({ status: 0 }).where(eq(workers.userId, worker.userId))
    await recomputeDaily(db)

    const levels = await call<WorkerLevelList>(
      'GET',
      '/boot/v1/dEsports/worker/getWorkerLevelList',
      worker.token,
    )
    expect(levels.data.list.map((level) => level.name)).toEqual(['打手', '金牌打手', 'VIP打手'])
    expect(levels.data.my).toMatchObject({ level: 0, delayAccept: 10, completedOrders: 1, points: 400 })
  })

  it('the boss ranking sums what each customer paid in the period, nicknames masked', async () => {
    const big = await makeCustomer(db, '土豪老板')
    await makePaidOrder(db, big.userId, { amount: 9_000_000 })
    await makePaidOrder(db, big.userId, { amount: 1_000_000 })
    const ranking = await bossRanking(db, 'day')
    expect(ranking[0]).toMatchObject({ rank: 1, nickName: '土**板', amount: 10_000_000 })
    const answer = await call<unknown[]>('GET', '/boot/v1/dEsports/public/bossRanking?period=month')
    expect(answer.data.length).toBeGreaterThan(0)
    expect(maskNickName('阿')).toBe('阿*')
  })
})
