import type { StaffRoleValue } from '@dianjing/shared'
import { describe, expect, it } from 'vitest'
import { type StaffClient, signInStaff } from '../../test/staff-client.ts'
import { useTestApp } from '../../test/test-app.ts'

/**
 * Who may call each console route (docs/domain.md, People and accounts): the owner everything; the rest
 * as listed. This table is the permission model: every /boot/admin route must be in it, so a new
 * route cannot go unchecked, and each route × role is called to see the server enforce it.
 */
const OPERATOR: StaffRoleValue[] = ['operator']
const FINANCE: StaffRoleValue[] = ['finance']
const READERS: StaffRoleValue[] = ['operator', 'finance', 'support']
const OWNER_ONLY: StaffRoleValue[] = []
const ANY = READERS

const ROLE_TABLE: Record<string, StaffRoleValue[]> = {
  'GET /boot/admin/auth/me': ANY,
  'POST /boot/admin/auth/logout': ANY,
  'POST /boot/admin/me/password': ANY,
  'GET /boot/admin/system/status': ANY,
  'GET /boot/admin/dashboard': ANY,
  'GET /boot/admin/queues': ANY,
  'GET /boot/admin/wechat-templates/': OPERATOR,
  'PUT /boot/admin/wechat-templates/': OPERATOR,
  'GET /boot/admin/queue-settings/': READERS,
  'PUT /boot/admin/queue-settings/': ['operator', 'finance'],

  'GET /boot/admin/staff': OWNER_ONLY,
  'POST /boot/admin/staff': OWNER_ONLY,
  'PUT /boot/admin/staff/{id}': OWNER_ONLY,
  'POST /boot/admin/staff/{id}/disable': OWNER_ONLY,
  'POST /boot/admin/staff/{id}/enable': OWNER_ONLY,
  'POST /boot/admin/staff/{id}/reset-password': OWNER_ONLY,
  'GET /boot/admin/audit-log': OWNER_ONLY,
  'POST /boot/admin/rankings/recompute': OWNER_ONLY,

  // Catalogue and content: operators.
  'GET /boot/admin/banners': OPERATOR,
  'POST /boot/admin/banners': OPERATOR,
  'PUT /boot/admin/banners/{id}': OPERATOR,
  'DELETE /boot/admin/banners/{id}': OPERATOR,
  'GET /boot/admin/config/h5': OPERATOR,
  'PUT /boot/admin/config/h5': OPERATOR,
  'GET /boot/admin/config/system': OPERATOR,
  'PUT /boot/admin/config/system': OPERATOR,
  'POST /boot/admin/files/upload': OPERATOR,
  'GET /boot/admin/games': READERS,
  'POST /boot/admin/games': OPERATOR,
  'PUT /boot/admin/games/{id}': OPERATOR,
  'GET /boot/admin/products': OPERATOR,
  'POST /boot/admin/products': OPERATOR,
  'GET /boot/admin/products/{id}': OPERATOR,
  'PUT /boot/admin/products/{id}': OPERATOR,
  'DELETE /boot/admin/products/{id}': OPERATOR,
  'PUT /boot/admin/products/{id}/status': OPERATOR,
  'GET /boot/admin/user-levels': OPERATOR,
  'POST /boot/admin/user-levels': OPERATOR,
  'POST /boot/admin/user-levels/preview': OPERATOR,
  'PUT /boot/admin/user-levels/{id}': OPERATOR,
  'DELETE /boot/admin/user-levels/{id}': OPERATOR,
  'GET /boot/admin/lottery/products': READERS,
  'GET /boot/admin/lottery/products/{id}/orders': READERS,

  // Orders: everyone reads and notes; operators reassign; finance settles and refunds.
  'GET /boot/admin/orders/': READERS,
  'GET /boot/admin/orders/{id}': READERS,
  'GET /boot/admin/orders/counts': READERS,
  'GET /boot/admin/orders/{id}/progress': READERS,
  'GET /boot/admin/orders/{id}/chat': READERS,
  'POST /boot/admin/orders/{id}/chat': ['operator', 'support'],
  'GET /boot/admin/chat-reports': ['operator', 'support'],
  'GET /boot/admin/arbitrations/': READERS,
  'GET /boot/admin/arbitrations/{id}': READERS,
  'POST /boot/admin/arbitrations/{id}/rule': ['operator', 'finance'],
  'POST /boot/admin/chat-reports/{id}/handle': ['operator', 'support'],
  'GET /boot/admin/orders/unclaimed': ['operator', 'support'],
  'POST /boot/admin/orders/{id}/notes': READERS,
  'POST /boot/admin/orders/{id}/reassign': OPERATOR,
  'POST /boot/admin/orders/{id}/settle': FINANCE,
  'POST /boot/admin/orders/{id}/refund': FINANCE,
  'GET /boot/admin/refunds/': ['finance', 'support'],
  'POST /boot/admin/refunds/{orderId}/approve': FINANCE,
  'POST /boot/admin/refunds/{orderId}/refuse': FINANCE,
  'POST /boot/admin/refunds/{orderId}/retry': FINANCE,

  // People: everyone reads; operators audit, ban and suspend; finance fines and pays.
  'GET /boot/admin/users': READERS,
  'GET /boot/admin/users/{id}': READERS,
  'POST /boot/admin/users/{id}/ban': OPERATOR,
  'POST /boot/admin/users/{id}/unban': OPERATOR,
  'GET /boot/admin/worker-applications': READERS,
  'POST /boot/admin/worker-applications/{id}/approve': OPERATOR,
  'POST /boot/admin/worker-applications/{id}/reject': OPERATOR,
  'GET /boot/admin/workers': READERS,
  'GET /boot/admin/workers/{userId}': READERS,
  'GET /boot/admin/workers/{userId}/ledger': READERS,
  'POST /boot/admin/workers/{userId}/suspend': OPERATOR,
  'POST /boot/admin/workers/{userId}/reinstate': OPERATOR,
  'POST /boot/admin/workers/{userId}/fines': FINANCE,
  'POST /boot/admin/workers/{userId}/fines/{id}/revoke': FINANCE,
  'POST /boot/admin/workers/{userId}/leave': FINANCE,
  'POST /boot/admin/workers/{userId}/leave/transfer': FINANCE,
  'POST /boot/admin/workers/{userId}/deposit-return/transfer': FINANCE,
  'POST /boot/admin/workers/{userId}/deposit-return/pay': FINANCE,
  'GET /boot/admin/fines': READERS,
  'GET /boot/admin/withdrawals': READERS,
  'POST /boot/admin/withdrawals/{id}/transfer': FINANCE,
  'POST /boot/admin/withdrawals/{id}/pay': FINANCE,
  'POST /boot/admin/withdrawals/{id}/reject': FINANCE,

  // Money out of the building.
  'GET /boot/admin/exports/orders.csv': FINANCE,
  'GET /boot/admin/exports/fund-records.csv': FINANCE,
}

/** Routes anyone may call: signing in. */
const PUBLIC = new Set(['POST /boot/admin/auth/login'])

const context = await useTestApp()
const { app } = context
await app.ready()

function adminRoutes(): string[] {
  const spec = app.swagger() as { paths: Record<string, Record<string, unknown>> }
  return Object.entries(spec.paths)
    .filter(([path]) => path.startsWith('/boot/admin'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    .filter((route) => !PUBLIC.has(route))
}

/** A concrete URL for a route: ids that do not exist, valid dates for the exports. */
function urlOf(path: string) {
  const url = path.replace(/\{[^}]+\}/g, '999999')
  return url.endsWith('.csv') ? `${url}?from=2026-01-01&to=2026-01-02` : url
}

describe('the console’s permissions', () => {
  it('the table covers every console route', () => {
    const routes = adminRoutes()
    expect(routes.filter((route) => !(route in ROLE_TABLE))).toEqual([])
    expect(Object.keys(ROLE_TABLE).filter((route) => !routes.includes(route))).toEqual([])
  })

  it('every route × role is allowed or refused with 403 as the table says; without a session, 401', async () => {
    const clients: Record<StaffRoleValue, StaffClient> = {
      owner: await signInStaff(context, 'owner'),
      operator: await signInStaff(context, 'operator'),
      finance: await signInStaff(context, 'finance'),
      support: await signInStaff(context, 'support'),
    }
    const wrong: string[] = []
    for (const route of adminRoutes()) {
      const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string]
      const url = urlOf(path)
      // Logging out and changing the password would end the session the other checks need.
      if (route === 'POST /boot/admin/auth/logout' || route === 'POST /boot/admin/me/password') continue
      const anonymous = await app.inject({ method, url, payload: method === 'GET' ? undefined : {} })
      if (anonymous.statusCode !== 401) wrong.push(`${route} without a session: ${anonymous.statusCode}`)
      for (const role of ['owner', 'operator', 'finance', 'support'] as const) {
        const allowed = role === 'owner' || ROLE_TABLE[route]!.includes(role)
        const answer = await app.inject({
          method,
          url,
          headers: { authorization: clients[role].authorization },
          ...(method === 'GET' ? {} : { payload: {} }),
        })
        if (allowed === (answer.statusCode === 403) || answer.statusCode === 401) {
          wrong.push(
            `${route} as ${role}: ${answer.statusCode} (${allowed ? 'should be allowed' : 'should be 403'})`,
          )
        }
      }
    }
    expect(wrong).toEqual([])
  })
})
