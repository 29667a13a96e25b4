import { ok } from '@dianjing/shared'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'

/** The response schema of a route: the envelope around its data, for serialisation and OpenAPI. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data })
}

/**
 * A successful answer serialised through its route's response schema once, for answers kept in memory
 * and sent many times (`sendSerialised`).
 */
export function serialiseOk<T extends z.ZodType>(
  envelope: z.ZodObject<{ data: T }>,
  data: z.output<T>,
): string {
  return JSON.stringify(z.encode(envelope as z.ZodType, ok(data)))
}

/** Sends an answer `serialiseOk` made, as it is. */
export function sendSerialised(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text)
}

export { ok }
