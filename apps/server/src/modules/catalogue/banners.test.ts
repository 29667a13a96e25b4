import type { AdminBanner, Banner } from '@dianjing/shared'
import { and, count, desc, eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, banners } from '../../db/schema/index.ts'
import { seedDemoData } from '../../db/seed.ts'
import { clock } from '../../lib/clock.ts'
import { publicGet, signInStaff } from '../../test/staff-client.ts'
import { useTestApp } from '../../test/test-app.ts'
import { bannerBoard } from './banner-schedule.ts'

const ctx = await useTestApp()
const { database } = ctx
const { db, changes } = database
const operator = await signInStaff(ctx, 'operator')

beforeAll(async () => {
  await seedDemoData(db)
})

afterEach(() => clock.release())

const spring = { title: '春节活动', image: '/boot/files/seed/banner-safe.svg', sort: 0, enabled: true }
/** Staff pick Shanghai wall time: 2027-02-01 00:00 there is 2027-01-31 16:00 UTC. */
const SCHEDULE = { startTime: '2027-02-01 00:00', endTime: '2027-02-08 00:00' }
const STARTS = new Date('2027-01-31T16:00:00.000Z')
const ENDS = new Date('2027-02-07T16:00:00.000Z')
const before = (at: Date) => new Date(at.getTime() - 1000)

async function create(body: Record<string, unknown>) {
  const created = await operator.call<AdminBanner>('POST', '/boot/admin/banners', body)
  expect(created.body.code, created.body.msg).toBe(0)
  return created.body.data
}

async function carousel(at: Date) {
  clock.freeze(at)
  return (await publicGet<Banner[]>(ctx, '/swiperList')).body.data
}

async function consoleRow(id: number, at: Date) {
  clock.freeze(at)
  const list = await operator.call<AdminBanner[]>('GET', '/boot/admin/banners')
  return list.body.data.find((banner) => banner.id === id)!
}

const bannerCount = async () => (await db.select({ n: count() }).from(banners))[0]!.n

describe('a banner’s schedule', () => {
  it('is kept as the instants of the Shanghai times staff picked, and read back in them', async () => {
    const banner = await create({ ...spring, ...SCHEDULE })
    expect(banner).toMatchObject({ startTime: '2027-02-01 00:00:00', endTime: '2027-02-08 00:00:00' })
    const [row] = await db.select().from(banners).where(eq(banners.id, banner.id))
    expect([row!.startsAt, row!.endsAt]).toEqual([STARTS, ENDS])

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'banner'), eq(auditLog.entityId, String(banner.id))))
      .orderBy(desc(auditLog.id))
    expect(audit!.after).toMatchObject({ startTime: '2027-02-01 00:00:00', endTime: '2027-02-08 00:00:00' })
    expect(audit!.after).not.toHaveProperty('schedule')
  })

  it('shows in the console as 未开始, 展示中 and 已结束 by the server’s clock', async () => {
    const banner = await create({ ...spring, ...SCHEDULE })
    expect((await consoleRow(banner.id, before(STARTS))).schedule).toBe('upcoming')
    expect((await consoleRow(banner.id, STARTS)).schedule).toBe('live')
    expect((await consoleRow(banner.id, before(ENDS))).schedule).toBe('live')
    expect((await consoleRow(banner.id, ENDS)).schedule).toBe('ended')

    const open = await create({ ...spring, startTime: '', endTime: null })
    expect(await consoleRow(open.id, ENDS)).toMatchObject({ startTime: '', endTime: '', schedule: 'live' })
  })

  it('appears on home at its start and leaves at its end, while the catalogue stays cached', async () => {
    const banner = await create({ ...spring, ...SCHEDULE })
    const onlyStart = await create({ ...spring, title: '只有上线时间', startTime: SCHEDULE.startTime })
    const onlyEnd = await create({ ...spring, title: '只有下线时间', endTime: SCHEDULE.endTime })
    await changes.flush() // every process has reloaded: from here on, reads come from the cache

    const ids = (list: Banner[]) => list.map((shown) => shown.id).filter((id) => id > banner.id - 1)
    expect(ids(await carousel(before(STARTS)))).toEqual([onlyEnd.id])

    // Written behind the cache's back: if the next answers show the old title, they came from the cache.
    await db.update(banners).set({ title: '缓存外的改动' }).where(eq(banners.id, banner.id))
    const started = await carousel(STARTS)
    expect(ids(started)).toEqual([banner.id, onlyStart.id, onlyEnd.id])
    expect(started.find((shown) => shown.id === banner.id)?.title).toBe('春节活动')
    expect(ids(await carousel(before(ENDS)))).toEqual([banner.id, onlyStart.id, onlyEnd.id])
    expect(ids(await carousel(ENDS))).toEqual([onlyStart.id])
  })

  it.each([
    [{ startTime: '2027-02-08 00:00', endTime: '2027-02-01 00:00' }, '下线时间必须晚于上线时间'],
    [{ startTime: '2027-02-01 00:00', endTime: '2027-02-01 00:00:00' }, '下线时间必须晚于上线时间'],
    [{ startTime: '2027-02-30 00:00' }, '上线时间格式不正确，请重新选择'],
    [{ endTime: '2027/02/08' }, '下线时间格式不正确，请重新选择'],
    [{ startTime: 20270201 }, '上线时间格式不正确'],
  ])('refuses %j with “%s” and saves nothing', async (schedule, message) => {
    const saved = await bannerCount()
    const answer = await operator.call('POST', '/boot/admin/banners', { ...spring, ...schedule })
    expect([answer.status, answer.body.msg]).toEqual([400, message])
    expect(await bannerCount()).toBe(saved)
  })

  it('refuses an update that ends before it starts, and leaves the banner as it was', async () => {
    const banner = await create({ ...spring, ...SCHEDULE })
    const answer = await operator.call('PUT', `/boot/admin/banners/${banner.id}`, {
      ...spring,
      startTime: '2027-03-01 10:00',
      endTime: '2027-03-01 09:59',
    })
    expect([answer.status, answer.body.msg]).toEqual([400, '下线时间必须晚于上线时间'])
    expect(await consoleRow(banner.id, STARTS)).toMatchObject({
      startTime: '2027-02-01 00:00:00',
      endTime: '2027-02-08 00:00:00',
    })
  })
})

describe('bannerBoard', () => {
  it('serialises each set of banners shown once', () => {
    const window = { startsAt: STARTS, endsAt: ENDS }
    const board = bannerBoard(
      [
        { id: 1, title: '', image: '/a.png', link: null, ...window },
        { id: 2, title: '', image: '/b.png', link: null, startsAt: null, endsAt: null },
      ],
      (shown) => ({ ids: shown.map((banner) => banner.id) }),
    )
    const early = board.at(before(STARTS))
    expect(early).toEqual({ ids: [2] })
    expect(board.at(new Date(0))).toBe(early)
    expect(board.at(STARTS)).toEqual({ ids: [1, 2] })
    expect(board.at(ENDS)).toBe(early)
  })
})
