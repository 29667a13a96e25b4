import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bumpCacheVersion } from '../lib/versioned-cache.ts'
import { addGrowthPointsOf } from '../modules/account/repo.ts'
import { makeCustomer } from '../modules/orders/testing.ts'
import { apiCaller } from '../test/api-call.ts'
import { useTestApp } from '../test/test-app.ts'
import { CHANGE_FEED_APPLICATION, type ChangeChannel, PostgresChangeFeed } from './change-feed.ts'
import { sessions, users } from './schema/index.ts'

const { app, database } = await useTestApp()
const { db, changes } = database

function record() {
  const seen: [ChangeChannel, string][] = []
  let resets = 0
  const stop = changes.subscribe({
    change: (channel, payload) => seen.push([channel, payload]),
    reset: () => resets++,
  })
  return { seen, resets: () => resets, stop }
}

const call = apiCaller(app)
const balance = (token: string) =>
  call<{ balance: number } | null>('GET', '/boot/v1/dEsports/user/userBalance', token)

describe('the change feed', () => {
  it('announces committed changes to users, sessions and cache versions, and nothing rolled back', async () => {
    const { userId } = await makeCustomer(db)
    const { seen, stop } = record()
    await db
      .transaction(async (tx) => {
        await tx.update(users).set({ nickName: '回滚了' }).where(eq(users.id, userId))
        throw new Error('roll back')
      })
      .catch(() => {})
    await changes.flush()
    expect(seen).toEqual([])

    await db.update(users).set({ nickName: '改过' }).where(eq(users.id, userId))
    await db.update(sessions).set({ lastUsedAt: sql`now()` }).where(eq(sessions.userId, userId))
    await bumpCacheVersion(db, 'catalogue')
    await changes.flush()
    stop()
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, userId))
    expect(seen).toEqual([
      ['user_changed', String(userId)],
      ['session_changed', session!.tokenHash],
      ['cache_changed', 'catalogue'],
    ])
  })

  it('does not announce growth points alone, which every paid order adds; the level page reads them', async () => {
    const { userId, token } = await makeCustomer(db)
    const { seen, stop } = record()
    await addGrowthPointsOf(db, [{ id: userId, amount: 1200 }])
    await db
      .update(users)
      .set({ nickName: sql`${users.nickName}` })
      .where(eq(users.id, userId))
    await changes.flush()
    expect(seen).toEqual([])

    const level = await call<{ currentPoints: number }>('GET', '/boot/v1/dEsports/user/userLevel', token)
    expect(level.data.currentPoints).toBe(1200)

    await db.update(users).set({ growthPoints: 0, nickName: '也改了名' }).where(eq(users.id, userId))
    await changes.flush()
    stop()
    expect(seen).toEqual([['user_changed', String(userId)]])
  })

  it('keeps a signed-in user in memory, and drops it when another process changes the user', async () => {
    const { userId, token } = await makeCustomer(db)
    expect((await balance(token)).data).toEqual({ balance: 0 })
    const cachedBefore = app.sessions.size
    expect(cachedBefore).toBeGreaterThan(0)
    expect((await balance(token)).data).toEqual({ balance: 0 })
    expect(app.sessions.size).toBe(cachedBefore)

    // Written as another server process would: straight to the database, announced on commit.
    await db.update(users).set({ balance: 700 }).where(eq(users.id, userId))
    await changes.flush()
    expect((await balance(token)).data).toEqual({ balance: 700 })

    await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.userId, userId))
    await changes.flush()
    expect((await balance(token)).status).toBe(401)
  })

  it.runIf(database.kind === 'postgres')(
    'stops answering from memory when its connection is lost, and starts afresh when it is back',
    async () => {
      const { userId, token } = await makeCustomer(db)
      await balance(token)
      const { resets, stop } = record()
      await db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = ${CHANGE_FEED_APPLICATION} and datname = current_database()`,
      )
      await expect.poll(() => changes.live).toBe(false)
      // A change made while nobody listens is not lost on this process: it reads the database meanwhile.
      await db.update(users).set({ balance: 900 }).where(eq(users.id, userId))
      expect((await balance(token)).data).toEqual({ balance: 900 })

      await expect.poll(() => changes.live, { timeout: 5000 }).toBe(true)
      expect(resets()).toBeGreaterThan(0)
      expect((await balance(token)).data).toEqual({ balance: 900 })
      stop()
    },
  )

  it.runIf(database.kind === 'postgres')(
    'notices a connection that stops answering without closing, and starts afresh when it answers again',
    async () => {
      const name = `feed-test-${process.pid}`
      const feed = new PostgresChangeFeed((database as { url?: string }).url!, {
        heartbeatMs: 300,
        applicationName: name,
      })
      let resets = 0
      feed.subscribe({ change: () => {}, reset: () => resets++ })
      await expect.poll(() => feed.live).toBe(true)
      const found = (await db.execute(
        sql`select pid from pg_stat_activity where application_name = ${name} and datname = current_database()`,
      )) as unknown as { rows: { pid: number }[] }
      const [backend] = found.rows
      // The backend frozen, its socket open: what a network partition looks like from here.
      try {
        process.kill(backend!.pid, 'SIGSTOP')
      } catch {
        await feed.close()
        return // not allowed to signal the database's processes on this machine
      }
      try {
        await expect.poll(() => feed.live, { timeout: 5000 }).toBe(false)
      } finally {
        process.kill(backend!.pid, 'SIGCONT')
      }
      await expect.poll(() => feed.live, { timeout: 10_000 }).toBe(true)
      expect(resets).toBeGreaterThan(1)
      await feed.close()
    },
  )
})
