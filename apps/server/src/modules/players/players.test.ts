import type { WorkerCard, WorkerDetails } from '@dianjing/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users, workers } from '../../db/schema/index.ts'
import { seedDemoData } from '../../db/seed.ts'
import { apiCaller } from '../../test/api-call.ts'
import { useTestApp } from '../../test/test-app.ts'

const { app, database } = await useTestApp()
const { db } = database

const call = apiCaller(app)

beforeAll(async () => {
  await seedDemoData(db)
})

describe('players', () => {
  it('lists the seeded workers best rated first, then by completed orders, with 5.00 ratings', async () => {
    const answer = await call<WorkerCard[]>('GET', '/boot/v1/dEsports/public/workerList')
    expect(answer.code).toBe(0)
    expect(answer.data.length).toBe(6)
    expect(answer.data[0]).toMatchObject({
      nickName: '夜雨',
      rating: '5.00',
      level: 'VIP打手',
      region: 'QQ区',
    })
    expect(answer.data[0]!.gameNames).toEqual(['王者荣耀', '英雄联盟'])
    const orders = answer.data.map((worker) => worker.completedOrders)
    expect(orders).toEqual([...orders].sort((a, b) => b - a))
  })

  it('a better rating comes first whatever the order count', async () => {
    await db.update(workers).set({ rating: 499 }).where(eq(workers.completedOrders, 326))
    await db.update(workers).set({ rating: 498 }).where(eq(workers.completedOrders, 241))
    const list = (await call<WorkerCard[]>('GET', '/boot/v1/dEsports/public/workerList')).data
    expect(list.slice(-2).map((worker) => worker.rating)).toEqual(['4.99', '4.98'])
    expect(list[0]!.nickName).toBe('小鹿')
    await db.update(workers).set({ rating: 500 })
  })

  it('searches by nickname, treating % and _ as plain text', async () => {
    const found = await call<WorkerCard[]>(
      'GET',
      `/boot/v1/dEsports/public/workerList?userName=${encodeURIComponent('小鹿')}`,
    )
    expect(found.data.map((worker) => worker.nickName)).toEqual(['小鹿'])
    const none = await call<WorkerCard[]>('GET', '/boot/v1/dEsports/public/workerList?userName=%25')
    expect(none.data).toEqual([])
    const empty = await call<WorkerCard[]>('GET', '/boot/v1/dEsports/public/workerList?userName=')
    expect(empty.data.length).toBe(6)
  })

  it('answers one worker with rating blocks and the games served; hides suspended and banned ones', async () => {
    const [first] = (await call<WorkerCard[]>('GET', '/boot/v1/dEsports/public/workerList')).data
    const answer = await call<WorkerDetails>(
      'GET',
      `/boot/v1/dEsports/public/workerDetails?userId=${first!.userId}`,
    )
    expect(answer.data.ratings).toEqual({
      overall: '5.00',
      technique: '5.00',
      attitude: '5.00',
      punctuality: '5.00',
    })
    expect(answer.data.games.map((game) => game.name)).toEqual(first!.gameNames)
    expect(answer.data.briefIntroduction.length).toBeGreaterThan(0)

    await db.update(users).set({ status: 1 }).where(eq(users.id, first!.userId))
    const hidden = await call('GET', `/boot/v1/dEsports/public/workerDetails?userId=${first!.userId}`)
    expect(hidden).toMatchObject({ code: 1, msg: '打手不存在或已停止接单', data: null })
    const list = (await call<WorkerCard[]>('GET', '/boot/v1/dEsports/public/workerList')).data
    expect(list.some((worker) => worker.userId === first!.userId)).toBe(false)

    expect((await call('GET', '/boot/v1/dEsports/public/workerDetails?userId=abc')).msg).toBe('打手不存在')
  })
})
