import {
  type AdminBanner,
  type AdminGame,
  type AdminUserLevel,
  type BannerBody,
  EMPTY_SYSTEM_CONFIG,
  type GameBody,
  type H5Config,
  type H5ConfigBody,
  htmlHasContent,
  type SystemConfig,
  type SystemConfigBody,
  type UserLevelBody,
  type UserLevelPreview,
  type UserLevelPreviewBody,
} from '@dianjing/shared'
import type { Db, Executor } from '../../db/database.ts'
import { clock } from '../../lib/clock.ts'
import { AppError, business, notFound } from '../../lib/errors.ts'
import { sanitizeHtml } from '../../lib/html.ts'
import * as repo from './admin-repo.ts'
import { recordCatalogueChange } from './audit.ts'
import { bannerValues, toAdminBanner } from './banner-schedule.ts'

const Messages = {
  gameNotFound: '游戏分类不存在',
  bannerNotFound: '轮播图不存在',
  levelNotFound: '会员等级不存在',
  levelMaxPointsTaken: '已有等级使用该成长值上限，请换一个数值',
  levelNameTaken: '已有同名的会员等级，请换一个名称',
  lastLevel: '至少需要保留一个会员等级',
} as const

// --- games ---------------------------------------------------------------------------------------

export function listGames(db: Db): Promise<AdminGame[]> {
  return repo.listGamesWithCounts(db)
}

export async function createGame(db: Db, staffId: number, body: GameBody): Promise<AdminGame> {
  return db.transaction(async (tx) => {
    const game = await repo.insertGame(tx, body)
    await recordCatalogueChange(tx, {
      staffId,
      action: 'create',
      entity: 'game',
      entityId: game.id,
      before: null,
      after: game,
    })
    return { ...game, productCount: 0 }
  })
}

export async function updateGame(db: Db, staffId: number, id: number, body: GameBody): Promise<AdminGame> {
  await db.transaction(async (tx) => {
    const before = await repo.lockGame(tx, id)
    if (!before) throw notFound(Messages.gameNotFound)
    const after = await repo.updateGame(tx, id, body)
    await recordCatalogueChange(tx, {
      staffId,
      action: 'update',
      entity: 'game',
      entityId: id,
      before,
      after,
    })
  })
  const games = await repo.listGamesWithCounts(db)
  return games.find((game) => game.id === id)!
}

// --- banners -------------------------------------------------------------------------------------

export async function listBanners(db: Db): Promise<AdminBanner[]> {
  const now = clock.now()
  return (await repo.listBanners(db)).map((banner) => toAdminBanner(banner, now))
}

/** What the audit log keeps of a banner: what staff set, not where it stood in its schedule that moment. */
const audited = ({ schedule: _, ...banner }: AdminBanner) => banner

export async function createBanner(db: Db, staffId: number, body: BannerBody): Promise<AdminBanner> {
  return db.transaction(async (tx) => {
    const banner = toAdminBanner(await repo.insertBanner(tx, bannerValues(body)), clock.now())
    await recordCatalogueChange(tx, {
      staffId,
      action: 'create',
      entity: 'banner',
      entityId: banner.id,
      before: null,
      after: audited(banner),
    })
    return banner
  })
}

export async function updateBanner(
  db: Db,
  staffId: number,
  id: number,
  body: BannerBody,
): Promise<AdminBanner> {
  return db.transaction(async (tx) => {
    const row = await repo.lockBanner(tx, id)
    if (!row) throw notFound(Messages.bannerNotFound)
    const now = clock.now()
    const before = toAdminBanner(row, now)
    const after = toAdminBanner(await repo.updateBanner(tx, id, bannerValues(body)), now)
    await recordCatalogueChange(tx, {
      staffId,
      action: 'update',
      entity: 'banner',
      entityId: id,
      before: audited(before),
      after: audited(after),
    })
    return after
  })
}

export async function deleteBanner(db: Db, staffId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.lockBanner(tx, id)
    if (!row) throw notFound(Messages.bannerNotFound)
    const before = audited(toAdminBanner(row, clock.now()))
    await repo.deleteBanner(tx, id)
    await recordCatalogueChange(tx, {
      staffId,
      action: 'delete',
      entity: 'banner',
      entityId: id,
      before,
      after: null,
    })
  })
}

// --- configuration -------------------------------------------------------------------------------

/** The stored system config as staff edit it (its HTML was cleaned when saved). */
export async function getSystemConfig(db: Db): Promise<SystemConfig> {
  return { ...EMPTY_SYSTEM_CONFIG, ...((await repo.findConfig(db, 'system')) as Partial<SystemConfig>) }
}

/**
 * The schema refuses an empty notice, but cleaning may still leave nothing of one it let through
 * (text only inside a dropped tag): what is stored is never empty.
 */
function assertNoticeWritten(html: string, label: string): void {
  if (!htmlHasContent(html)) throw new AppError('validation', `请填写${label}`)
}

export async function saveSystemConfig(
  db: Db,
  staffId: number,
  body: SystemConfigBody,
): Promise<SystemConfig> {
  const after: SystemConfig = {
    ...body,
    homeNotice: sanitizeHtml(body.homeNotice),
    orderNotice: sanitizeHtml(body.orderNotice),
  }
  assertNoticeWritten(after.homeNotice, '首页公告')
  assertNoticeWritten(after.orderNotice, '下单须知')
  await db.transaction(async (tx) => {
    const before = (await repo.findConfig(tx, 'system', true)) ?? null
    await repo.saveConfig(tx, 'system', after)
    await recordCatalogueChange(tx, {
      staffId,
      action: 'update',
      entity: 'systemConfig',
      entityId: 'system',
      before,
      after,
    })
  })
  return after
}

export async function getH5Config(db: Db): Promise<H5Config> {
  const stored = (await repo.findConfig(db, 'h5')) as Partial<H5Config> | undefined
  return { platformAnnouncement: stored?.platformAnnouncement ?? '' }
}

export async function saveH5Config(db: Db, staffId: number, body: H5ConfigBody): Promise<H5Config> {
  const after: H5Config = { platformAnnouncement: sanitizeHtml(body.platformAnnouncement) }
  await db.transaction(async (tx) => {
    const before = (await repo.findConfig(tx, 'h5', true)) ?? null
    await repo.saveConfig(tx, 'h5', after)
    await recordCatalogueChange(tx, {
      staffId,
      action: 'update',
      entity: 'systemConfig',
      entityId: 'h5',
      before,
      after,
    })
  })
  return after
}

// --- customer levels -----------------------------------------------------------------------------

export function listLevels(db: Db): Promise<AdminUserLevel[]> {
  return repo.listLevels(db)
}

type ProposedLevel = Omit<AdminUserLevel, 'id'> & { id: number | null }

/** The level a customer with `points` is in: the first whose upper bound holds them, else the top one. */
const levelOf = <Level extends { maxPoints: number }>(levels: Level[], points: number) =>
  levels.find((level) => points <= level.maxPoints) ?? levels.at(-1)

/**
 * The levels as they would be after `change`, by upper bound, refused with the reason unless they
 * hold together: at least one, names unique, upper bounds unique (so strictly increasing once sorted,
 * each level running from the one below's bound + 1, no gap, no overlap) and above 0 (the schema).
 */
function levelsAfter(current: AdminUserLevel[], change: UserLevelPreviewBody): ProposedLevel[] {
  if (change.action !== 'create' && !current.some((level) => level.id === change.id)) {
    throw notFound(Messages.levelNotFound)
  }
  const next: ProposedLevel[] =
    change.action === 'create'
      ? [...current, { id: null, ...change.level }]
      : change.action === 'delete'
        ? current.filter((level) => level.id !== change.id)
        : current.map((level) => (level.id === change.id ? { id: level.id, ...change.level } : level))
  if (next.length === 0) throw business(Messages.lastLevel)
  if (new Set(next.map((level) => level.name.trim())).size < next.length)
    throw business(Messages.levelNameTaken)
  if (new Set(next.map((level) => level.maxPoints)).size < next.length)
    throw business(Messages.levelMaxPointsTaken)
  return next.sort((a, b) => a.maxPoints - b.maxPoints)
}

/**
 * What a level change would do before it is saved: the customers whose level it changes, by the level
 * they leave and the one they join. Customers are counted by the ranges both sets of levels draw, in one
 * query, whatever their number.
 */
async function movesOf(
  db: Executor,
  current: AdminUserLevel[],
  next: ProposedLevel[],
): Promise<UserLevelPreview> {
  const bounds = [...new Set([...current, ...next].map((level) => level.maxPoints + 1))].sort((a, b) => a - b)
  const moves = new Map<string, { from: string; to: string; customers: number }>()
  let customers = 0
  for (const { bucket, n } of await repo.customersByGrowthBucket(db, bounds)) {
    const points = bucket === 0 ? 0 : bounds[bucket - 1]!
    const before = levelOf(current, points)
    const after = levelOf(next, points)
    if (!before || !after || before.id === after.id) continue
    const key = `${before.id}>${after.id}`
    const move = moves.get(key) ?? { from: before.name, to: after.name, customers: 0 }
    move.customers += n
    moves.set(key, move)
    customers += n
  }
  return { customers, moves: [...moves.values()].sort((a, b) => b.customers - a.customers) }
}

/** The level change checked as a whole, and whom it would move; nothing is saved. */
export async function previewLevels(db: Db, change: UserLevelPreviewBody): Promise<UserLevelPreview> {
  const current = await repo.listLevels(db)
  return movesOf(db, current, levelsAfter(current, change))
}

export async function createLevel(db: Db, staffId: number, body: UserLevelBody): Promise<AdminUserLevel> {
  return db.transaction(async (tx) => {
    await repo.lockLevels(tx)
    levelsAfter(await repo.listLevels(tx), { action: 'create', level: body })
    const level = await repo.insertLevel(tx, body)
    await recordCatalogueChange(tx, {
      staffId,
      action: 'create',
      entity: 'userLevel',
      entityId: level.id,
      before: null,
      after: level,
    })
    return level
  })
}

export async function updateLevel(
  db: Db,
  staffId: number,
  id: number,
  body: UserLevelBody,
): Promise<AdminUserLevel> {
  return db.transaction(async (tx) => {
    await repo.lockLevels(tx)
    const current = await repo.listLevels(tx)
    levelsAfter(current, { action: 'update', id, level: body })
    const before = current.find((level) => level.id === id)!
    const after = await repo.updateLevel(tx, id, body)
    await recordCatalogueChange(tx, {
      staffId,
      action: 'update',
      entity: 'userLevel',
      entityId: id,
      before,
      after,
    })
    return after
  })
}

export async function deleteLevel(db: Db, staffId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.lockLevels(tx)
    const current = await repo.listLevels(tx)
    levelsAfter(current, { action: 'delete', id })
    const before = current.find((level) => level.id === id)!
    await repo.deleteLevel(tx, id)
    await recordCatalogueChange(tx, {
      staffId,
      action: 'delete',
      entity: 'userLevel',
      entityId: id,
      before,
      after: null,
    })
  })
}
