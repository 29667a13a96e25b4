import {
  type AdminBanner,
  type AdminGame,
  type AdminUserLevel,
  type BannerBody,
  EMPTY_SYSTEM_CONFIG,
  type GameBody,
  type H5Config,
  type H5ConfigBody,
  type SystemConfig,
  type SystemConfigBody,
  type UserLevelBody,
} from '@dianjing/shared'
import type { Db } from '../../db/database.ts'
import { business, notFound } from '../../lib/errors.ts'
import { sanitizeHtml } from '../../lib/html.ts'
import * as repo from './admin-repo.ts'
import { recordCatalogueChange } from './audit.ts'

const Messages = {
  gameNotFound: '游戏分类不存在',
  bannerNotFound: '轮播图不存在',
  levelNotFound: '会员等级不存在',
  levelMaxPointsTaken: '已有等级使用该成长值上限，请换一个数值',
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

export function listBanners(db: Db): Promise<AdminBanner[]> {
  return repo.listBanners(db)
}

export async function createBanner(db: Db, staffId: number, body: BannerBody): Promise<AdminBanner> {
  return db.transaction(async (tx) => {
    const banner = await repo.insertBanner(tx, body)
    await recordCatalogueChange(tx, {
      staffId,
      action: 'create',
      entity: 'banner',
      entityId: banner.id,
      before: null,
      after: banner,
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
    const before = await repo.lockBanner(tx, id)
    if (!before) throw notFound(Messages.bannerNotFound)
    const after = await repo.updateBanner(tx, id, body)
    await recordCatalogueChange(tx, {
      staffId,
      action: 'update',
      entity: 'banner',
      entityId: id,
      before,
      after,
    })
    return after
  })
}

export async function deleteBanner(db: Db, staffId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.lockBanner(tx, id)
    if (!before) throw notFound(Messages.bannerNotFound)
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

export async function createLevel(db: Db, staffId: number, body: UserLevelBody): Promise<AdminUserLevel> {
  return db.transaction(async (tx) => {
    await repo.lockLevels(tx)
    if (await repo.levelWithMaxPointsExists(tx, body.maxPoints)) throw business(Messages.levelMaxPointsTaken)
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
    const before = await repo.findLevel(tx, id)
    if (!before) throw notFound(Messages.levelNotFound)
    if (await repo.levelWithMaxPointsExists(tx, body.maxPoints, id)) {
      throw business(Messages.levelMaxPointsTaken)
    }
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
    const before = await repo.findLevel(tx, id)
    if (!before) throw notFound(Messages.levelNotFound)
    if ((await repo.countLevels(tx)) <= 1) throw business(Messages.lastLevel)
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
