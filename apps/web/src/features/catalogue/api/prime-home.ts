import type { Game } from '@dianjing/shared'
import type { QueryClient } from '@tanstack/react-query'
import { bannersQueryOptions } from './get-banners.ts'
import { gamesQueryOptions } from './get-games.ts'
import { productsQueryOptions } from './get-products.ts'
import { systemConfigQueryOptions } from './get-system-config.ts'

/** The longest home's first render waits for its data. */
export const PRIME_HOME_WAIT_MS = 300

/** The game in the address (`?gameId=`, so coming back keeps it), else the first one. */
export function pickGame(games: Game[] | undefined, requested: string | null): number | undefined {
  if (!games?.length) return undefined
  return games.find((game) => String(game.id) === requested)?.id ?? games[0]!.id
}

/**
 * Loads home's first calls into the cache (the banners, games, config and the shown game's products),
 * resolving when they are in or after `maxWaitMs`, whichever is first. The server sends their answers
 * with the page (lib/first-answers.ts, decision 031), so they are usually in at once: home's first
 * render is then the whole first screen instead of skeletons. Without them (a slow answer, a page that
 * came without its data) home shows its skeletons, as before.
 */
export function primeHome(client: QueryClient, maxWaitMs = PRIME_HOME_WAIT_MS): Promise<void> {
  const requestedGame = new URLSearchParams(window.location.search).get('gameId')
  const loads = Promise.allSettled([
    client.prefetchQuery(bannersQueryOptions()),
    client.fetchQuery(gamesQueryOptions()).then((games) => {
      const gameId = pickGame(games, requestedGame)
      return gameId === undefined ? undefined : client.prefetchQuery(productsQueryOptions(gameId))
    }),
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
