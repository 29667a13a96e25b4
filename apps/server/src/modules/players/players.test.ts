import type { WorkerCard, WorkerDetails } from '@dianjing/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users, workers } from '../../db/schema/index.ts'
import { seedDemoData } from '../../db/seed.ts'
import { useTestApp } from '../../test/test-app.ts'

const { app, database } = await useTestApp()
const { db } = database

async function get<T>(url: string) {
  const response = await app.inject({ method: 'GET', url })
  return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: T } }
}

beforeAll(async () => {
  await seedDemoData(db)
})

describe('players', () => {
  it('lists the seeded workers best rated first, then by completed orders, with 5.00 ratings', async () => {
    const { body } = await get<WorkerCard[]>('/boot/v1/dEsports/public/workerList')
    expect(body.code).toBe(0)
    expect(body.data.length).toBe(6)
    expect(body.data[0]).toMatchObject({ nickName: '夜雨', rating: '5.00', level: 'VIP打手', region: 'QQ区' })
    expect(body.data[0]!.gameNames).toEqual(['王者荣耀', '英雄联盟'])
    const orders = body.data.map((worker) => worker.completedOrders)
    expect(orders).toEqual([...orders].sort((a, b) => b - a))
  })

  it('a better rating comes first whatever the order count', async () => {
    await db.update(workers).set({ rating: 499 }).where(eq(workers.completedOrders, 326))
    await db.update(workers).set({ rating: 498 }).where(eq(workers.completedOrders, 241))
    const list = (await get<WorkerCard[]>('/boot/v1/dEsports/public/workerList')).body.data
    expect(list.slice(-2).map((worker) => worker.rating)).toEqual(['4.99', '4.98'])
    expect(list[0]!.nickName).toBe('小鹿')
    await db.update(workers).set({ rating: 500 })
  })

  it('searches by nickname, treating % and _ as plain text', async () => {
    const found = (
      await get<WorkerCard[]>(`/boot/v1/dEsports/public/workerList?userName=${encodeURIComponent('小鹿')}`)
    ).body
    expect(found.data.map((worker) => worker.nickName)).toEqual(['小鹿'])
    const none = (await get<WorkerCard[]>('/boot/v1/dEsports/public/workerList?userName=%25')).body
    expect(none.data).toEqual([])
    const empty = (await get<WorkerCard[]>('/boot/v1/dEsports/public/workerList?userName=')).body
    expect(empty.data.length).toBe(6)
  })

  it('answers one worker with rating blocks and the games served; hides suspended and banned ones', async () => {
    const [first] = (await get<WorkerCard[]>('/boot/v1/dEsports/public/workerList')).body.data
    const { body } = await get<WorkerDetails>(
      `/boot/v1/dEsports/public/workerDetails?userId=${first!.userId}`,
    )
    expect(body.data.ratings).toEqual({
      overall: '5.00',
      technique: '5.00',
      attitude: '5.00',
      punctuality: '5.00',
    })
    expect(body.data.games.map((game) => game.name)).toEqual(first!.gameNames)
    expect(body.data.briefIntroduction.length).toBeGreaterThan(0)

    await db.update(users).set({ status: 1 }).where(eq(users.id, first!.userId))
    const hidden = await get(`/boot/v1/dEsports/public/workerDetails?userId=${first!.userId}`)
    expect(hidden.body).toEqual({ code: 1, msg: '打手不存在或已停止接单', data: null })
    const list = (await get<WorkerCard[]>('/boot/v1/dEsports/public/workerList')).body.data
    expect(list.some((worker) => worker.userId === first!.userId)).toBe(false)

    expect((await get('/boot/v1/dEsports/public/workerDetails?userId=abc')).body.msg).toBe('打手不存在')
  })
})
