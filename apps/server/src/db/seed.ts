import { count } from 'drizzle-orm'
import { bumpCacheVersion } from '../lib/versioned-cache.ts'
import type { Db } from './database.ts'
import { banners, games, products, systemConfig, users, workerGames, workers } from './schema/index.ts'
import {
  seedBanners,
  seedGames,
  seedH5Config,
  seedProducts,
  seedSystemConfig,
  seedWorkers,
} from './seed-data.ts'

/**
 * Fills an empty catalogue with the demo games, products, banners, notices and workers. A catalogue that has
 * any game is left alone, so restarts and a second server process change nothing.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ value: count() }).from(games)
    if ((existing?.value ?? 0) > 0) return false

    const insertedGames = await tx
      .insert(games)
      .values(seedGames.map(({ name, icon, sort }) => ({ name, icon, sort })))
      .returning({ id: games.id, name: games.name })
    const gameIdByKey = new Map(
      seedGames.map((game) => [game.key, insertedGames.find((row) => row.name === game.name)!.id]),
    )
    await tx.insert(products).values(
      seedProducts.map(({ gameKey, salesBase, ...product }) => ({
        ...product,
        gameId: gameIdByKey.get(gameKey)!,
        salesBase,
      })),
    )
    await tx.insert(banners).values(seedBanners)
    for (const worker of seedWorkers) {
      const [user] = await tx
        .insert(users)
        .values({
          phone: worker.phone,
          nickName: worker.nickName,
          avatar: worker.avatar,
          promotionCode: worker.promotionCode,
        })
        .onConflictDoNothing()
        .returning({ id: users.id })
      if (!user) continue
      await tx.insert(workers).values({
        userId: user.id,
        realName: worker.realName,
        sex: worker.sex,
        region: worker.region,
        briefIntroduction: worker.briefIntroduction,
        level: worker.level,
        completedOrders: worker.completedOrders,
        // Demo history: about what their orders would have earned.
        points: worker.completedOrders * 12,
      })
      await tx
        .insert(workerGames)
        .values(worker.games.map((key) => ({ workerId: user.id, gameId: gameIdByKey.get(key)! })))
    }
    await tx
      .insert(systemConfig)
      .values([
        { key: 'system', value: seedSystemConfig },
        { key: 'h5', value: seedH5Config },
      ])
      .onConflictDoNothing()
    // Any process already serving drops the empty catalogue it may have cached.
    await bumpCacheVersion(tx, 'catalogue')
    return true
  })
}
