import { type ReactNode, useSyncExternalStore } from 'react'
import { QueryClientContext } from '@/lib/adapters/tanstack-query-internals.ts'
import { loadedQueryLibrary, subscribeToQueryLibrary } from '@/lib/deferred-queries.ts'

const appQueryClient = () => loadedQueryLibrary()?.appQueryClient

/**
 * The app's cache for every page's queries, from the moment the query library has arrived: home's
 * first screen is drawn before (lib/use-first-screen-query.ts), and a page loaded on demand waits for
 * it (route-table.tsx). antd-mobile's built-in locale is already zh-CN, so the cache is the only
 * provider, given as TanStack's context (lib/adapters/tanstack-query-internals.ts) rather than with
 * QueryClientProvider. The element stays the same when the library arrives: only its value changes,
 * and nothing under it is mounted again.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(subscribeToQueryLibrary, appQueryClient)
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>
}
