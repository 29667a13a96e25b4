import { ok } from '@dianjing/shared'
import { z } from 'zod'

/** The response schema of a route: the envelope around its data, for serialisation and OpenAPI. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data })
}

export { ok }
