import type { FastifyRequest } from 'fastify'
import { bearerToken } from '../../lib/bearer-token.ts'
import { AppError } from '../../lib/errors.ts'
import { authenticate, Messages } from './service.ts'

/** preHandler for customer routes: a live session of an active user, else code 401 (spec §8). */
export async function requireUser(request: FastifyRequest) {
  const token = bearerToken(request)
  const user = token ? await authenticate(request.server.database.db, request.server.sessions, token) : null
  if (!user) throw new AppError('unauthorized', '登录已过期，请重新登录')
  // Banned: every token stops working at once, with words saying why (not a silent sign-out).
  if (user.status !== 0) throw new AppError('forbidden', Messages.banned)
  request.user = user
}
