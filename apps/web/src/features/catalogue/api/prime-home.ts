import type { QueryClient } from '@tanstack/react-query'
import { bannersQueryOptions } from './get-banners.ts'
import { gamesQueryOptions } from './get-games.ts'
import { systemConfigQueryOptions } from './get-system-config.ts'

/** The longest home's first render waits for its data. */
export const PRIME_HOME_WAIT_MS = 300

/**
 * Loads home's first calls into the cache, resolving when they are in or after `maxWaitMs`,
 * whichever is first. index.html preloads the same addresses while the code downloads, so they are
 * usually in already: home then renders its banners at once instead of a skeleton first. A slow
 * answer only means the skeleton, as before.
 */
export function primeHome(client: QueryClient, maxWaitMs = PRIME_HOME_WAIT_MS): Promise<void> {
  const loads = Promise.allSettled([
    client.prefetchQuery(bannersQueryOptions()),
    client.prefetchQuery(gamesQueryOptions()),
    client.prefetchQuery(systemConfigQueryOptions()),
  ])
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxWaitMs)
    void loads.then(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}

/** Home's addresses: `/` is home too (spec §2). */
export const isHomePath = (pathname: string) => pathname === '/' || pathname === '/home'
