import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTestApp } from './test/test-app.ts'

/**
 * The /boot contract (ARCHITECTURE.md, "The contract"): every call spec §7 names answers at the spec's path, the
 * calls it leaves unnamed sit in the same style, and no route answers at a second, older path. `docs/api.md` is
 * the route table written from the route schemas; `UPDATE_API_DOC=1 npm test -- contract` rewrites it.
 */

const V1 = '/boot/v1/dEsports'

/** Spec §7, call by call: `/system/*` and the application's save directly under /boot, the rest under /v1/dEsports. */
const SPEC_CALLS = [
  `GET ${V1}/public/swiperList`,
  `GET ${V1}/public/gameList`,
  `GET ${V1}/public/productList`,
  `GET ${V1}/public/productDetails`,
  `GET ${V1}/public/workerList`,
  `GET ${V1}/public/workerDetails`,
  `GET ${V1}/public/wxH5Config`,
  `POST ${V1}/wxOrder/payOrder`,
  `GET ${V1}/wxOrder/repayAgain`,
  `GET ${V1}/wxOrder/myOrderList`,
  `GET ${V1}/wxOrder/receivingOrderList`,
  `GET ${V1}/wxOrder/acceptOrder`,
  `GET ${V1}/wxOrder/workerOrderDetails`,
  `GET ${V1}/wxOrder/workerReceivingOrderDetails`,
  `GET ${V1}/wxOrder/workerAcceptOrderList`,
  `GET ${V1}/wxOrder/workerCompleteOrder`,
  `POST ${V1}/wxOrder/applyRefund`,
  `POST ${V1}/wxOrder/updateOrderAttachment`,
  'POST /boot/system/fileInfo/upload',
  `GET ${V1}/worker/availableBalanceServiceList`,
  `POST ${V1}/worker/saveWithdrawalInformation`,
  `GET ${V1}/worker/getWithdrawalInformation`,
  `GET ${V1}/worker/withdrawalApply`,
  `GET ${V1}/worker/getBalance`,
  `GET ${V1}/worker/workerRanking`,
  `GET ${V1}/worker/checkWorkerStatus`,
  `GET ${V1}/worker/workerOrderHomeData`,
  `GET ${V1}/worker/getWorkerLevelList`,
  'POST /boot/dEsports/bizRegistrationApplication/save',
  'POST /boot/system/public/wxCustomerLogin',
  'POST /boot/system/login',
  'POST /boot/system/logout',
  'GET /boot/system/info',
  'POST /boot/system/user/save',
  `POST ${V1}/public/register`,
  'GET /boot/system/public/getTokenByOpenId',
  'GET /boot/system/public/wxOpenId',
  `GET ${V1}/user/userOrderMineData`,
  `GET ${V1}/private/updateLotteryCount`,
  `POST ${V1}/user/updateAvatar`,
  `POST ${V1}/user/updateProfile`,
  `GET ${V1}/user/userLevel`,
  `GET ${V1}/user/userBalance`,
  `GET ${V1}/user/myInvitations`,
]

/**
 * Where a route may sit besides the spec's style: the staff's console API, WeChat's server-to-server notifications,
 * the health check and the API's own documentation are ours to place.
 */
const OURS_TO_PLACE = [
  /^\/boot\/admin\//,
  /^\/boot\/wxPay\/(notify|refundNotify)$/,
  /^\/boot\/health$/,
  /^\/boot\/docs/,
]
const SPEC_STYLE = [
  /^\/boot\/system\//,
  /^\/boot\/v1\/dEsports\//,
  /^\/boot\/dEsports\/bizRegistrationApplication\/save$/,
]

const { app } = await useTestApp()

interface Operation {
  summary?: string
  tags?: string[]
  parameters?: { in: string; name: string; required?: boolean }[]
  requestBody?: { content?: Record<string, unknown> }
}
const document = app.swagger() as { paths: Record<string, Record<string, Operation>> }
/** The API's routes; the pages of the two apps are served beside them. */
const routes = Object.entries(document.paths)
  .filter(([url]) => url.startsWith('/boot/'))
  .flatMap(([url, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      url,
      operation,
    })),
  )
const named = new Set(SPEC_CALLS)

describe('the /boot contract', () => {
  it('answers every call spec §7 names at the spec’s path', () => {
    const answered = new Set(routes.map((route) => `${route.method} ${route.url}`))
    expect(SPEC_CALLS).toHaveLength(44)
    expect(SPEC_CALLS.filter((call) => !answered.has(call))).toEqual([])
  })

  it('places every other customer and worker call in the spec’s style, with no copy at an older path', () => {
    const misplaced = routes
      .map((route) => route.url)
      .filter((url) => !OURS_TO_PLACE.some((place) => place.test(url)))
      .filter((url) => !SPEC_STYLE.some((style) => style.test(url)))
    expect(misplaced).toEqual([])
    const older = routes.filter((route) => /^\/boot\/(wxOrder|worker|user|private)\//.test(route.url))
    expect(older).toEqual([])
  })

  it('keeps docs/api.md as the route schemas describe the API', () => {
    const file = path.join(import.meta.dirname, '../../../docs/api.md')
    const written = renderApiDocument()
    if (process.env.UPDATE_API_DOC === '1') fs.writeFileSync(file, written)
    expect(fs.readFileSync(file, 'utf8'), 'run UPDATE_API_DOC=1 npm test -- contract').toBe(written)
  })
})

function parametersOf(operation: Operation): string {
  const query = (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'query' || parameter.in === 'path')
    .map((parameter) => `${parameter.name}${parameter.required ? '' : '?'}`)
  const body = Object.keys(operation.requestBody?.content ?? {})
  return [...query, ...body.map((type) => (type === 'application/json' ? 'JSON body' : type))].join(', ')
}

function renderApiDocument(): string {
  const lines = [
    '# The /boot API',
    '',
    'Written from the route schemas by `apps/server/src/contract.test.ts` (`UPDATE_API_DOC=1 npm test -- contract`);',
    'the full schemas are served as OpenAPI at `/boot/docs` (`/boot/docs/json`). Every answer is `{ code, msg, data }`;',
    'money is integer cents. Where the paths sit (ARCHITECTURE.md, "The contract"): `/system/*` and',
    '`/dEsports/bizRegistrationApplication/save` directly under `/boot`, every other customer and worker call under',
    "`/boot/v1/dEsports`, the spec's named calls (spec §7) and the ones it leaves unnamed alike; the staff's console",
    "under `/boot/admin`; WeChat Pay's notifications at `/boot/wxPay/notify` and `/boot/wxPay/refundNotify`.",
    '',
    '"spec §7" marks a call the spec names; the others are the product\'s own. Every call but the',
    '`public` ones and the sign-ins takes `Authorization: Bearer <token>`.',
    '',
  ]
  const groups = new Map<string, typeof routes>()
  for (const route of routes) {
    if (route.url.startsWith('/boot/docs')) continue
    const group = route.url.startsWith('/boot/admin')
      ? 'Console (staff)'
      : (route.operation.tags?.[0] ?? 'other')
    groups.set(group, [...(groups.get(group) ?? []), route])
  }
  for (const [group, members] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`## ${group}`, '', '| call | parameters | what it does |', '|---|---|---|')
    for (const { method, url, operation } of members.sort((a, b) => a.url.localeCompare(b.url))) {
      const spec = named.has(`${method} ${url}`) ? ' (spec §7)' : ''
      const summary = (operation.summary ?? '').replaceAll('|', '\\|')
      lines.push(`| \`${method} ${url}\`${spec} | ${parametersOf(operation)} | ${summary} |`)
    }
    lines.push('')
  }
  return lines.join('\n')
}
