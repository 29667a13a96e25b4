import { hallPage, orderView } from '@dianjing/shared'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { envelopeOf } from './envelope.ts'
import { createSerializerCompiler, jsonSchemaOf } from './serializer.ts'

const compile = (schema: z.ZodType, verify = false) =>
  createSerializerCompiler({ verify })({ schema, method: 'GET', url: '/t', httpStatus: '200' })

describe('response serialisation', () => {
  it('compiles the hot answers, and leaves what JSON Schema cannot say to zod', () => {
    for (const schema of [
      envelopeOf(z.object({ balance: z.number().int() })),
      envelopeOf(hallPage),
      envelopeOf(z.array(orderView)),
    ])
      expect(jsonSchemaOf(schema)).toBeDefined()
    expect(jsonSchemaOf(envelopeOf(z.object({ at: z.date() })))).toBeUndefined()
    expect(
      jsonSchemaOf(envelopeOf(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]))),
    ).toBeUndefined()
  })

  it('writes only the schema’s fields, as zod does', () => {
    const balance = envelopeOf(z.object({ balance: z.number().int(), note: z.string().optional() }))
    const answer = {
      code: 0,
      msg: '操作成功',
      data: { balance: 1200, passwordHash: 'scrypt$…', note: undefined },
    }
    const text = compile(balance)(answer)
    expect(JSON.parse(text)).toEqual({ code: 0, msg: '操作成功', data: { balance: 1200 } })
    expect(text).toBe(compile(balance, true)(answer))
  })

  it('under verify, a wrong answer still fails as zod fails it', () => {
    const balance = envelopeOf(z.object({ balance: z.number().int() }))
    const wrong = { code: 0, msg: 'ok', data: { balance: 12.5 } }
    expect(() => compile(balance, true)(wrong)).toThrow()
  })
})
