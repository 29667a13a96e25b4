import type { StaffRoleValue } from '@dianjing/shared'
import type { FastifyRequest } from 'fastify'
import { bearerToken } from '../../lib/bearer-token.ts'
import { AppError } from '../../lib/errors.ts'
import { authenticate, refusalOf } from './auth.ts'

/** onRequest hook for admin routes (before the body is parsed or validated): a live staff session, and one of `roles` when given (owner passes all). */
export function requireStaff(...roles: StaffRoleValue[]) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request)
    const member = token ? await authenticate(request.server.database.db, token) : null
    if (!member) {
      const why = token ? await refusalOf(request.server.database.db, token) : '登录已过期，请重新登录'
      throw new AppError('unauthorized', why)
    }
    if (roles.length > 0 && member.role !== 'owner' && !roles.includes(member.role)) {
      throw new AppError('forbidden', '没有权限执行此操作')
    }
    request.staff = member
  }
}
