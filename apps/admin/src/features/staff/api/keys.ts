/** The staff list is one query; every change to an account refreshes it. */
export const staffKeys = {
  all: ['staff'] as const,
}
