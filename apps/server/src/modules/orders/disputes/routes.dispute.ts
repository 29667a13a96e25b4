import {
  answerProposalBody,
  arbitrateBody,
  arbitrationDetail,
  arbitrationList,
  arbitrationListQuery,
  DisputeMessages,
  evidenceBody,
  idParam,
  orderDisputeView,
  orderIdBody,
  orderIdQuery,
  proposeBody,
  ruleBody,
  withdrawProposalBody,
} from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok } from '../../../lib/envelope.ts'
import { requireUser } from '../../account/guard.ts'
import { paymentDeps } from '../../payments/service.ts'
import { requireStaff } from '../../staff/guard.ts'
import * as disputes from './disputes.ts'

const tags = ['disputes']
const done = envelopeOf(z.null())

/**
 * When an order goes wrong (issue 23), under /boot/v1/dEsports/orderDispute: cancel by agreement, free
 * cancel and arbitration for the order's customer and the worker serving it (who is who is decided per
 * call from the order; anyone else gets 订单不存在).
 */
export const orderDisputeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentDeps(app)
  const post = <Body extends z.ZodType>(
    path: string,
    summary: string,
    body: Body,
    act: (userId: number, body: z.output<Body>) => Promise<void>,
    message: string,
  ) =>
    app.post(
      path,
      { preHandler: requireUser, schema: { tags, summary, body, response: { 200: done } } },
      async (request) => {
        await act(request.user!.id, request.body as z.output<Body>)
        return ok(null, message)
      },
    )

  app.get(
    '/state',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The order's proposal and arbitration, and what the caller may do now",
        querystring: orderIdQuery,
        response: { 200: envelopeOf(orderDisputeView) },
      },
    },
    async (request) => ok(await disputes.disputeState(deps, request.user!.id, request.query.orderId)),
  )

  post(
    '/propose',
    'Propose cancelling with a split: cents back to the customer and a reason',
    proposeBody,
    (userId, body) => disputes.propose(deps, userId, body),
    DisputeMessages.proposed,
  )
  app.post(
    '/answer',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The other side agrees (the split executes) or refuses',
        body: answerProposalBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await disputes.answer(deps, request.user!.id, request.body)
      return ok(null, request.body.agree ? DisputeMessages.agreed : DisputeMessages.refused)
    },
  )
  post(
    '/withdraw',
    'The proposer withdraws an open proposal',
    withdrawProposalBody,
    (userId, body) => disputes.withdraw(deps, userId, body.proposalId),
    DisputeMessages.withdrawn,
  )
  post(
    '/freeCancel',
    'The customer cancels for free: no first progress in time, or the chosen worker has not accepted',
    orderIdBody,
    (userId, body) => disputes.freeCancel(deps, userId, body.orderId),
    DisputeMessages.freeCancelled,
  )
  post(
    '/arbitrate',
    'Open arbitration with a reason (after a refused proposal, or when the other side stalls)',
    arbitrateBody,
    (userId, body) => disputes.arbitrate(deps, userId, body),
    DisputeMessages.arbitrationOpened,
  )
  post(
    '/evidence',
    'Submit evidence (text and images) before the deadline',
    evidenceBody,
    (userId, body) => disputes.submitEvidence(deps, userId, body),
    DisputeMessages.evidenceSaved,
  )
}

const arbitrationParams = z.object({ id: idParam(DisputeMessages.arbitrationGone) })

/** The console's arbitration queue and ruling, under /boot/admin/arbitrations. */
export const adminArbitrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentDeps(app)

  app.get(
    '/',
    {
      onRequest: requireStaff('operator', 'finance', 'support'),
      schema: {
        tags: ['admin'],
        summary: 'Arbitrations, open ones oldest first, with waiting time and evidence counts',
        querystring: arbitrationListQuery,
        response: { 200: envelopeOf(arbitrationList) },
      },
    },
    async (request) => ok(await disputes.listArbitrations(deps, request.query)),
  )

  app.get(
    '/:id',
    {
      onRequest: requireStaff('operator', 'finance', 'support'),
      schema: {
        tags: ['admin'],
        summary: "An arbitration with both sides' evidence, the order's proposals and the ruling",
        params: arbitrationParams,
        response: { 200: envelopeOf(arbitrationDetail) },
      },
    },
    async (request) => ok(await disputes.arbitrationDetail(deps, request.params.id)),
  )

  app.post(
    '/:id/rule',
    {
      onRequest: requireStaff('operator', 'finance'),
      schema: {
        tags: ['admin'],
        summary: 'Rule a split (and an optional fine); it executes once and both sides are told',
        params: arbitrationParams,
        body: ruleBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await disputes.rule(deps, request.staff!.id, request.params.id, request.body)
      return ok(null, DisputeMessages.ruled)
    },
  )
}
