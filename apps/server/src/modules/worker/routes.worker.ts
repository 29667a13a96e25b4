import {
  applicationView,
  fundRecordPage,
  fundRecordQuery,
  onDutyBody,
  withdrawalInfoBody,
  withdrawalInfoView,
  withdrawQuery,
  workerApplicationBody,
  workerBalance,
} from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { idempotent } from '../../lib/idempotency.ts'
import { requireUser } from '../account/guard.ts'
import * as worker from './service.ts'

const tags = ['worker']

/** The worker side (spec §7, Worker), under /boot/worker. */
export const workerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  app.addHook('preHandler', requireUser)

  app.get(
    '/checkWorkerStatus',
    {
      schema: {
        tags,
        summary:
          'Where the worker-center entry leads: 0 center, 1 apply, 2 pending, 3 rejected, 4 membership, 5 deposit',
        response: { 200: envelopeOf(z.number().int()) },
      },
    },
    async (request) => ok(await worker.checkStatus(db, request.user!.id)),
  )

  app.get(
    '/getBalance',
    { schema: { tags, summary: 'Balances in cents', response: { 200: envelopeOf(workerBalance) } } },
    async (request) => ok(await worker.balance(db, request.user!.id)),
  )

  app.get(
    '/availableBalanceServiceList',
    {
      schema: {
        tags,
        summary: 'Fund records, newest first',
        querystring: fundRecordQuery,
        response: { 200: envelopeOf(fundRecordPage) },
      },
    },
    async (request) => ok(await worker.fundRecords(db, request.user!.id, request.query)),
  )

  app.get(
    '/getWithdrawalInformation',
    {
      schema: {
        tags,
        summary: 'Alipay payout details, or null',
        response: { 200: envelopeOf(withdrawalInfoView.nullable()) },
      },
    },
    async (request) => ok(await worker.withdrawalInfo(db, request.user!.id)),
  )

  app.post(
    '/onDuty',
    {
      schema: {
        tags,
        summary: 'Go on or off duty: only on-duty workers are told of new hall orders of their region',
        body: onDutyBody,
        response: { 200: envelopeOf(z.object({ onDuty: z.boolean() })) },
      },
    },
    async (request) =>
      ok(
        await worker.setOnDuty(db, request.user!.id, request.body.onDuty),
        request.body.onDuty ? '已开始接单' : '已休息，不再收到新订单提醒',
      ),
  )

  app.post(
    '/saveWithdrawalInformation',
    {
      schema: {
        tags,
        summary: 'Save Alipay payout details',
        body: withdrawalInfoBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await worker.saveWithdrawalInfo(db, request.user!.id, request.body)
      return ok(null, worker.Messages.infoSaved)
    },
  )

  app.get(
    '/withdrawalApply',
    {
      // The user guard runs for the whole plugin first.
      ...idempotent(),
      schema: {
        tags,
        summary: 'Ask to withdraw `amount` cents to Alipay; it is frozen until finance pays or rejects',
        querystring: withdrawQuery,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await worker.requestWithdrawal(db, request.user!.id, request.query.amount)
      return ok(null, worker.Messages.withdrawSubmitted)
    },
  )
}

/**
 * Worker applications, under /boot: the spec's save has no v1 prefix (spec §7); the application's status,
 * a path the spec leaves unnamed, sits under /v1/dEsports like every other unnamed call.
 */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  app.addHook('preHandler', requireUser)

  app.post(
    '/dEsports/bizRegistrationApplication/save',
    {
      schema: {
        tags,
        summary: 'Apply to become a worker',
        body: workerApplicationBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await worker.apply(db, request.user!.id, request.body)
      return ok(null, worker.Messages.applicationSubmitted)
    },
  )

  app.get(
    '/v1/dEsports/bizRegistrationApplication/mine',
    {
      schema: {
        tags,
        summary: "The caller's latest application, or null",
        response: { 200: envelopeOf(applicationView.nullable()) },
      },
    },
    async (request) => ok(await worker.myApplication(db, request.user!.id)),
  )
}
