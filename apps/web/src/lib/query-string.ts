/**
 * The GET query builder of spec §7: null, undefined and empty-string values are skipped, nested
 * objects and arrays use bracketed keys (`a[b]=1`, `a[0]=x`), names and values are URL-encoded.
 */
export type QueryParams = Record<string, unknown>

const isSkipped = (value: unknown) => value === null || value === undefined || value === ''

function appendPairs(pairs: string[], key: string, value: unknown): void {
  if (isSkipped(value)) return
  if (value instanceof Date) {
    pairs.push(`${key}=${encodeURIComponent(value.toISOString())}`)
    return
  }
  if (typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value)
    for (const [child, childValue] of entries) {
      appendPairs(pairs, `${key}[${encodeURIComponent(child)}]`, childValue)
    }
    return
  }
  if (typeof value === 'function' || typeof value === 'symbol') return
  pairs.push(`${key}=${encodeURIComponent(String(value))}`)
}

/** `{ a: 1, b: '' }` → `"a=1"`; no leading "?". */
export function buildQueryString(params: QueryParams | undefined): string {
  if (!params) return ''
  const pairs: string[] = []
  for (const [key, value] of Object.entries(params)) appendPairs(pairs, encodeURIComponent(key), value)
  return pairs.join('&')
}

/** Appends the query to a path that may already carry one. */
export function withQuery(path: string, params: QueryParams | undefined): string {
  const query = buildQueryString(params)
  if (!query) return path
  return `${path}${path.includes('?') ? '&' : '?'}${query}`
}
