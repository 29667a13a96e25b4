export const UNIQUE_VIOLATION = '23505'

/** Text the database cannot hold: an invalid byte sequence (NUL in text) or an unsupported `\u` escape. */
export const UNSTORABLE_TEXT = new Set(['22021', '22P05'])

/** The SQLSTATE (or socket error code) of a database failure, looking through wrapping errors. */
export function databaseCode(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && (code.length === 5 || code.startsWith('E'))) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** A unique index refused the row: someone else got there first. */
export const isUniqueViolation = (error: unknown): boolean => databaseCode(error) === UNIQUE_VIOLATION
