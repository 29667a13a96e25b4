import { workerCard, workerDetails, workerDetailsQuery, workerListQuery } from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import * as players from './service.ts'

const tags = ['players']

/** The players (workers) customers can browse, under /boot/v1/dEsports/public (spec §7). */
export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/workerList',
    {
      schema: {
        tags,
        summary: 'Workers by overall rating, optionally searched by nickname',
        querystring: workerListQuery,
        response: { 200: envelopeOf(z.array(workerCard)) },
      },
    },
    async (request) => ok(await players.listWorkers(db, request.query.userName)),
  )

  app.get(
    '/workerDetails',
    {
      schema: {
        tags,
        summary: 'One worker with rating blocks and the games served',
        querystring: workerDetailsQuery,
        response: { 200: envelopeOf(workerDetails) },
      },
    },
    async (request) => ok(await players.getWorker(db, request.query.userId)),
  )
}
