import { count } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { games, products, users } from '../../db/schema/index.ts'

export async function countRecords(db: Executor) {
  const [[gameCount], [productCount], [userCount]] = await Promise.all([
    db.select({ value: count() }).from(games),
    db.select({ value: count() }).from(products),
    db.select({ value: count() }).from(users),
  ])
  return { games: gameCount?.value ?? 0, products: productCount?.value ?? 0, users: userCount?.value ?? 0 }
}
