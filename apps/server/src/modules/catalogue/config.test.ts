import { CATALOGUE_LIMITS, type H5Config, type SystemConfig } from '@dianjing/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, systemConfig } from '../../db/schema/index.ts'
import { seedDemoData } from '../../db/seed.ts'
import { publicGet, type StaffClient, signInStaff } from '../../test/staff-client.ts'
import { useTestApp } from '../../test/test-app.ts'

/**
 * Configuration that cannot corrupt the shop: a required text left empty, a malformed WeChat id or a
 * text over its limit is refused with a Chinese message, and nothing is saved (not even in part).
 */
const ctx = await useTestApp()
const { db } = ctx.database
let operator: StaffClient
let seeded: SystemConfig

beforeAll(async () => {
  expect(await seedDemoData(db)).toBe(true)
  operator = await signInStaff(ctx, 'operator')
  seeded = (await operator.call<SystemConfig>('GET', '/boot/admin/config/system')).body.data
})

async function storedConfig(key: 'system' | 'h5') {
  const [row] = await db.select().from(systemConfig).where(eq(systemConfig.key, key))
  return row?.value
}

async function auditCount() {
  return (await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.entity, 'systemConfig')))
    .length
}

/** Sends the seeded config with `patch` applied, expects a 400 with `msg`, and that nothing changed. */
async function expectRefused(patch: Partial<Record<keyof SystemConfig, unknown>>, msg: string) {
  const before = await storedConfig('system')
  const audits = await auditCount()
  const { status, body } = await operator.call('PUT', '/boot/admin/config/system', { ...seeded, ...patch })
  expect(status).toBe(400)
  expect(body).toEqual({ code: 1, msg, data: null })
  expect(await storedConfig('system')).toEqual(before)
  expect(await auditCount()).toBe(audits)
}

const chars = (count: number) => '字'.repeat(count)

describe('the system config refuses what would corrupt the shop', () => {
  it.each([
    ['an empty 客服微信号', { supportWechatId: '' }, '请填写客服微信号'],
    ['a blank 客服微信号', { supportWechatId: '   ' }, '请填写客服微信号'],
    ['no 客服微信号 at all', { supportWechatId: undefined }, '请填写客服微信号'],
    ['an empty 首页公告', { homeNotice: '' }, '请填写首页公告'],
    ['a 首页公告 of empty paragraphs', { homeNotice: '<p></p><p>&nbsp; </p><br>' }, '请填写首页公告'],
    ['a 首页公告 only a script', { homeNotice: '<script>alert(1)</script>' }, '请填写首页公告'],
    ['an empty 下单须知', { orderNotice: '' }, '请填写下单须知'],
  ])('%s', async (_case, patch, msg) => {
    await expectRefused(patch, msg)
  })

  it('refuses a notice the cleaning would leave empty (its only text in a dropped tag)', async () => {
    await expectRefused({ homeNotice: '<select><option>下拉里的字</option></select>' }, '请填写首页公告')
    await expectRefused({ orderNotice: '<noscript><p>只在禁用脚本时显示</p></noscript>' }, '请填写下单须知')
  })

  it.each([
    ['starts with a digit', '1dianjing'],
    ['is shorter than 6', 'kefu1'],
    ['has a space', 'dian jing'],
    ['has Chinese', '客服小美abc'],
    ['has markup', 'kefu<b>01'],
  ])('refuses a 客服微信号 that %s', async (_case, supportWechatId) => {
    await expectRefused({ supportWechatId }, '客服微信号须为6-20位字母、数字、下划线或减号，并以字母开头')
  })

  it('refuses a 客服微信号 over 20 characters', async () => {
    await expectRefused({ supportWechatId: `a${'b'.repeat(20)}` }, '客服微信号不能超过20个字符')
  })

  it('refuses text over its limit instead of cutting it: 501 characters of 平台须知', async () => {
    await expectRefused(
      { platformNotification: chars(CATALOGUE_LIMITS.platformNotification + 1) },
      '平台须知不能超过500个字符',
    )
  })

  it('counts a notice by the text customers read, not its markup: 501 characters refused, 500 saved', async () => {
    const over = `<p><strong>${chars(250)}</strong></p><p>${chars(251)}</p>`
    await expectRefused({ homeNotice: over }, '首页公告不能超过500个字符')
    await expectRefused({ orderNotice: `<p>${chars(2001)}</p>` }, '下单须知不能超过2000个字符')

    const full = `<p><strong>${chars(250)}</strong></p><p>${chars(250)}</p>`
    const saved = await operator.call<SystemConfig>('PUT', '/boot/admin/config/system', {
      ...seeded,
      homeNotice: full,
      platformNotification: chars(500),
    })
    expect(saved.body.code).toBe(0)
    expect(saved.body.data.homeNotice).toBe(full)
    expect(saved.body.data.platformNotification).toBe(chars(500))
    const shown = JSON.parse((await publicGet<string>(ctx, '/systemConfig')).body.data) as SystemConfig
    expect(shown.homeNotice).toBe(full)
    await operator.call('PUT', '/boot/admin/config/system', seeded)
  })

  it('accepts a WeChat id as WeChat allows one, and an image-only notice', async () => {
    const saved = await operator.call<SystemConfig>('PUT', '/boot/admin/config/system', {
      ...seeded,
      supportWechatId: 'Kefu_2025-a',
      orderNotice: '<p><img src="/boot/files/seed/complaint.svg" alt=""></p>',
    })
    expect(saved.body).toMatchObject({ code: 0, data: { supportWechatId: 'Kefu_2025-a' } })
    await operator.call('PUT', '/boot/admin/config/system', seeded)
  })
})

describe('the worker announcement', () => {
  it('may be empty, and is refused over 2000 characters with nothing saved', async () => {
    const before = await storedConfig('h5')
    const { status, body } = await operator.call('PUT', '/boot/admin/config/h5', {
      platformAnnouncement: `<h3>须知</h3><p>${chars(1999)}</p>`,
    })
    expect(status).toBe(400)
    expect(body.msg).toBe('打手公告不能超过2000个字符')
    expect(await storedConfig('h5')).toEqual(before)

    const cleared = await operator.call<H5Config>('PUT', '/boot/admin/config/h5', {
      platformAnnouncement: '',
    })
    expect(cleared.body.data).toEqual({ platformAnnouncement: '' })
  })
})
