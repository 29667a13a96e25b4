import type { StaffRoleValue } from '@dianjing/shared'
import { staff } from '../db/schema/index.ts'
import { hashPassword } from '../lib/secrets.ts'
import { apiCaller } from './api-call.ts'
import type { TestContext } from './test-app.ts'

export interface Answer<T = unknown> {
  status: number
  body: { code: number; msg: string; data: T }
}

export interface StaffClient {
  staffId: number
  /** The `Authorization` header value of this staff member's session. */
  authorization: string
  call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<Answer<T>>
}

let nextPhone = 13_900_000_100

/** A staff member of `role`, signed in through the real login call. */
export async function signInStaff(
  { app, database }: TestContext,
  role: StaffRoleValue,
): Promise<StaffClient> {
  const phone = String(nextPhone++)
  const password = `pass-${role}-123`
  const [member] = await database.db
    .insert(staff)
    .values({ phone, name: `测试${role}`, role, passwordHash: await hashPassword(password) })
    .returning({ id: staff.id })
  const call = apiCaller(app)
  const login = await call<{ token: string }>('POST', '/boot/admin/auth/login', undefined, {
    phone,
    password,
  })
  const { token } = login.data
  return {
    staffId: member!.id,
    authorization: `Bearer ${token}`,
    async call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
      const { status, ...body } = await call<T>(method, url, token, payload)
      return { status, body }
    },
  }
}

/** A public catalogue call, as the shop makes it. */
export async function publicGet<T>({ app }: TestContext, path: string): Promise<Answer<T>> {
  const { status, ...body } = await apiCaller(app)<T>('GET', `/boot/v1/dEsports/public${path}`)
  return { status, body }
}
