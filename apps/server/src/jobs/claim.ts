import { sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { jobRuns } from '../db/schema/index.ts'

/**
 * Claims today's run of a daily job (Shanghai days) for this process: one conditional upsert, so with
 * any number of server processes exactly one runs it each day.
 */
export async function claimDailyRun(db: Db, name: string): Promise<boolean> {
  const today = sql`date_trunc('day', now() at time zone 'Asia/Shanghai')`
  const result = await db
    .insert(jobRuns)
    .values({ name, lastRunAt: sql`now()` })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { lastRunAt: sql`now()` },
      setWhere: sql`date_trunc('day', ${jobRuns.lastRunAt} at time zone 'Asia/Shanghai') < ${today}`,
    })
    .returning({ name: jobRuns.name })
  return result.length > 0
}
