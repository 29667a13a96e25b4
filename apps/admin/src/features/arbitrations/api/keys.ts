import type { ArbitrationQuery } from './get-arbitrations.ts'

/** Every arbitration query sits under one root, so a ruling refreshes both tabs, the count and the page. */
export const arbitrationKeys = {
  all: ['arbitrations'] as const,
  page: (query: ArbitrationQuery) => [...arbitrationKeys.all, 'page', query] as const,
  one: (id: number) => [...arbitrationKeys.all, 'one', id] as const,
}
