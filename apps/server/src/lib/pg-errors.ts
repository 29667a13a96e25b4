export const UNIQUE_VIOLATION = '23505'

/** Text the database cannot hold: an invalid byte sequence (NUL in text) or an unsupported `\u` escape. */
export const UNSTORABLE_TEXT = new Set(['22021', '22P05'])

/** The first of a database failure's fields that `read` finds, looking through wrapping errors. */
function throughCauses(error: unknown, read: (error: Record<string, unknown>) => string | undefined) {
  let current: unknown = error
  for (let depth = 0; current && depth < 4; depth++) {
    const found = read(current as Record<string, unknown>)
    if (found !== undefined) return found
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** The SQLSTATE (or socket error code) of a database failure, looking through wrapping errors. */
export function databaseCode(error: unknown): string | undefined {
  return throughCauses(error, ({ code }) =>
    typeof code === 'string' && (code.length === 5 || code.startsWith('E')) ? code : undefined,
  )
}

/** The name of the constraint a database failure broke, if it names one. */
export function brokenConstraint(error: unknown): string | undefined {
  return throughCauses(error, ({ constraint }) => (typeof constraint === 'string' ? constraint : undefined))
}

/** A unique index refused the row: someone else got there first. */
export const isUniqueViolation = (error: unknown): boolean => databaseCode(error) === UNIQUE_VIOLATION
