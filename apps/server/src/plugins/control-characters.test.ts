import type { ProductCard } from '@dianjing/shared'
import { eq, sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { orders, payments, users, workerApplications } from '../db/schema/index.ts'
import { seedDemoData } from '../db/seed.ts'
import { makeWorker } from '../modules/orders/testing.ts'
import { apiCaller } from '../test/api-call.ts'
import { freePort } from '../test/free-port.ts'
import { useTestApp } from '../test/test-app.ts'
import { signInWechatCustomer } from '../test/wechat-customer.ts'
import { registerErrorHandler } from './error-handler.ts'

/**
 * Control characters in what users type: each attack once answered HTTP 500 and logged the input at
 * error level (PostgreSQL refuses NUL in text). Now each is a 400 in Chinese, nothing is written, and
 * nothing reaches the error log.
 */

const logLines: { level: number; msg?: string }[] = []
const logStream = { write: (line: string) => void logLines.push(JSON.parse(line)) }
const port = await freePort()
const context = await useTestApp({ PORT: String(port), LOG_LEVEL: 'info' }, { logStream })
const { app, database } = context
const { db } = database
await app.listen({ port, host: '127.0.0.1' })
const call = apiCaller(app)

const REFUSED = { status: 400, code: 1, msg: '内容包含无法识别的字符', data: null }

const CUSTOMER_PHONE = '13600009001'
const customer = { token: await signInWechatCustomer(context, port, CUSTOMER_PHONE) }
const worker = await makeWorker(db)
let product: ProductCard

beforeAll(async () => {
  await seedDemoData(db)
  const list = (await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data
  product = list.find((item) => item.status === '0' && !item.title.includes('转盘'))!
})

const orderBody = (overrides: Record<string, unknown>) => ({
  productId: product.id,
  gameId: 'player-123',
  textId: '',
  phone: '13800001111',
  gameRegion: '1',
  orderQuantity: 1,
  orderRemarks: '晚上八点后',
  totalAmount: product.preferentialPrice,
  ...overrides,
})

async function written() {
  const [me] = await db
    .select({ nickName: users.nickName })
    .from(users)
    .where(eq(users.phone, CUSTOMER_PHONE))
  return {
    nickName: me?.nickName,
    orders: (await db.select().from(orders)).length,
    payments: (await db.select().from(payments)).length,
    applications: (await db.select().from(workerApplications)).length,
  }
}

const errorLines = () => logLines.filter((line) => line.level >= 50)

describe('a control character in what a user sends', () => {
  it.each<[string, () => ReturnType<typeof call>]>([
    [
      'a nickname (updateProfile)',
      () => call('POST', '/boot/v1/dEsports/user/updateProfile', customer.token, { nickName: '小明\u0000' }),
    ],
    [
      'an order remark (payOrder)',
      () =>
        call(
          'POST',
          '/boot/v1/dEsports/wxOrder/payOrder',
          customer.token,
          orderBody({ orderRemarks: '晚上\u0000' }),
        ),
    ],
    [
      'a game id (payOrder)',
      () =>
        call(
          'POST',
          '/boot/v1/dEsports/wxOrder/payOrder',
          customer.token,
          orderBody({ gameId: 'player\u0000' }),
        ),
    ],
    [
      'a worker application name',
      () =>
        call('POST', '/boot/dEsports/bizRegistrationApplication/save', customer.token, {
          name: '张\u0000三',
          sex: '0',
          districtServer: '1',
          briefIntroduction: '王者荣耀国服打野',
          imgsUrl: '',
        }),
    ],
    [
      'an outTradeNo (orderDetails)',
      () => call('GET', '/boot/v1/dEsports/wxOrder/orderDetails?outTradeNo=DJ1%00', customer.token),
    ],
    [
      'a hall keyword (receivingOrderList)',
      () => call('GET', '/boot/v1/dEsports/wxOrder/receivingOrderList?keyword=%00', worker.token),
    ],
    [
      'a nickname with an escape character',
      () =>
        call('POST', '/boot/v1/dEsports/user/updateProfile', customer.token, { nickName: '小明\u001b[31m' }),
    ],
    [
      'an intro with a carriage return alone',
      () =>
        call('POST', '/boot/v1/dEsports/user/updateProfile', customer.token, {
          nickName: '小明',
          briefIntroduction: '擅长\r打野',
        }),
    ],
    [
      'a query string with a line break',
      () => call('GET', '/boot/v1/dEsports/wxOrder/receivingOrderList?keyword=a%0Ab', worker.token),
    ],
  ])('%s: 400 in Chinese, nothing written, nothing in the error log', async (_, attack) => {
    const before = await written()
    const errorsBefore = errorLines().length
    expect(await attack()).toEqual(REFUSED)
    expect(await written()).toEqual(before)
    expect(errorLines().slice(errorsBefore)).toEqual([])
  })

  it.each([
    ['a nickname', '/boot/v1/dEsports/user/updateProfile', { nickName: '小\n明', briefIntroduction: '' }],
    ['a phone with a tab', '/boot/system/login', { phone: '1380013800\t0', password: 'x' }],
    ['a game id with a line break', '/boot/v1/dEsports/wxOrder/payOrder', { gameId: 'player\r\n1' }],
    ['an application name', '/boot/dEsports/bizRegistrationApplication/save', { name: '张\n三' }],
  ])('refuses a line break or tab in a one-line field: %s', async (_, url, body) => {
    const before = await written()
    expect(await call('POST', url, customer.token, body)).toEqual(REFUSED)
    expect(await written()).toEqual(before)
  })

  it('keeps tabs and line breaks where a field holds lines', async () => {
    const saved = await call('POST', '/boot/v1/dEsports/user/updateProfile', customer.token, {
      nickName: '小明',
      briefIntroduction: '擅长打野\r\n\t也会辅助\n',
    })
    expect(saved.code).toBe(0)
    expect(saved.data).toMatchObject({ briefIntroduction: '擅长打野\r\n\t也会辅助' })
  })
})

describe("the database's refusal of text, as the last guard", () => {
  it.each([
    ['NUL in text (22021)', sql`select ${'a\u0000b'}::text`],
    ['a NUL escape in JSON (22P05)', sql`select '{"a":"\\u0000"}'::jsonb ->> 'a'`],
  ])('%s answers 400 in Chinese, logged at info', async (_, query) => {
    const lines: { level: number; msg?: string }[] = []
    const guarded = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    })
    registerErrorHandler(guarded)
    guarded.get('/', async () => db.execute(query))
    const response = await guarded.inject({ method: 'GET', url: '/' })
    await guarded.close()
    expect({ status: response.statusCode, ...response.json() }).toEqual(REFUSED)
    expect(lines.filter((line) => line.level >= 40)).toEqual([])
    expect(lines.map((line) => line.msg)).toContain('text the database cannot store')
  })
})
