import fastJson from 'fast-json-stringify'
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'

type CompilerInput = Parameters<typeof zodSerializerCompiler>[0]
type Serialize = (data: unknown) => string

/**
 * The JSON schema of a route's response as its zod schema writes it, or undefined when zod cannot say
 * it as JSON Schema (dates, transforms, codecs) or it holds alternatives (`anyOf`), which
 * fast-json-stringify would have to try one by one: those routes keep zod's serialiser.
 */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> | undefined {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' })
    return /"(anyOf|oneOf|allOf|not|if)":/.test(JSON.stringify(json)) ? undefined : json
  } catch {
    return undefined
  }
}

/**
 * Response serialisation (decision 011). Each route's zod response schema is compiled once into a
 * fast-json-stringify serialiser, which writes only the schema's fields in the schema's order, as zod's
 * serialiser does, without walking the answer through zod first. Under `verify` (the test suite), every
 * answer is serialised both ways and a difference is an error, so each API test also proves the two
 * agree on real answers, and zod's type check still fails a wrong answer.
 */
export function createSerializerCompiler({ verify }: { verify: boolean }) {
  return (input: CompilerInput): Serialize => {
    const viaZod = zodSerializerCompiler(input) as Serialize
    const zodSchema = input.schema instanceof z.ZodType ? input.schema : undefined
    const json = zodSchema && jsonSchemaOf(zodSchema)
    if (!json) return viaZod
    const fast = fastJson(json) as Serialize
    if (!verify) return fast
    return (data) => {
      const expected = viaZod(data)
      const actual = fast(data)
      if (actual !== expected) {
        throw new Error(
          `the fast serialiser of ${input.method} ${input.url} wrote ${actual.slice(0, 300)} where zod wrote ${expected.slice(0, 300)}`,
        )
      }
      return actual
    }
  }
}
