/** Query keys of the players (workers) customers browse. */
export const playersKeys = {
  all: ['players'] as const,
  list: (search: string) => [...playersKeys.all, 'list', search] as const,
  details: (userId: number) => [...playersKeys.all, 'details', userId] as const,
}

/** Workers join, pause and collect orders through the day; a minute old is fresh enough to browse. */
export const PLAYERS_STALE_MS = 60_000
