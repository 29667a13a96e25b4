import type { FormRule } from 'antd'

/** What antd needs from a shared zod schema: its own messages decide what the form says. */
interface FieldSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } }
}

/** An antd rule that checks a field with the schema the server uses for the same body. */
export function schemaRule(schema: FieldSchema): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '')
      if (!result.success) throw new Error(result.error.issues[0]?.message)
    },
  }
}
