import {
  GameLoginMessages,
  gameLoginLockBody,
  gameLoginOrder,
  gameLoginPlain,
  gameLoginState,
  gameLoginUpdateBody,
} from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { requireUser } from '../account/guard.ts'
import * as gameLogins from './service.ts'

const tags = ['game login']
const done = envelopeOf(z.null())

/**
 * The customer's game login of an order (issue 23, decision 025), under /boot/v1/dEsports/gameLogin:
 * its state for either side, the worker's reveal, the customer's lock and change.
 */
export const gameLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.database.db, keys: app.config.gameLoginKeys }

  app.get(
    '/state',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          "An order's game login as its customer (masked account, lock, every reveal) or the worker serving it (whether it can be revealed) sees it",
        querystring: gameLoginOrder,
        response: { 200: envelopeOf(gameLoginState) },
      },
    },
    async (request) => ok(await gameLogins.stateFor(deps, request.user!.id, request.query.orderId)),
  )

  app.post(
    '/reveal',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'The plain game login, for the worker serving the order while it is in service and not locked; each reveal is recorded for the customer',
        body: gameLoginOrder,
        response: { 200: envelopeOf(gameLoginPlain) },
      },
    },
    async (request, reply) => {
      const plain = await gameLogins.reveal(deps, request.user!.id, request.body.orderId)
      // Never kept by a browser or proxy cache.
      reply.header('cache-control', 'no-store')
      return ok(plain)
    },
  )

  app.post(
    '/lock',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The customer locks (or unlocks) the game login: a locked one cannot be revealed',
        body: gameLoginLockBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await gameLogins.setLocked(deps, request.user!.id, request.body.orderId, request.body.locked)
      return ok(null, request.body.locked ? GameLoginMessages.lockedNow : GameLoginMessages.unlockedNow)
    },
  )

  app.post(
    '/update',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The customer changes the game login of an order that has not ended',
        body: gameLoginUpdateBody,
        response: { 200: done },
      },
    },
    async (request) => {
      const { orderId, ...login } = request.body
      await gameLogins.update(deps, request.user!.id, orderId, login)
      return ok(null, GameLoginMessages.updated)
    },
  )
}
