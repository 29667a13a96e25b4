import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { createQueryClient } from '@/lib/query-client.ts'

/** The app's one cache: route loaders start a page's queries in it while the page's code loads. */
export const appQueryClient = createQueryClient()

/** antd-mobile's built-in locale is already zh-CN, so the query client is the only provider. */
export function AppProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>
}
