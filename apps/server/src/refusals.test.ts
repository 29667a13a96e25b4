import { DATABASE_INTEGER_MAX, hasChinese } from '@dianjing/shared'
import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'
import { makeWorker } from './modules/orders/testing.ts'
import { CONTROL_CHARACTER_MESSAGE } from './plugins/control-characters.ts'
import { apiCaller } from './test/api-call.ts'
import { signInStaff } from './test/staff-client.ts'
import { useTestApp } from './test/test-app.ts'

/**
 * Every route's request schema, walked: wrong types, missing fields, values outside an enum and
 * numbers written loosely must each be refused with HTTP 4xx and a Chinese message, never zod's or
 * Fastify's English. The cases are generated from the schemas the app compiles, so a new route is
 * covered the day it is added.
 */

interface CompiledSchema {
  method: string
  url: string
  httpPart: string
  schema: z.ZodType
}

// Records what the app compiles for request validation (the real compiler still does the work), so
// the walk sees each route's own zod schemas.
const compiled = vi.hoisted(() => [] as CompiledSchema[])
vi.mock('fastify-type-provider-zod', async (importOriginal) => {
  const real = await importOriginal<typeof import('fastify-type-provider-zod')>()
  return {
    ...real,
    validatorCompiler: (route: CompiledSchema) => {
      compiled.push(route)
      return real.validatorCompiler(route as never)
    },
  }
})

const logLines: { level: number }[] = []
const context = await useTestApp(
  { LOG_LEVEL: 'warn' },
  { logStream: { write: (line) => void logLines.push(JSON.parse(line)) } },
)
const { app, database } = context
const call = apiCaller(app)
const owner = await signInStaff(context, 'owner')
const worker = await makeWorker(database.db)

type Part = 'body' | 'querystring' | 'params'

interface Route {
  method: string
  url: string
  parts: Partial<Record<Part, z.ZodType>>
}

/** The WeChat simulator stands in for WeChat's own servers and answers in WeChat's format. */
const isProductRoute = (url: string) => url.startsWith('/boot/')

const routes = new Map<string, Route>()
for (const { method, url, httpPart, schema } of compiled) {
  if (method === 'HEAD' || !isProductRoute(url)) continue
  if (httpPart !== 'body' && httpPart !== 'querystring' && httpPart !== 'params') continue
  const key = `${method} ${url}`
  const route = routes.get(key) ?? { method, url, parts: {} }
  route.parts[httpPart] = schema
  routes.set(key, route)
}
const walked = [...routes.values()].sort((a, b) => `${a.url}${a.method}`.localeCompare(`${b.url}${b.method}`))

/** What JSON bodies may carry that a field could refuse. */
const BODY_VALUES: unknown[] = [
  undefined,
  null,
  true,
  0,
  -1,
  1.5,
  12345,
  '',
  '   ',
  'abc',
  '__unknown__',
  '0x320',
  '8e2',
  ' 800 ',
  '+5',
  '1.0',
  [800],
  {},
  'x'.repeat(600),
]
/** What query strings and paths may carry (always text). */
const TEXT_VALUES = [
  '',
  'abc',
  '__unknown__',
  '0',
  '-1',
  '1.5',
  '0x320',
  '8e2',
  ' 800 ',
  '+5',
  '1.0',
  'x'.repeat(600),
]
/** Numbers written so that a lenient Number() would read them; a whole-number field refuses each. */
const LOOSE_NUMBERS: unknown[] = ['0x320', '8e2', ' 800 ', '+5', '1.0', '', [800], [1], true]

const ZOD_ENGLISH = /Invalid input|Invalid option|Too (small|big)|expected|received|Unrecognized/i

function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = (schema as { _zod: { def: { type: string; shape?: object; in?: z.ZodType } } })._zod.def
  if (def.type === 'object') return def.shape as Record<string, z.ZodType>
  if (def.type === 'pipe' && def.in) return shapeOf(def.in)
  return {}
}

function issueMessages(schema: z.ZodType, value: unknown): string[] | null {
  const result = schema.safeParse(value)
  return result.success ? null : result.error.issues.map((issue) => issue.message)
}

/** Path parameters a route accepts, so a body or query string is what gets refused. */
function validParams(route: Route): Record<string, string> {
  const params: Record<string, string> = {}
  if (!route.parts.params) return params
  for (const [key, field] of Object.entries(shapeOf(route.parts.params))) {
    params[key] = ['1', 'DJ1'].find((value) => field.safeParse(value).success) ?? '1'
  }
  return params
}

function pathOf(route: Route, params: Record<string, string>): string {
  return route.url.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? '1'))
}

function queryOf(query: Record<string, unknown>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

interface Request {
  params?: Record<string, string>
  query?: Record<string, unknown>
  payload?: string
  contentType?: string
}

async function send(route: Route, request: Request) {
  const headers: Record<string, string> = {
    authorization: route.url.startsWith('/boot/admin') ? owner.authorization : `Bearer ${worker.token}`,
  }
  if (request.contentType) headers['content-type'] = request.contentType
  const url = pathOf(route, request.params ?? validParams(route)) + queryOf(request.query ?? {})
  const { status, msg } = await call(route.method as 'GET', url, undefined, request.payload, { headers })
  return { status, msg }
}

function expectChineseRefusal(answer: { status: number; msg: string }, what: string) {
  expect(answer.status, what).toBeGreaterThanOrEqual(400)
  expect(answer.status, what).toBeLessThan(500)
  expect(hasChinese(answer.msg), `${what}: ${answer.msg}`).toBe(true)
  expect(answer.msg, what).not.toMatch(ZOD_ENGLISH)
}

function expectChineseIssues(messages: string[], what: string) {
  for (const message of messages) {
    expect(hasChinese(message), `${what}: ${message}`).toBe(true)
    expect(message, what).not.toMatch(ZOD_ENGLISH)
  }
}

const sendsBody = (route: Route) => route.parts.body !== undefined

describe('every route refuses bad input in Chinese', () => {
  it('walks the whole API', () => {
    expect(walked.length).toBeGreaterThan(50)
    expect(walked.filter(sendsBody).length).toBeGreaterThan(25)
  })

  it.each(walked.map((route) => [`${route.method} ${route.url}`, route] as const))('%s', async (_, route) => {
    for (const part of ['body', 'querystring', 'params'] as const) {
      const schema = route.parts[part]
      if (!schema) continue
      const values = part === 'body' ? BODY_VALUES : [undefined, ...TEXT_VALUES, ['1', '2']]
      for (const [key, field] of Object.entries(shapeOf(schema))) {
        for (const value of values) {
          if (part === 'params' && (value === '' || value === undefined || Array.isArray(value))) continue
          const refused = issueMessages(field, value)
          if (!refused) continue
          const what = `${part}.${key} = ${JSON.stringify(value)?.slice(0, 20)}`
          expectChineseIssues(refused, what)
          const whole = { [key]: value }
          expectChineseIssues(issueMessages(schema, whole) ?? [], what)
          const answer = await send(route, {
            ...(part === 'body' ? { payload: JSON.stringify(whole), contentType: 'application/json' } : {}),
            ...(part === 'querystring' ? { query: whole } : {}),
            ...(part === 'params' ? { params: { ...validParams(route), [key]: String(value) } } : {}),
          })
          expectChineseRefusal(answer, what)
        }
        // A whole number is read strictly wherever it is read: nothing loose becomes a number.
        const numeric = [12, '12'].some((sample) => field.safeParse(sample).data === 12)
        if (numeric) {
          for (const loose of LOOSE_NUMBERS) {
            if (part !== 'body' && typeof loose !== 'string') continue
            const read = field.safeParse(loose).data
            expect(typeof read, `${part}.${key} = ${JSON.stringify(loose)}`).not.toBe('number')
          }
        }
      }
    }
  })

  it.each(walked.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s refuses a whole number past what the database stores, in Chinese, and changes nothing',
    async (_, route) => {
      const before = await everyRow()
      const errorsBefore = logLines.filter((line) => line.level >= 50).length
      for (const part of ['body', 'querystring', 'params'] as const) {
        const schema = route.parts[part]
        if (!schema) continue
        for (const [key, field] of Object.entries(shapeOf(schema))) {
          if (![12, '12'].some((sample) => field.safeParse(sample).data === 12)) continue
          // Past an integer column (most ids, counts, cents), and past a bigint one (a message's id).
          for (const past of [DATABASE_INTEGER_MAX + 1, 2 ** 63]) {
            const value = part === 'body' ? past : BigInt(past).toString()
            const readable = field.safeParse(value).success
            const what = `${part}.${key} = ${value}`
            const whole = { [key]: value }
            const answer = await send(route, {
              ...(part === 'body' ? { payload: JSON.stringify(whole), contentType: 'application/json' } : {}),
              ...(part === 'querystring' ? { query: whole } : {}),
              ...(part === 'params' ? { params: { ...validParams(route), [key]: String(value) } } : {}),
            })
            // A bigint id past the integer is read (messages and notifications go past it); nothing is
            // read past what a number holds exactly.
            expect(readable && past > Number.MAX_SAFE_INTEGER, what).toBe(false)
            if (!readable) expectChineseRefusal(answer, what)
            else expect(answer.status, `${what}: ${answer.msg}`).toBeLessThan(500)
          }
        }
      }
      expect(await everyRow()).toEqual(before)
      expect(logLines.filter((line) => line.level >= 50).length).toBe(errorsBefore)
    },
  )

  it.each(walked.filter(sendsBody).map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s refuses a body that is not a JSON object',
    async (_, route) => {
      const bodies: [string, string | undefined, string][] = [
        ['text/plain', 'hello', 'a text body'],
        ['application/json', '[1,2]', 'a JSON array'],
        ['application/json', '"text"', 'a JSON string'],
        ['application/json', '{"a":', 'malformed JSON'],
        ['application/json', '', 'an empty body'],
        ['application/xml', '<a/>', 'an unsupported media type'],
      ]
      for (const [contentType, payload, what] of bodies) {
        expectChineseRefusal(await send(route, { contentType, payload }), what)
      }
    },
  )
})

/** Every row of every table, as one digest per table: what a refused request must leave as it was. */
async function everyRow(): Promise<Record<string, string>> {
  const tables = await database.db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)
  const names = (tables as unknown as { rows: { name: string }[] }).rows.map((row) => row.name)
  const digests = await database.db.execute(
    sql.join(
      names.map(
        (name) =>
          sql`select ${name} as name, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest
            from ${sql.identifier(name)} t`,
      ),
      sql` union all `,
    ),
  )
  const rows = (digests as unknown as { rows: { name: string; digest: string }[] }).rows
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]))
}

describe('every route refuses a control character in any field', () => {
  it.each(walked.map((route) => [`${route.method} ${route.url}`, route] as const))('%s', async (_, route) => {
    const before = await everyRow()
    const errorsBefore = logLines.filter((line) => line.level >= 50).length
    for (const part of ['body', 'querystring', 'params'] as const) {
      const schema = route.parts[part]
      if (!schema) continue
      for (const key of Object.keys(shapeOf(schema))) {
        for (const value of ['a\u0000b', '\u0000', 'a\u001bb', 'a\u007fb']) {
          const what = `${part}.${key} = ${JSON.stringify(value)}`
          const whole = { [key]: value }
          const answer = await send(route, {
            ...(part === 'body' ? { payload: JSON.stringify(whole), contentType: 'application/json' } : {}),
            ...(part === 'querystring' ? { query: whole } : {}),
            ...(part === 'params' ? { params: { ...validParams(route), [key]: value } } : {}),
          })
          expect(answer, what).toEqual({ status: 400, msg: CONTROL_CHARACTER_MESSAGE })
        }
      }
    }
    expect(await everyRow()).toEqual(before)
    expect(logLines.filter((line) => line.level >= 50).length).toBe(errorsBefore)
  })
})

describe("Fastify's own refusals", () => {
  const login = { method: 'POST', url: '/boot/admin/auth/login', parts: {} }

  it.each([
    ['application/xml', '<a/>', 415, '不支持的请求格式'],
    ['application/json', '', 400, '请求内容不能为空'],
    ['application/json', '{"phone":', 400, '请求格式错误'],
    ['text/plain', 'phone=1', 400, '请求格式错误'],
  ])('%s %j → %i %s', async (contentType, payload, status, msg) => {
    expect(await send(login, { contentType, payload })).toEqual({ status, msg })
  })

  it.each([
    ['/boot/admin/orders/%E0%A4%A/notes', 400, '请求地址不正确'],
    [`/boot/admin/orders/${'9'.repeat(300)}/notes`, 414, '请求地址过长'],
  ])('the path %s → %i %s', async (url, status, msg) => {
    const answer = await call('POST', url, undefined, undefined, {
      headers: { authorization: owner.authorization },
    })
    expect({ status: answer.status, msg: answer.msg }).toEqual({ status, msg })
  })

  it('a body over the limit', async () => {
    const payload = JSON.stringify({ phone: 'x'.repeat(1024 * 1024) })
    expect(await send(login, { contentType: 'application/json', payload })).toEqual({
      status: 413,
      msg: '上传内容过大',
    })
  })
})

describe('money, counts and ids are read strictly', () => {
  const asText = ['0x320', '8e2', ' 800 ', '+5', '1.0', '', '-1', '1.5', 'abc']
  const asJson = [...asText, [800], [1], true, null, 1.5, -1]

  const customer = { method: 'GET', url: '', parts: {} }
  const staff = { method: 'GET', url: '/boot/admin', parts: {} }
  const get = (url: string, caller = customer) => send({ ...caller, url }, {})
  const post = (url: string, payload: object, caller = customer) =>
    send(
      { ...caller, method: 'POST', url },
      { payload: JSON.stringify(payload), contentType: 'application/json' },
    )
  const q = encodeURIComponent

  it.each<[string, unknown[], (value: unknown) => ReturnType<typeof send>, string | null]>([
    [
      'an order id in a query string',
      asText,
      (v) => get(`/boot/v1/dEsports/wxOrder/orderDetails?orderId=${q(String(v))}`),
      '订单不存在',
    ],
    [
      'a withdrawal amount in cents',
      asText.filter(Boolean),
      (v) => get(`/boot/v1/dEsports/worker/withdrawalApply?amount=${q(String(v))}`),
      '请输入有效金额',
    ],
    [
      'a page number',
      asText.filter(Boolean),
      (v) => get(`/boot/v1/dEsports/worker/availableBalanceServiceList?pageNum=${q(String(v))}`),
      '页码不正确',
    ],
    [
      'a lottery round',
      asText,
      (v) => get(`/boot/v1/dEsports/wxOrder/lotteryDraw?outTradeNo=DJ1&round=${q(String(v))}`),
      '抽奖轮次有误，请刷新后重试',
    ],
    [
      'a game filter of the console',
      asText,
      (v) => get(`/boot/admin/orders?gameId=${q(String(v))}`, staff),
      '游戏分类不存在',
    ],
    [
      'an order id in a console path',
      asText.filter(Boolean),
      (v) => get(`/boot/admin/orders/${q(String(v))}`, staff),
      '订单不存在',
    ],
    [
      'a review score',
      asJson,
      (v) => post('/boot/v1/dEsports/wxOrder/reviewOrder', { orderId: 1, stars: v }),
      '请选择评分',
    ],
    [
      'an order id in a body',
      asJson,
      (v) => post('/boot/v1/dEsports/wxOrder/applyRefund', { orderId: v, refundReason: '不想要了' }),
      '订单不存在',
    ],
    [
      'a payment type',
      asJson,
      (v) => post('/boot/v1/dEsports/wxPay/createPayOrder', { orderType: v, total: '100' }),
      '支付类型有误',
    ],
    [
      'a top-up total in yuan',
      // Yuan is decimal text: "1.0" and "1.5" are amounts here, read exactly.
      asJson.filter((value) => value !== '1.0' && value !== '1.5' && value !== 1.5),
      (v) => post('/boot/v1/dEsports/wxPay/createPayOrder', { orderType: 3, total: v }),
      null,
    ],
    [
      'a fine in cents',
      asJson,
      (v) => post('/boot/admin/workers/1/fines', { amount: v, reason: '迟到' }, staff),
      null,
    ],
  ])('%s', async (_, values, call, message) => {
    for (const value of values) {
      const answer = await call(value)
      expectChineseRefusal(answer, JSON.stringify(value))
      if (message) expect(answer.msg, JSON.stringify(value)).toBe(message)
    }
  })
})
