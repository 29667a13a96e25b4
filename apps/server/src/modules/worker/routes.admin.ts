import {
  adminApplicationList,
  adminDepositReturnResult,
  adminFineBody,
  adminLedgerList,
  adminPayWithdrawalBody,
  adminReasonBody,
  adminRevokeFineBody,
  adminTransferResult,
  adminWithdrawalList,
  adminWorkerDetail,
  adminWorkerLeaveBody,
  adminWorkerLeaveByAlipayBody,
  adminWorkerList,
  idParam,
  pageNumber,
  pageSize,
  queueSort,
} from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { requireStaff } from '../staff/guard.ts'
import * as admin from './admin.ts'
import { leaveByAlipay, payDepositReturnByHand, retryDepositReturn } from './deposit-returns.ts'
import { fine, revokeFine } from './fines.ts'
import { leaveWorker } from './leaving.ts'
import { payByAlipay } from './payouts.ts'

const tags = ['admin']

const page = { page: pageNumber, pageSize: pageSize(100) }
const keyword = z.string().max(50).optional().catch(undefined)
/** Oldest first for what waits, newest first for what was decided, unless staff sort otherwise. */
const sort = queueSort.optional().catch(undefined)
const idParams = z.object({ id: idParam('记录不存在') })
const workerParams = z.object({ userId: idParam('打手不存在') })
const done = envelopeOf(z.null())

/** Applications, workers, fines and withdrawals in the console, under /boot/admin. */
export const adminWorkerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const readers = requireStaff('operator', 'finance', 'support')
  const auditors = requireStaff('operator')
  const finance = requireStaff('finance')
  const payoutDeps = { db, config: app.config, log: app.log }

  app.get(
    '/worker-applications',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: 'Worker applications by status',
        querystring: z.object({
          status: z.enum(['pending', 'approved', 'rejected', 'all']).catch('pending'),
          keyword,
          sort,
          ...page,
        }),
        response: { 200: envelopeOf(adminApplicationList) },
      },
    },
    async ({ query }) => ok(await admin.listApplications(db, query, query)),
  )

  app.post(
    '/worker-applications/:id/approve',
    {
      onRequest: auditors,
      schema: {
        tags,
        summary: 'Approve: the applicant becomes a worker',
        params: idParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await admin.approveApplication(db, request.staff!.id, request.params.id)
      return ok(null, admin.Messages.applicationApproved)
    },
  )

  app.post(
    '/worker-applications/:id/reject',
    {
      onRequest: auditors,
      schema: {
        tags,
        summary: 'Reject with a reason the applicant sees',
        params: idParams,
        body: adminReasonBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await admin.rejectApplication(db, request.staff!.id, request.params.id, request.body.reason)
      return ok(null, admin.Messages.applicationRejected)
    },
  )

  app.get(
    '/workers',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: 'Workers with their money',
        querystring: z.object({
          keyword,
          status: z.enum(['active', 'suspended', 'left', 'all']).catch('all'),
          ...page,
        }),
        response: { 200: envelopeOf(adminWorkerList) },
      },
    },
    async ({ query }) => ok(await admin.listWorkers(db, query, query)),
  )

  app.get(
    '/workers/:userId/ledger',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: "A worker's ledger, newest first",
        params: workerParams,
        querystring: z.object(page),
        response: { 200: envelopeOf(adminLedgerList) },
      },
    },
    async ({ params, query }) => ok(await admin.listLedger(db, { workerId: params.userId }, query)),
  )

  app.post(
    '/workers/:userId/fines',
    {
      onRequest: finance,
      schema: {
        tags,
        summary: 'Fine a worker: off the available balance, the rest owed',
        params: workerParams,
        body: adminFineBody,
        response: { 200: done },
      },
    },
    async (request) => ok(null, await fine(db, request.staff!.id, request.params.userId, request.body)),
  )

  app.post(
    '/workers/:userId/fines/:id/revoke',
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          'Revoke a fine once, with a reason: what it took comes back to the balance, what it left owed is cancelled',
        params: workerParams.extend({ id: idParam('罚款记录不存在') }),
        body: adminRevokeFineBody,
        response: { 200: done },
      },
    },
    async ({ staff, params, body }) =>
      ok(null, await revokeFine(db, staff!.id, params.userId, params.id, body.reason)),
  )

  app.get(
    '/workers/:userId',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: "A worker's page",
        params: workerParams,
        response: { 200: envelopeOf(adminWorkerDetail) },
      },
    },
    async ({ params }) => ok(await admin.workerDetail(db, params.userId)),
  )

  for (const [path, suspended, message] of [
    ['suspend', true, '已暂停，该打手不能再看到接单大厅或接单'],
    ['reinstate', false, '已恢复接单资格'],
  ] as const) {
    app.post(
      `/workers/:userId/${path}`,
      {
        onRequest: requireStaff('operator'),
        schema: {
          tags,
          summary: `${path} a worker`,
          params: workerParams,
          body: adminReasonBody,
          response: { 200: done },
        },
      },
      async (request) => {
        await admin.setSuspended(db, request.staff!.id, request.params.userId, suspended, request.body.reason)
        return ok(null, message)
      },
    )
  }

  app.post(
    '/workers/:userId/leave',
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          'The worker leaves: an owed fine taken from the deposit, the rest returned by hand in Alipay (outages), with its reference',
        params: workerParams,
        body: adminWorkerLeaveBody,
        response: { 200: done },
      },
    },
    async (request) =>
      ok(null, await leaveWorker(db, request.staff!.id, request.params.userId, request.body)),
  )

  app.post(
    '/workers/:userId/leave/transfer',
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          "The worker leaves: an owed fine taken from the deposit, the rest returned by Alipay's transfer API",
        params: workerParams,
        body: adminWorkerLeaveByAlipayBody,
        response: { 200: envelopeOf(adminDepositReturnResult) },
      },
    },
    async (request) => {
      const result = await leaveByAlipay(payoutDeps, request.staff!.id, request.params.userId, request.body)
      return ok({ status: result.status }, result.message)
    },
  )

  app.post(
    '/workers/:userId/deposit-return/transfer',
    {
      onRequest: finance,
      schema: {
        tags,
        summary: "Send a failed deposit return again by Alipay's API (a new out_biz_no)",
        params: workerParams,
        response: { 200: envelopeOf(adminDepositReturnResult) },
      },
    },
    async (request) => {
      const result = await retryDepositReturn(payoutDeps, request.staff!.id, request.params.userId)
      return ok({ status: result.status }, result.message)
    },
  )

  app.post(
    '/workers/:userId/deposit-return/pay',
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          'Mark a failed deposit return paid by hand (an Alipay outage), with the reference finance typed',
        params: workerParams,
        body: adminPayWithdrawalBody,
        response: { 200: done },
      },
    },
    async (request) =>
      ok(
        null,
        await payDepositReturnByHand(
          payoutDeps,
          request.staff!.id,
          request.params.userId,
          request.body.alipayReference,
        ),
      ),
  )

  app.get(
    '/fines',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: 'Fines issued, newest first',
        querystring: z.object({ keyword, ...page }),
        response: { 200: envelopeOf(adminLedgerList) },
      },
    },
    async ({ query }) => ok(await admin.listLedger(db, { event: 'fine', keyword: query.keyword }, query)),
  )

  app.get(
    '/withdrawals',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: 'Withdrawal requests by status',
        querystring: z.object({
          status: z.enum(['pending', 'transferring', 'paid', 'failed', 'rejected', 'all']).catch('pending'),
          sort,
          ...page,
        }),
        response: { 200: envelopeOf(adminWithdrawalList) },
      },
    },
    async ({ query }) => ok(await admin.listWithdrawals(db, query.status, query)),
  )

  app.post(
    '/withdrawals/:id/transfer',
    {
      onRequest: finance,
      schema: {
        tags,
        summary: "Approve: pay by Alipay's transfer API (once per withdrawal, whatever is retried)",
        params: idParams,
        response: { 200: envelopeOf(adminTransferResult) },
      },
    },
    async (request) => {
      const result = await payByAlipay(payoutDeps, request.staff!.id, request.params.id)
      return ok({ status: result.status }, result.message)
    },
  )

  app.post(
    '/withdrawals/:id/pay',
    {
      onRequest: finance,
      schema: {
        tags,
        summary: 'Mark paid by hand (an Alipay outage), with the reference finance typed',
        params: idParams,
        body: adminPayWithdrawalBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await admin.payWithdrawal(db, request.staff!.id, request.params.id, request.body.alipayReference)
      return ok(null, admin.Messages.withdrawalPaid)
    },
  )

  app.post(
    '/withdrawals/:id/reject',
    {
      onRequest: finance,
      schema: {
        tags,
        summary: 'Reject: the amount goes back to available',
        params: idParams,
        body: adminReasonBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await admin.rejectWithdrawal(db, request.staff!.id, request.params.id, request.body.reason)
      return ok(null, admin.Messages.withdrawalRejected)
    },
  )
}
