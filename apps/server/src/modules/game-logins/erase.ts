import type { Db } from '../../db/database.ts'
import { clock } from '../../lib/clock.ts'
import * as repo from './repo.ts'

/** How long a login outlives its order (issue 23): time to settle a complaint, then nothing is kept. */
export const GAME_LOGIN_RETENTION_DAYS = 7

/**
 * The job: wipes the logins of orders that ended more than 7 days ago (by the server's clock, which
 * tests move). Safe with several processes: one conditional update per run. Answers the orders wiped.
 */
export async function eraseEndedLogins(db: Db): Promise<number[]> {
  const now = clock.now()
  const endedBefore = new Date(now.getTime() - GAME_LOGIN_RETENTION_DAYS * 24 * 60 * 60 * 1000)
  return repo.eraseEnded(db, endedBefore, now)
}
