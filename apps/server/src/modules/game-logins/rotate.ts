import type { Db } from '../../db/database.ts'
import { type GameLoginKeyring, openGameLogin, sealGameLogin } from '../../lib/game-login-crypto.ts'
import * as repo from './repo.ts'

const BATCH = 100

export interface RotationResult {
  /** Logins moved to the current key by this run. */
  resealed: number
  /** Orders whose login no configured key opens (its key was removed too early, or it was tampered with). */
  unreadable: number[]
}

/**
 * Moves every stored login onto the current (first) key. Each batch is its own transaction, so an
 * interrupted run keeps what it did and a rerun goes on from there; a login already on the current key
 * is left alone, so running it again changes nothing. A login no key opens is reported and kept.
 */
export async function rotateGameLogins(db: Db, keys: GameLoginKeyring): Promise<RotationResult> {
  const current = keys[0].id
  const result: RotationResult = { resealed: 0, unreadable: [] }
  let after = 0
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await repo.claimForRotation(tx, current, after, BATCH)
      for (const row of rows) {
        after = row.orderId
        const read = { ciphertext: row.ciphertext!, iv: row.iv!, authTag: row.authTag!, keyId: row.keyId }
        let plain: ReturnType<typeof openGameLogin>
        try {
          plain = openGameLogin(keys, row.orderId, read)
        } catch {
          result.unreadable.push(row.orderId)
          continue
        }
        if (await repo.replaceSeal(tx, row.orderId, read, sealGameLogin(keys, row.orderId, plain))) {
          result.resealed += 1
        }
      }
      return rows.length < BATCH
    })
    if (done) return result
  }
}
