import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { ok } from '@dianjing/shared'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'

/** The response schema of a route: the envelope around its data, for serialisation and OpenAPI. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data })
}

/**
 * An answer kept in memory and sent many times: its bytes, and its compressed copies, each made the
 * first time a client takes that coding (`sendSerialised`). A kept page that is sent once costs no
 * compression it did not use, and no answer is compressed in a coding no client asked for.
 */
export interface SerialisedAnswer {
  identity: Buffer
  br?: Buffer
  gzip?: Buffer
}

/** Below this, compressing saves less than the header costs. */
const COMPRESS_FROM_BYTES = 1024

/** A successful answer serialised through its route's response schema once, for answers kept in memory. */
export function serialiseOk<T extends z.ZodType>(
  envelope: z.ZodObject<{ data: T }>,
  data: z.output<T>,
): SerialisedAnswer {
  return { identity: Buffer.from(JSON.stringify(z.encode(envelope as z.ZodType, ok(data)))) }
}

/**
 * Brotli and gzip copies of an answer or page kept in memory. They are made on the event loop: each of
 * the catalogue's few hundred answers on its first request after the shown sales change (once a minute
 * while orders are paid), the hall's pages as they expire. So brotli runs at quality 5: on answers of
 * 2–17 kB, 0.08–0.14 ms each and within 2% of quality 9's size. Quality 9 took 1.1–3.2 ms each, and a
 * catalogue renewal held the requests behind it for 100–300 ms.
 */
const brotliOf = (identity: Buffer) =>
  brotliCompressSync(identity, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
  })
const gzipOf = (identity: Buffer) => gzipSync(identity, { level: 9 })

/** Both compressed copies at once, for a page sent as often as the app's HTML. */
export function compressedCopies(identity: Buffer): { br: Buffer; gzip: Buffer } {
  return { br: brotliOf(identity), gzip: gzipOf(identity) }
}

/** Whether an Accept-Encoding header takes `coding`: named (or `*`, when it is not named) without q=0. */
export function accepts(header: string | undefined, coding: 'br' | 'gzip'): boolean {
  if (!header) return false
  const weights = new Map<string, number>()
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim())
    const q = params.find((param) => param.startsWith('q='))
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0)
  }
  return (weights.get(coding) ?? weights.get('*') ?? 0) > 0
}

/** Sends an answer `serialiseOk` made, compressed as the client accepts (each copy made once, when first taken). */
export function sendSerialised(request: FastifyRequest, reply: FastifyReply, answer: SerialisedAnswer) {
  reply.type('application/json; charset=utf-8')
  if (answer.identity.length < COMPRESS_FROM_BYTES) return reply.send(answer.identity)
  reply.header('vary', 'accept-encoding')
  const accepted = request.headers['accept-encoding']
  if (accepts(accepted, 'br')) {
    answer.br ??= brotliOf(answer.identity)
    return reply.header('content-encoding', 'br').send(answer.br)
  }
  if (accepts(accepted, 'gzip')) {
    answer.gzip ??= gzipOf(answer.identity)
    return reply.header('content-encoding', 'gzip').send(answer.gzip)
  }
  return reply.send(answer.identity)
}

const OK_BEFORE_DATA = `{"code":${JSON.stringify(ok(null).code)},"msg":${JSON.stringify(ok(null).msg)},"data":`

/**
 * Sends `ok(data)` where `data` is JSON text already written (by the database, for a long list) as it
 * is, without parsing it and writing it out again: its route's response schema still documents it.
 */
export function sendOkJson(reply: FastifyReply, dataJson: string) {
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => String(payload))
    .send(`${OK_BEFORE_DATA}${dataJson}}`)
}

/** An answer kept in memory whose `data` is JSON text already written (see `sendOkJson`). */
export function okJsonAnswer(dataJson: string): SerialisedAnswer {
  return { identity: Buffer.from(`${OK_BEFORE_DATA}${dataJson}}`) }
}

export { ok }
