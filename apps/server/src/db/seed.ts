import { count } from 'drizzle-orm'
import type { Db } from './database.ts'
import { banners, games, products, systemConfig } from './schema/index.ts'
import { seedBanners, seedGames, seedH5Config, seedProducts, seedSystemConfig } from './seed-data.ts'

/**
 * Fills an empty catalogue with the demo games, products, banners and notices. A catalogue that has
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
    await tx
      .insert(systemConfig)
      .values([
        { key: 'system', value: seedSystemConfig },
        { key: 'h5', value: seedH5Config },
      ])
      .onConflictDoNothing()
    return true
  })
}
