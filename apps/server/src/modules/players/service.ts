import {
  REGION_LABELS,
  ratingText,
  type WorkerCard,
  type WorkerDetails,
  workerLevelName,
} from '@dianjing/shared'
import type { Db } from '../../db/database.ts'
import { notFound } from '../../lib/errors.ts'
import { latestReviews } from '../orders/hall/fulfilment.ts'
import * as repo from './repo.ts'

/** The players list shows at most this many; search narrows it. */
const LIST_LIMIT = 100

type CardRow = Awaited<ReturnType<typeof repo.listWorkers>>[number]

function toCard(row: CardRow, gameNames: string[]): WorkerCard {
  return {
    userId: row.userId,
    nickName: row.nickName,
    avatar: row.avatar,
    level: workerLevelName(row.level),
    rating: ratingText(row.rating),
    region: REGION_LABELS[row.region] ?? '',
    completedOrders: row.completedOrders,
    gameNames,
  }
}

export async function listWorkers(db: Db, search?: string): Promise<WorkerCard[]> {
  const rows = await repo.listWorkers(db, search || undefined, LIST_LIMIT)
  const served = await repo.gamesOf(
    db,
    rows.map((row) => row.userId),
  )
  return rows.map((row) =>
    toCard(
      row,
      served.filter((game) => game.workerId === row.userId).map((game) => game.name),
    ),
  )
}

export async function getWorker(db: Db, userId: number): Promise<WorkerDetails> {
  const row = await repo.findWorker(db, userId)
  if (!row) throw notFound('打手不存在或已停止接单')
  const games = (await repo.gamesOf(db, [userId])).map(({ id, name, icon, sort }) => ({
    id,
    name,
    icon,
    sort,
  }))
  const overall = ratingText(row.rating)
  return {
    ...toCard(
      row,
      games.map((game) => game.name),
    ),
    briefIntroduction: row.briefIntroduction,
    sex: row.sex,
    // One overall rating exists so far; the blocks show it until reviews rate each aspect.
    ratings: { overall, technique: overall, attitude: overall, punctuality: overall },
    games,
    ratingCount: row.ratingCount,
    reviews: await latestReviews(db, userId),
  }
}
