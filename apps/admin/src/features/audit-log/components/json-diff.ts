const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The top-level keys whose value differs between before and after, added and removed ones included. */
export function changedKeys(before: unknown, after: unknown): Set<string> {
  if (!isRecord(before) || !isRecord(after)) return new Set()
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  return new Set([...keys].filter((key) => !same(before[key], after[key])))
}
