import type {
  AdminBanner,
  AdminGame,
  AdminUserLevel,
  Banner,
  Game,
  ProductCard,
  SystemConfig,
  UserLevelPreview,
} from '@dianjing/shared'
import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, files, systemConfig, users } from '../../db/schema/index.ts'
import { seedDemoData } from '../../db/seed.ts'
import { apiCaller } from '../../test/api-call.ts'
import { multipartFile, PNG_PIXEL } from '../../test/multipart.ts'
import { publicGet, type StaffClient, signInStaff } from '../../test/staff-client.ts'
import { useTestApp } from '../../test/test-app.ts'
import { ensureUserLevels } from '../account/service.ts'
import { makeCustomer } from '../orders/testing.ts'

const ctx = await useTestApp()
const { app, database } = ctx
const { db } = database
const call = apiCaller(app)
let operator: StaffClient
let owner: StaffClient
let support: StaffClient
let finance: StaffClient

beforeAll(async () => {
  expect(await seedDemoData(db)).toBe(true)
  await ensureUserLevels(db)
  operator = await signInStaff(ctx, 'operator')
  owner = await signInStaff(ctx, 'owner')
  support = await signInStaff(ctx, 'support')
  finance = await signInStaff(ctx, 'finance')
})

async function lastAudit(entity: string, entityId: string | number) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id))
    .limit(1)
  return row
}

const validGame = { name: '永劫无间', icon: '/boot/files/seed/game-lol.svg', sort: 9, enabled: true }

describe('who may edit the catalogue', () => {
  const calls = [
    ['POST', '/boot/admin/games'],
    ['GET', '/boot/admin/products'],
    ['PUT', '/boot/admin/products/1'],
    ['DELETE', '/boot/admin/banners/1'],
    ['PUT', '/boot/admin/config/system'],
    ['GET', '/boot/admin/user-levels'],
    ['POST', '/boot/admin/files/upload'],
  ] as const

  it.each(calls)('%s %s without a token → 401, before the body is looked at', async (method, url) => {
    const answer = await call(method, url, undefined, method === 'GET' ? undefined : { junk: 1 })
    expect(answer).toMatchObject({ status: 401, code: 401 })
  })

  it.each(calls)('%s %s as support or finance → 403', async (method, url) => {
    for (const member of [support, finance]) {
      const { status, body } = await member.call(method, url, method === 'GET' ? undefined : { junk: 1 })
      expect(status).toBe(403)
      expect(body).toEqual({ code: 403, msg: '没有权限执行此操作', data: null })
    }
  })

  it('operators and the owner may', async () => {
    expect((await operator.call('GET', '/boot/admin/games')).body.code).toBe(0)
    expect((await owner.call('GET', '/boot/admin/games')).body.code).toBe(0)
  })

  it('every role reads the list of games, which the order filter needs; without a token, 401', async () => {
    for (const member of [support, finance]) {
      const { status, body } = await member.call<AdminGame[]>('GET', '/boot/admin/games')
      expect(status).toBe(200)
      expect(body.data.length).toBeGreaterThan(0)
    }
    expect((await call('GET', '/boot/admin/games')).status).toBe(401)
  })
})

describe('games', () => {
  it('lists every game with its product count', async () => {
    const { body } = await operator.call<AdminGame[]>('GET', '/boot/admin/games')
    expect(body.data.map((game) => game.name)).toEqual(['王者荣耀', '和平精英', '英雄联盟', '三角洲行动'])
    const products = (await publicGet<ProductCard[]>(ctx, '/productList')).body.data
    for (const game of body.data) {
      expect(game.productCount).toBe(products.filter((product) => product.gameId === game.id).length)
    }
  })

  it.each([
    [{ name: '' }, '请输入游戏名称'],
    [{ name: '名'.repeat(33) }, '游戏名称不能超过32个字符'],
    [{ icon: '' }, '请上传游戏图标'],
    [{ icon: 'javascript:alert(1)' }, '图片地址不正确，请重新上传'],
    [{ icon: '/boot/files/../../etc/passwd' }, '图片地址不正确，请重新上传'],
    [{ sort: 1.5 }, '排序必须为整数'],
  ])('refuses %j with “%s”', async (patch, msg) => {
    const { status, body } = await operator.call('POST', '/boot/admin/games', { ...validGame, ...patch })
    expect(status).toBe(400)
    expect(body).toEqual({ code: 1, msg, data: null })
  })

  it('creates and updates a game; the shop sees each change at once; both are audited', async () => {
    await publicGet(ctx, '/gameList') // warm the cache
    const created = await operator.call<AdminGame>('POST', '/boot/admin/games', validGame)
    expect(created.body).toMatchObject({
      code: 0,
      msg: '游戏分类已创建',
      data: { ...validGame, productCount: 0 },
    })
    const id = created.body.data.id
    expect((await publicGet<Game[]>(ctx, '/gameList')).body.data.some((game) => game.id === id)).toBe(true)
    expect(await lastAudit('game', id)).toMatchObject({
      staffId: operator.staffId,
      action: 'create',
      before: null,
      after: { name: '永劫无间' },
    })

    const updated = await operator.call<AdminGame>('PUT', `/boot/admin/games/${id}`, {
      ...validGame,
      name: '永劫无间手游',
      enabled: false,
    })
    expect(updated.body.data).toMatchObject({ name: '永劫无间手游', enabled: false })
    expect((await publicGet<Game[]>(ctx, '/gameList')).body.data.some((game) => game.id === id)).toBe(false)
    expect(await lastAudit('game', id)).toMatchObject({
      action: 'update',
      before: { name: '永劫无间', enabled: true },
      after: { name: '永劫无间手游', enabled: false },
    })
  })

  it('disabling a game hides its products from the shop', async () => {
    const [game] = (await operator.call<AdminGame[]>('GET', '/boot/admin/games')).body.data
    await publicGet(ctx, '/productList')
    await operator.call('PUT', `/boot/admin/games/${game!.id}`, { ...game, enabled: false })
    const list = (await publicGet<ProductCard[]>(ctx, '/productList')).body.data
    expect(list.some((product) => product.gameId === game!.id)).toBe(false)
    await operator.call('PUT', `/boot/admin/games/${game!.id}`, { ...game, enabled: true })
    const again = (await publicGet<ProductCard[]>(ctx, '/productList')).body.data
    expect(again.some((product) => product.gameId === game!.id)).toBe(true)
  })

  it('answers 404 for a game that does not exist', async () => {
    const { status, body } = await operator.call('PUT', '/boot/admin/games/999999', validGame)
    expect(status).toBe(404)
    expect(body.msg).toBe('游戏分类不存在')
  })
})

describe('banners', () => {
  const validBanner = { title: '春季活动', image: '/boot/files/seed/banner-safe.svg', sort: 0, enabled: true }

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['//evil.example.com'],
    ['http://example.com'],
    ['data:text/html,<script>alert(1)</script>'],
    ['/\\evil.example.com'],
  ])('refuses the link %s', async (link) => {
    const { body } = await operator.call('POST', '/boot/admin/banners', { ...validBanner, link })
    expect(body).toEqual({ code: 1, msg: '跳转链接须为站内路径（以 / 开头）或 https 链接', data: null })
  })

  it('refuses a banner without an image', async () => {
    const { body } = await operator.call('POST', '/boot/admin/banners', { ...validBanner, image: '' })
    expect(body.msg).toBe('请上传轮播图片')
  })

  it('creates, updates and deletes a banner; the home carousel follows at once', async () => {
    await publicGet(ctx, '/swiperList')
    const created = await operator.call<AdminBanner>('POST', '/boot/admin/banners', {
      ...validBanner,
      link: '/product-detail?productId=1',
    })
    expect(created.body.data).toMatchObject({ ...validBanner, link: '/product-detail?productId=1' })
    const id = created.body.data.id
    const shown = (await publicGet<Banner[]>(ctx, '/swiperList')).body.data.find((banner) => banner.id === id)
    expect(shown).toMatchObject({ title: '春季活动', link: '/product-detail?productId=1' })

    const updated = await operator.call<AdminBanner>('PUT', `/boot/admin/banners/${id}`, {
      ...validBanner,
      link: 'https://example.com/spring',
      enabled: false,
    })
    expect(updated.body.data).toMatchObject({ link: 'https://example.com/spring', enabled: false })
    expect((await publicGet<Banner[]>(ctx, '/swiperList')).body.data.some((b) => b.id === id)).toBe(false)
    const emptyLink = await operator.call<AdminBanner>('PUT', `/boot/admin/banners/${id}`, {
      ...validBanner,
      link: '',
    })
    expect(emptyLink.body.data.link).toBeNull()

    const deleted = await operator.call('DELETE', `/boot/admin/banners/${id}`)
    expect(deleted.body).toEqual({ code: 0, msg: '轮播图已删除', data: null })
    const all = (await operator.call<AdminBanner[]>('GET', '/boot/admin/banners')).body.data
    expect(all.some((banner) => banner.id === id)).toBe(false)
    expect(await lastAudit('banner', id)).toMatchObject({
      staffId: operator.staffId,
      action: 'delete',
      before: { title: '春季活动' },
      after: null,
    })
    expect((await operator.call('DELETE', `/boot/admin/banners/${id}`)).status).toBe(404)
  })
})

describe('system and h5 config', () => {
  const dirty =
    '<p onclick="steal()">欢迎</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">客服</a>'

  it('saves the system config with its HTML cleaned, and the shop reads it at once', async () => {
    const current = (await operator.call<SystemConfig>('GET', '/boot/admin/config/system')).body.data
    expect(current.supportWechatId).toBe('dianjing-kefu')
    await publicGet(ctx, '/systemConfig')

    const saved = await operator.call<SystemConfig>('PUT', '/boot/admin/config/system', {
      ...current,
      platformNotification: '新的平台须知',
      homeNotice: dirty,
      orderNotice: `<h3>下单须知</h3>${dirty}`,
      supportWechatId: 'kefu-2025',
    })
    expect(saved.body.code).toBe(0)
    for (const html of [saved.body.data.homeNotice, saved.body.data.orderNotice]) {
      expect(html).not.toMatch(/script|onclick|onerror|javascript/i)
      expect(html).toContain('<p>欢迎</p>')
    }
    const [stored] = await db.select().from(systemConfig).where(eq(systemConfig.key, 'system'))
    expect(JSON.stringify(stored!.value)).not.toMatch(/script|onerror|javascript/i)

    const shown = JSON.parse((await publicGet<string>(ctx, '/systemConfig')).body.data) as SystemConfig
    expect(shown).toMatchObject({ platformNotification: '新的平台须知', supportWechatId: 'kefu-2025' })
    expect(shown.homeNotice).toBe(saved.body.data.homeNotice)

    const audit = await lastAudit('systemConfig', 'system')
    expect(audit).toMatchObject({ staffId: operator.staffId, action: 'update' })
    expect((audit!.before as SystemConfig).supportWechatId).toBe('dianjing-kefu')
    expect((audit!.after as SystemConfig).supportWechatId).toBe('kefu-2025')
  })

  it('refuses an image that is not an uploaded path', async () => {
    const { body } = await operator.call('PUT', '/boot/admin/config/system', {
      complaintImage: 'javascript:alert(1)',
    })
    expect(body.msg).toBe('图片地址不正确，请重新上传')
  })

  it('saves the worker announcement cleaned; wxH5Config shows it at once', async () => {
    await publicGet(ctx, '/wxH5Config')
    const saved = await operator.call<{ platformAnnouncement: string }>('PUT', '/boot/admin/config/h5', {
      platformAnnouncement: `<h3>打手须知</h3>${dirty}`,
    })
    expect(saved.body.data.platformAnnouncement).not.toMatch(/script|onclick|onerror|javascript/i)
    const shown = JSON.parse((await publicGet<string>(ctx, '/wxH5Config')).body.data)
    expect(shown.platformAnnouncement).toBe(saved.body.data.platformAnnouncement)
    expect(shown.platformAnnouncement).toContain('<h3>打手须知</h3>')
    expect((await operator.call('GET', '/boot/admin/config/h5')).body.data).toEqual(saved.body.data)
  })
})

describe('customer levels', () => {
  let levelsBefore: AdminUserLevel[] = []
  beforeAll(async () => {
    levelsBefore = (await operator.call<AdminUserLevel[]>('GET', '/boot/admin/user-levels')).body.data
  })

  it.each([
    [{ name: '' }, '请输入等级名称'],
    [{ name: '级'.repeat(21) }, '等级名称不能超过20个字符'],
    [{ maxPoints: -1 }, '成长值上限必须大于0'],
    [{ maxPoints: 0 }, '成长值上限必须大于0'],
    // As reported: a level below every other one, named like an existing one, renaming everyone's level.
    [{ name: '黄金会员', maxPoints: -10 }, '成长值上限必须大于0'],
    [{ name: '黄金会员' }, '已有同名的会员等级，请换一个名称'],
    [{ name: ' 黄金会员 ' }, '已有同名的会员等级，请换一个名称'],
    [{ maxPoints: 1.5 }, '成长值上限必须为整数'],
    [{ maxPoints: '100' }, '请输入成长值上限'],
    [{ maxPoints: 99 }, '已有等级使用该成长值上限，请换一个数值'],
  ])('refuses %j with “%s”', async (patch, msg) => {
    const { body } = await operator.call('POST', '/boot/admin/user-levels', {
      name: '测试等级',
      maxPoints: 123_456,
      content: '',
      ...patch,
    })
    expect(body).toEqual({ code: 1, msg, data: null })
    expect((await operator.call<AdminUserLevel[]>('GET', '/boot/admin/user-levels')).body.data).toEqual(
      levelsBefore,
    )
  })

  it('says, before anything is saved, how many customers a change moves and between which levels', async () => {
    const levels = (await operator.call<AdminUserLevel[]>('GET', '/boot/admin/user-levels')).body.data
    const silver = levels.find((level) => level.name === '白银会员')!
    // Customers at 0, 150 and 300 growth points: 普通会员 (≤ 99), then 白银会员 (100–499) twice.
    for (const points of [0, 150, 300]) {
      const customer = await makeCustomer(db)
      await db.update(users).set({ growthPoints: points }).where(eq(users.id, customer.userId))
    }
    const preview = (body: object) =>
      operator.call<UserLevelPreview>('POST', '/boot/admin/user-levels/preview', body)

    // A level up to 200 inside 白银会员 takes the customer at 150 (and whoever else is there).
    const inserted = await preview({
      action: 'create',
      level: { name: '青铜会员', maxPoints: 200, content: '' },
    })
    expect(inserted.body.data.moves).toEqual([
      { from: '白银会员', to: '青铜会员', customers: inserted.body.data.customers },
    ])
    expect(inserted.body.data.customers).toBeGreaterThanOrEqual(1)

    // Lowering 白银会员's bound to 199 moves the one at 300 up to 黄金会员; renaming it moves nobody.
    const lowered = await preview({ action: 'update', id: silver.id, level: { ...silver, maxPoints: 199 } })
    expect(lowered.body.data.moves).toEqual([
      { from: '白银会员', to: '黄金会员', customers: expect.any(Number) },
    ])
    const renamed = await preview({ action: 'update', id: silver.id, level: { ...silver, name: '银卡会员' } })
    expect(renamed.body.data).toEqual({ customers: 0, moves: [] })

    // Removing 白银会员 moves its customers to the level above.
    const removed = await preview({ action: 'delete', id: silver.id })
    expect(removed.body.data.moves).toEqual([
      { from: '白银会员', to: '黄金会员', customers: expect.any(Number) },
    ])

    // A change that would not hold together is refused by the preview too, and nothing is saved.
    expect(
      (await preview({ action: 'create', level: { name: '普通会员', maxPoints: 5, content: '' } })).body.msg,
    ).toBe('已有同名的会员等级，请换一个名称')
    expect((await operator.call<AdminUserLevel[]>('GET', '/boot/admin/user-levels')).body.data).toEqual(
      levels,
    )
    expect(
      (await support.call('POST', '/boot/admin/user-levels/preview', { action: 'delete', id: silver.id }))
        .status,
    ).toBe(403)
  })

  it('creates, updates and deletes levels, ordered by max points, and always keeps one', async () => {
    const created = await operator.call<AdminUserLevel>('POST', '/boot/admin/user-levels', {
      name: '青铜会员',
      maxPoints: 49,
      content: '新人礼包',
    })
    expect(created.body.data).toMatchObject({ name: '青铜会员', maxPoints: 49 })
    let levels = (await operator.call<AdminUserLevel[]>('GET', '/boot/admin/user-levels')).body.data
    expect(levels[0]!.name).toBe('青铜会员')

    const id = created.body.data.id
    const updated = await operator.call<AdminUserLevel>('PUT', `/boot/admin/user-levels/${id}`, {
      name: '青铜会员',
      maxPoints: 50,
      content: '新人礼包升级',
    })
    expect(updated.body.data).toMatchObject({ maxPoints: 50, content: '新人礼包升级' })
    // Its own value is not a clash.
    expect(
      (await operator.call('PUT', `/boot/admin/user-levels/${id}`, { name: '青铜', maxPoints: 50 })).body
        .code,
    ).toBe(0)
    expect(await lastAudit('userLevel', id)).toMatchObject({
      action: 'update',
      before: { name: '青铜会员', maxPoints: 50 },
      after: { name: '青铜', maxPoints: 50 },
    })

    levels = (await operator.call<AdminUserLevel[]>('GET', '/boot/admin/user-levels')).body.data
    for (const level of levels.slice(2)) {
      expect((await operator.call('DELETE', `/boot/admin/user-levels/${level.id}`)).body.code).toBe(0)
    }
    // Two staff deleting the last two levels at once: one of them must be refused.
    const race = await Promise.all([
      operator.call('DELETE', `/boot/admin/user-levels/${levels[0]!.id}`),
      owner.call('DELETE', `/boot/admin/user-levels/${levels[1]!.id}`),
    ])
    expect(race.map((answer) => answer.body.msg).sort()).toEqual([
      '会员等级已删除',
      '至少需要保留一个会员等级',
    ])
    expect((await operator.call<AdminUserLevel[]>('GET', '/boot/admin/user-levels')).body.data).toHaveLength(
      1,
    )
  })

  it('two staff adding levels with the same max points at once: one wins', async () => {
    const body = { name: '并发等级', maxPoints: 777_777, content: '' }
    const race = await Promise.all([
      operator.call('POST', '/boot/admin/user-levels', body),
      owner.call('POST', '/boot/admin/user-levels', body),
    ])
    expect(race.map((answer) => answer.body.code).sort()).toEqual([0, 1])
    const levels = (await operator.call<AdminUserLevel[]>('GET', '/boot/admin/user-levels')).body.data
    expect(levels.filter((level) => level.maxPoints === 777_777)).toHaveLength(1)
  })
})

describe('image uploads by staff', () => {
  async function upload(authorization: string | null, content: Buffer) {
    const { payload, headers } = multipartFile('file', 'cover.png', 'image/png', content)
    return call<string>('POST', '/boot/admin/files/upload', undefined, payload, {
      headers: { ...headers, ...(authorization ? { authorization } : {}) },
    })
  }

  it('stores an image with no user and answers its path, served back', async () => {
    const uploaded = await upload(operator.authorization, PNG_PIXEL)
    expect(uploaded).toMatchObject({ code: 0, msg: '上传成功' })
    expect(uploaded.data).toMatch(/^\/boot\/files\/\d{6}\/[0-9a-f]{32}\.png$/)
    const [row] = await db
      .select()
      .from(files)
      .where(eq(files.path, uploaded.data.replace('/boot/files/', '')))
    expect(row).toMatchObject({ userId: null, contentType: 'image/png' })
    expect((await app.inject({ method: 'GET', url: uploaded.data })).statusCode).toBe(200)
  })

  it('refuses what is not an image, and callers without the role', async () => {
    expect((await upload(operator.authorization, Buffer.from('<svg onload="alert(1)"/>'))).msg).toBe(
      '只能上传图片（JPG、PNG、GIF、WEBP）',
    )
    expect((await upload(support.authorization, PNG_PIXEL)).status).toBe(403)
    expect((await upload(null, PNG_PIXEL)).status).toBe(401)
  })
})
