import { UserStatus } from '@dianjing/shared'
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import { bearerToken } from '../../lib/bearer-token.ts'
import { AppError } from '../../lib/errors.ts'
import type { UserRow } from './repo.ts'
import { authenticate, Messages, needsRenewal } from './service.ts'

function admit(request: FastifyRequest, user: UserRow | null, done: HookHandlerDoneFunction) {
  if (!user) return done(new AppError('unauthorized', '登录已过期，请重新登录'))
  // Banned: every token stops working at once, with words saying why (not a silent sign-out).
  if (user.status !== UserStatus.active) return done(new AppError('forbidden', Messages.banned))
  request.user = user
  done()
}

/**
 * preHandler for customer routes: a live session of an active user, else code 401 (spec §8). A session
 * in the process's memory is admitted without waiting on anything (decision 009).
 */
export function requireUser(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  const token = bearerToken(request)
  if (!token) return admit(request, null, done)
  const { sessions, database } = request.server
  const session = sessions.peek(sessions.hashOf(token))
  if (session && !needsRenewal(session)) return admit(request, session.user, done)
  authenticate(database.db, sessions, token).then((user) => admit(request, user, done), done)
}
