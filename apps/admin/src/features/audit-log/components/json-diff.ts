/** One line of a pretty-printed JSON value, marked when the key it belongs to changed. */
export interface DiffLine {
  text: string
  changed: boolean
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The top-level keys whose value differs between before and after, added and removed ones included. */
export function changedKeys(before: unknown, after: unknown): Set<string> {
  if (!isRecord(before) || !isRecord(after)) return new Set()
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  return new Set([...keys].filter((key) => !same(before[key], after[key])))
}

/**
 * `value` as indented JSON, one entry per line group, with the lines of each key in `changed`
 * marked. A value that is not an object is marked whole when it differs from `other`.
 */
export function diffLines(value: unknown, other: unknown, changed: Set<string>): DiffLine[] {
  if (value === undefined || value === null) return []
  if (!isRecord(value) || !isRecord(other)) {
    const whole = !same(value, other)
    return JSON.stringify(value, null, 2)
      .split('\n')
      .map((text) => ({ text, changed: whole }))
  }
  const entries = Object.entries(value)
  const lines: DiffLine[] = [{ text: '{', changed: false }]
  entries.forEach(([key, entry], index) => {
    const comma = index < entries.length - 1 ? ',' : ''
    const [first, ...rest] = JSON.stringify(entry, null, 2).split('\n')
    const block = [`  ${JSON.stringify(key)}: ${first}`, ...rest.map((line) => `  ${line}`)]
    block[block.length - 1] += comma
    for (const text of block) lines.push({ text, changed: changed.has(key) })
  })
  lines.push({ text: '}', changed: false })
  return lines
}
