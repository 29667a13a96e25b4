// TanStack Query and the app's one cache. Home's first screen is drawn without them and they are
// downloaded after it (lib/deferred-queries.ts, decision 031); every other page loads them with its code.
import { notifyManager, QueryObserver } from '@tanstack/react-query'
import { mountAsQueryClientProviderDoes } from './adapters/tanstack-query-internals.ts'
import { createQueryClient } from './query-client.ts'

/** The app's one cache: route loaders start a page's queries in it while the page's code loads. */
export const appQueryClient = createQueryClient()
// Queries that ask for it refetch on coming back to the page or online. The app provides the client as
// a context value (app/provider.tsx), not with QueryClientProvider, so it is mounted here.
mountAsQueryClientProviderDoes(appQueryClient)

export { notifyManager, QueryObserver }
