import type { AdminProduct, AdminProductPage, ProductCard, ProductDetails } from '@dianjing/shared'
import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { auditLog, products } from '../../db/schema/index.ts'
import { seedDemoData } from '../../db/seed.ts'
import { apiCaller } from '../../test/api-call.ts'
import { publicGet, type StaffClient, signInStaff } from '../../test/staff-client.ts'
import { useTestApp } from '../../test/test-app.ts'

const ctx = await useTestApp()
const { db } = ctx.database
let operator: StaffClient

beforeAll(async () => {
  expect(await seedDemoData(db)).toBe(true)
  operator = await signInStaff(ctx, 'operator')
})

async function firstProduct(): Promise<AdminProduct> {
  const page = (await operator.call<AdminProductPage>('GET', '/boot/admin/products?pageSize=1')).body.data
  return (await operator.call<AdminProduct>('GET', `/boot/admin/products/${page.list[0]!.id}`)).body.data
}

/** A body the editor would send for `product`, with `patch` over it. */
function bodyOf(product: AdminProduct, patch: Record<string, unknown> = {}) {
  const { id, gameName, salesCount, salesVolume, updatedAt, ...fields } = product
  void [id, gameName, salesCount, salesVolume, updatedAt]
  return { ...fields, ...patch }
}

async function newProductBody(patch: Record<string, unknown> = {}) {
  const base = await firstProduct()
  return bodyOf(base, { title: '新建商品', status: '0', kind: 'normal', lotteryPrizes: null, ...patch })
}

async function lastAudit(entityId: number) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id))
    .limit(1)
  return row
}

describe('the product table', () => {
  it('pages through every product', async () => {
    const total = (await publicGet<ProductCard[]>(ctx, '/productList')).body.data.length
    const first = (await operator.call<AdminProductPage>('GET', '/boot/admin/products?page=1&pageSize=5'))
      .body
    expect(first.code).toBe(0)
    expect(first.data).toMatchObject({ total, page: 1, pageSize: 5 })
    expect(first.data.list).toHaveLength(5)
    const second = (await operator.call<AdminProductPage>('GET', '/boot/admin/products?page=2&pageSize=5'))
      .body
    expect(second.data.list[0]!.id).not.toBe(first.data.list[0]!.id)
    for (const row of first.data.list) {
      expect(Number.isInteger(row.preferentialPrice)).toBe(true)
      expect(row.salesVolume).toBe(row.salesBase + row.salesCount)
      expect(row.gameName.length).toBeGreaterThan(0)
    }
  })

  it('filters by game, by status and by a keyword in the title', async () => {
    const all = (await operator.call<AdminProductPage>('GET', '/boot/admin/products?pageSize=100')).body.data
    const gameId = all.list[0]!.gameId
    const ofGame = (await operator.call<AdminProductPage>('GET', `/boot/admin/products?gameId=${gameId}`))
      .body
    expect(ofGame.data.list.every((row) => row.gameId === gameId)).toBe(true)
    expect(ofGame.data.total).toBe(all.list.filter((row) => row.gameId === gameId).length)

    const soldOut = (await operator.call<AdminProductPage>('GET', '/boot/admin/products?status=1')).body.data
    expect(soldOut.total).toBeGreaterThan(0)
    expect(soldOut.list.every((row) => row.status !== '0')).toBe(true)
    const onSale = (await operator.call<AdminProductPage>('GET', '/boot/admin/products?status=0')).body.data
    expect(onSale.total + soldOut.total).toBe(all.total)

    const word = all.list[0]!.title.slice(1, 3)
    const found = (
      await operator.call<AdminProductPage>('GET', `/boot/admin/products?keyword=${encodeURIComponent(word)}`)
    ).body.data
    expect(found.total).toBeGreaterThan(0)
    expect(found.list.every((row) => row.title.includes(word))).toBe(true)
    const wildcard = (await operator.call<AdminProductPage>('GET', '/boot/admin/products?keyword=%25')).body
      .data
    expect(wildcard.total).toBe(0)
  })

  it.each([
    ['status=2', '请选择商品状态'],
    ['pageSize=101', '每页条数为1-100'],
    ['page=0', '页码不正确'],
    ['gameId=abc', '游戏分类不存在'],
  ])('refuses ?%s with “%s”', async (query, msg) => {
    const { status, body } = await operator.call('GET', `/boot/admin/products?${query}`)
    expect(status).toBe(400)
    expect(body.msg).toBe(msg)
  })
})

describe('editing a product', () => {
  it('the shop shows a new title and price at once; the audit log keeps before and after', async () => {
    const product = await firstProduct()
    // Warm every cache the shop reads from.
    await publicGet(ctx, '/productList')
    await publicGet(ctx, `/productDetails?productId=${product.id}`)

    const saved = await operator.call<AdminProduct>(
      'PUT',
      `/boot/admin/products/${product.id}`,
      bodyOf(product, { title: '改名后的商品', preferentialPrice: 12_345, originalPrice: 20_000 }),
    )
    expect(saved.body).toMatchObject({
      code: 0,
      msg: '商品已保存',
      data: { title: '改名后的商品', preferentialPrice: 12_345 },
    })

    const card = (await publicGet<ProductCard[]>(ctx, '/productList')).body.data.find(
      (p) => p.id === product.id,
    )
    expect(card).toMatchObject({ title: '改名后的商品', preferentialPrice: 12_345, originalPrice: 20_000 })
    const details = (await publicGet<ProductDetails>(ctx, `/productDetails?productId=${product.id}`)).body
      .data
    expect(details).toMatchObject({ title: '改名后的商品', preferentialPrice: 12_345 })

    const audit = await lastAudit(product.id)
    expect(audit).toMatchObject({
      staffId: operator.staffId,
      action: 'update',
      before: { title: product.title, preferentialPrice: product.preferentialPrice },
      after: { title: '改名后的商品', preferentialPrice: 12_345 },
    })
  })

  it('another server process on the same database sees the change on its next read', async () => {
    const second = await buildApp({
      config: ctx.config,
      database: ctx.database,
      staticDirs: {
        webDist: ctx.dataDir,
        adminDist: ctx.dataDir,
        uploads: ctx.dataDir,
        seedAssets: ctx.dataDir,
      },
      logger: false,
    })
    try {
      const product = await firstProduct()
      const read = async () =>
        (
          await apiCaller(second)<ProductDetails>(
            'GET',
            `/boot/v1/dEsports/public/productDetails?productId=${product.id}`,
          )
        ).data
      expect((await read()).title).toBe(product.title)
      await operator.call(
        'PUT',
        `/boot/admin/products/${product.id}`,
        bodyOf(product, { title: '另一进程可见' }),
      )
      expect((await read()).title).toBe('另一进程可见')
    } finally {
      await second.close()
    }
  })

  it('cleans the description when saving: no scripts, handlers or javascript: links are stored', async () => {
    const product = await firstProduct()
    const dirty =
      '<h3>服务内容</h3><script>alert(1)</script><img src=x onerror="alert(2)"><p onclick="x()">安全</p><a href="javascript:alert(3)">点我</a>'
    const saved = await operator.call<AdminProduct>(
      'PUT',
      `/boot/admin/products/${product.id}`,
      bodyOf(product, { description: dirty }),
    )
    expect(saved.body.data.description).toBe('<h3>服务内容</h3><img src="x" /><p>安全</p><a>点我</a>')
    const [row] = await db.select().from(products).where(eq(products.id, product.id))
    expect(row!.description).toBe(saved.body.data.description)
    const shown = (await publicGet<ProductDetails>(ctx, `/productDetails?productId=${product.id}`)).body.data
    expect(shown.description).not.toMatch(/script|onerror|onclick|javascript/i)
  })

  it.each([
    [{ title: '' }, '请输入商品标题'],
    [{ title: '标'.repeat(81) }, '商品标题不能超过80个字符'],
    [{ type: '' }, '请输入商品分组'],
    [{ briefIntroduction: '简'.repeat(201) }, '商品简介不能超过200个字符'],
    [
      { description: `<p><img src="/boot/files/seed/a.svg">${'详'.repeat(5001)}</p>` },
      '商品详情不能超过5000个字符',
    ],
    [{ productCover: '' }, '请上传商品封面'],
    [{ imgAddressList: Array(10).fill('/boot/files/seed/a.svg') }, '商品图片最多9张'],
    [{ imgAddressList: ['javascript:alert(1)'] }, '图片地址不正确，请重新上传'],
    [{ preferentialPrice: -1 }, '优惠价不能为负数'],
    [{ preferentialPrice: 12.5 }, '优惠价最多保留两位小数'],
    [{ preferentialPrice: '12.50' }, '请输入优惠价'],
    [{ originalPrice: -100 }, '原价不能为负数'],
    [{ originalPrice: 100_000_001 }, '原价不能超过1000000元'],
    [{ salesBase: -1 }, '基础销量不能为负数'],
    [{ status: '2' }, '请选择商品状态'],
    [{ gameId: 0 }, '请选择游戏'],
    [{ gameId: 999_999 }, '所选游戏分类不存在'],
  ])('refuses %j with “%s”', async (patch, msg) => {
    const { body } = await operator.call('POST', '/boot/admin/products', await newProductBody(patch))
    expect(body).toEqual({ code: 1, msg, data: null })
  })

  it('creates a product, in cents, and it appears in the shop', async () => {
    await publicGet(ctx, '/productList')
    const created = await operator.call<AdminProduct>(
      'POST',
      '/boot/admin/products',
      await newProductBody({ preferentialPrice: 1, originalPrice: 0, imgAddressList: [] }),
    )
    expect(created.body).toMatchObject({
      code: 0,
      data: {
        title: '新建商品',
        preferentialPrice: 1,
        originalPrice: 0,
        kind: 'normal',
        lotteryPrizes: null,
      },
    })
    const list = (await publicGet<ProductCard[]>(ctx, '/productList')).body.data
    expect(list.find((p) => p.id === created.body.data.id)).toMatchObject({ preferentialPrice: 1 })
    expect(await lastAudit(created.body.data.id)).toMatchObject({ action: 'create', before: null })
  })
})

describe('lottery products', () => {
  const prizes = [
    { name: '一等奖 免单', probability: 500 },
    { name: '二等奖 五折', probability: 2500 },
    { name: '谢谢参与', probability: 7000 },
  ]

  it.each([
    [{ lotteryPrizes: [{ ...prizes[0], probability: 9999 }, prizes[1]] }, '奖品概率之和必须等于100%'],
    [
      { lotteryPrizes: prizes.map((p, i) => (i === 2 ? { ...p, probability: 6999 } : p)) },
      '奖品概率之和必须等于100%',
    ],
    [{ lotteryPrizes: [{ name: '唯一', probability: 10_000 }] }, '抽奖商品至少需要2个奖品'],
    [{ lotteryPrizes: null }, '抽奖商品至少需要2个奖品'],
    [{ lotteryPrizes: [prizes[0], { name: '零', probability: 0 }] }, '中奖概率必须大于0'],
    [{ lotteryPrizes: [prizes[0], { name: '小数', probability: 9500.5 }] }, '中奖概率最多保留两位小数'],
    [{ lotteryPrizes: [prizes[0], { name: '', probability: 9500 }] }, '请输入奖品名称'],
    [{ lotteryDrawsPerUnit: null }, '请输入每份抽奖次数'],
    [{ lotteryDrawsPerUnit: 0 }, '每份抽奖次数至少为1'],
  ])('refuses %j with “%s”', async (patch, msg) => {
    const body = await newProductBody({
      kind: 'lottery',
      lotteryPrizes: prizes,
      lotteryDrawsPerUnit: 1,
      ...patch,
    })
    expect((await operator.call('POST', '/boot/admin/products', body)).body).toEqual({
      code: 1,
      msg,
      data: null,
    })
  })

  it('stores the prizes and draws; the shop never sees them; a normal product drops them', async () => {
    const created = await operator.call<AdminProduct>(
      'POST',
      '/boot/admin/products',
      await newProductBody({ kind: 'lottery', lotteryPrizes: prizes, lotteryDrawsPerUnit: 3 }),
    )
    expect(created.body.data).toMatchObject({
      kind: 'lottery',
      lotteryPrizes: prizes,
      lotteryDrawsPerUnit: 3,
    })
    const id = created.body.data.id

    const details = (await publicGet<Record<string, unknown>>(ctx, `/productDetails?productId=${id}`)).body
      .data
    const card = (await publicGet<Record<string, unknown>[]>(ctx, '/productList')).body.data.find(
      (p) => p.id === id,
    )
    for (const shown of [details, card!]) {
      expect(Object.keys(shown)).not.toEqual(expect.arrayContaining(['kind']))
      expect(JSON.stringify(shown)).not.toMatch(/lottery|probability|免单/)
    }

    const normal = await operator.call<AdminProduct>(
      'PUT',
      `/boot/admin/products/${id}`,
      bodyOf(created.body.data, { kind: 'normal' }),
    )
    expect(normal.body.data).toMatchObject({ kind: 'normal', lotteryPrizes: null, lotteryDrawsPerUnit: null })
  })

  it('the database itself refuses a lottery product without prizes', async () => {
    const product = await firstProduct()
    await expect(
      db.update(products).set({ kind: 'lottery' }).where(eq(products.id, product.id)),
    ).rejects.toThrow()
  })
})

describe('status and deletion', () => {
  it('the quick switch marks a product sold out and back; the shop follows; audited', async () => {
    const product = await firstProduct()
    await publicGet(ctx, `/productDetails?productId=${product.id}`)
    const off = await operator.call<AdminProduct>('PUT', `/boot/admin/products/${product.id}/status`, {
      status: '1',
    })
    expect(off.body).toMatchObject({ code: 0, msg: '商品已标记为售罄', data: { status: '1' } })
    const shown = (await publicGet<ProductDetails>(ctx, `/productDetails?productId=${product.id}`)).body.data
    expect(shown.status).toBe('1')
    expect(await lastAudit(product.id)).toMatchObject({
      action: 'updateStatus',
      before: { status: product.status },
      after: { status: '1' },
    })
    const on = await operator.call<AdminProduct>('PUT', `/boot/admin/products/${product.id}/status`, {
      status: '0',
    })
    expect(on.body.msg).toBe('商品已上架')
    expect(
      (await operator.call('PUT', `/boot/admin/products/${product.id}/status`, { status: 'x' })).body.msg,
    ).toBe('请选择商品状态')
  })

  it('deleting keeps the row for its orders but takes it out of the shop and the console', async () => {
    const created = await operator.call<AdminProduct>('POST', '/boot/admin/products', await newProductBody())
    const id = created.body.data.id
    await publicGet(ctx, `/productDetails?productId=${id}`)
    await publicGet(ctx, '/productList')

    const deleted = await operator.call('DELETE', `/boot/admin/products/${id}`)
    expect(deleted.body).toEqual({ code: 0, msg: '商品已删除', data: null })
    expect((await publicGet(ctx, `/productDetails?productId=${id}`)).body).toEqual({
      code: 1,
      msg: '商品不存在或已下架',
      data: null,
    })
    const list = (await publicGet<ProductCard[]>(ctx, '/productList')).body.data
    expect(list.some((p) => p.id === id)).toBe(false)
    expect((await operator.call('GET', `/boot/admin/products/${id}`)).status).toBe(404)
    const page = (await operator.call<AdminProductPage>('GET', '/boot/admin/products?pageSize=100')).body.data
    expect(page.list.some((row) => row.id === id)).toBe(false)
    const [row] = await db.select().from(products).where(eq(products.id, id))
    expect(row!.deleted).toBe(true)
    expect(await lastAudit(id)).toMatchObject({ action: 'delete', before: { deleted: false } })
    expect((await operator.call('DELETE', `/boot/admin/products/${id}`)).status).toBe(404)
  })
})
