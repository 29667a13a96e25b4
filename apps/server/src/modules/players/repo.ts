import { UserStatus, WorkerStanding } from '@dianjing/shared'
import { and, asc, desc, eq, ilike, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { games, users, workerGames, workers } from '../../db/schema/index.ts'
import { containing } from '../../lib/sql-filters.ts'

const active = and(eq(workers.status, WorkerStanding.active), eq(users.status, UserStatus.active))

const cardColumns = {
  userId: workers.userId,
  nickName: users.nickName,
  avatar: users.avatar,
  level: workers.level,
  rating: workers.rating,
  region: workers.region,
  completedOrders: workers.completedOrders,
}

/** Active workers, best rated first, optionally those whose nickname contains `search`. */
export function listWorkers(db: Executor, search: string | undefined, limit: number) {
  const pattern = search ? containing(search) : undefined
  return db
    .select(cardColumns)
    .from(workers)
    .innerJoin(users, eq(users.id, workers.userId))
    .where(pattern ? and(active, ilike(users.nickName, pattern)) : active)
    .orderBy(desc(workers.rating), desc(workers.completedOrders), asc(workers.userId))
    .limit(limit)
}

export async function findWorker(db: Executor, userId: number) {
  const [row] = await db
    .select({
      ...cardColumns,
      briefIntroduction: workers.briefIntroduction,
      sex: workers.sex,
      ratingCount: workers.ratingCount,
    })
    .from(workers)
    .innerJoin(users, eq(users.id, workers.userId))
    .where(and(active, eq(workers.userId, userId)))
  return row
}

/** The enabled games each of `workerIds` serves, in the games' order. */
export function gamesOf(db: Executor, workerIds: number[]) {
  if (workerIds.length === 0) return Promise.resolve([])
  return db
    .select({
      workerId: workerGames.workerId,
      id: games.id,
      name: games.name,
      icon: games.icon,
      sort: games.sort,
    })
    .from(workerGames)
    .innerJoin(games, eq(games.id, workerGames.gameId))
    .where(and(inArray(workerGames.workerId, workerIds), eq(games.enabled, true)))
    .orderBy(asc(games.sort), asc(games.id))
}
