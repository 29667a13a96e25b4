import type { Game } from '@dianjing/shared'
import { keepFirstScreenAnswer, startFirstScreen } from '@/lib/first-screen.ts'
import { getBanners } from './get-banners.ts'
import { getGames } from './get-games.ts'
import { getProducts } from './get-products.ts'
import { getSystemConfig } from './get-system-config.ts'
import { catalogueKeys } from './keys.ts'

/** The longest home's first render waits for its data. */
export const PRIME_HOME_WAIT_MS = 300

/** The game in the address (`?gameId=`, so coming back keeps it), else the first one. */
export function pickGame(games: Game[] | undefined, requested: string | null): number | undefined {
  if (!games?.length) return undefined
  return games.find((game) => String(game.id) === requested)?.id ?? games[0]!.id
}

/**
 * Reads home's first calls (the banners, games, config and the shown game's products) into its first
 * screen (lib/first-screen.ts), resolving when they are in or after `maxWaitMs`, whichever is first.
 * The server sends their answers with the page (lib/first-answers.ts, decision 031), so they are
 * usually in at once: home's first render is then the whole first screen, drawn without the query
 * library. Without them (a slow answer, a page that came without its data) home shows its skeletons,
 * and its queries take over the calls still on their way.
 */
export function primeHome(maxWaitMs = PRIME_HOME_WAIT_MS): Promise<void> {
  startFirstScreen()
  const requestedGame = new URLSearchParams(window.location.search).get('gameId')
  // Queries, not actions: a failure is shown by the screen, not toasted (lib/request.ts).
  const { signal } = new AbortController()
  const loads = Promise.allSettled([
    keepFirstScreenAnswer(catalogueKeys.banners(), getBanners({ signal })),
    keepFirstScreenAnswer(catalogueKeys.games(), getGames({ signal })).then((games) => {
      const gameId = pickGame(games, requestedGame)
      return gameId === undefined
        ? undefined
        : keepFirstScreenAnswer(catalogueKeys.products(gameId), getProducts(gameId, { signal }))
    }),
    keepFirstScreenAnswer(catalogueKeys.systemConfig(), getSystemConfig({ signal })),
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
