/**
 * Form checks with the shared zod schemas, so a form says exactly what the server would (spec §5).
 * Typed structurally: the web app does not depend on zod itself, only on the schemas it is given.
 */
interface Issue {
  message: string
  path: PropertyKey[]
}

interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } }
}

export type Validation<T> = { ok: true; data: T } | { ok: false; message: string; field: string }

/** The parsed value, or the first problem in field order (what a toast shows, one at a time). */
export function validate<T>(schema: Schema<T>, value: unknown): Validation<T> {
  const result = schema.safeParse(value)
  if (result.success) return { ok: true, data: result.data }
  const issue = result.error.issues[0]
  return { ok: false, message: issue?.message ?? '', field: String(issue?.path[0] ?? '') }
}
