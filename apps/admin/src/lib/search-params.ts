/** A positive whole number read from the address, or undefined for anything else (so a typo is ignored). */
export function positiveParam(text: string | null): number | undefined {
  return text && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined
}

/** Search params without the empty entries, so the address shows only what was chosen. */
export function compactParams(query: Record<string, string | number | undefined>): Record<string, string> {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== '')
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]))
}

/** The search typed into a list's box, as the address keeps it ('' for none). */
export function keywordParam(params: URLSearchParams): string {
  return params.get('keyword')?.trim() ?? ''
}

/** One of a list's tabs from the address, or its first tab for anything else. */
export function tabParam<Tab extends string>(text: string | null, tabs: readonly Tab[]): Tab {
  return tabs.find((tab) => tab === text) ?? tabs[0]!
}

/** A record's id from the route (`/users/:userId`), or null for anything that is not one. */
export function idParam(text: string | undefined): number | null {
  return text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null
}
