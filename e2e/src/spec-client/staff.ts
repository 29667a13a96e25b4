import { SpecClient } from './http.ts'
import { check, type Log, uploadedPath } from './kit.ts'
import { solidPng } from './png.ts'

/** The staff's part of the journey, through the admin API (/boot/admin/*), as the console calls it. */

interface Page<T> {
  total: number
  list: T[]
}

interface Application {
  id: number
  userPhone: string
  status: number
}

interface Withdrawal {
  id: number
  workerPhone: string
  amount: number
  status: number
}

interface LotteryProduct {
  id: number
  title: string
  status: string
  deleted: boolean
}

export async function staffSignIn(baseUrl: string, log: Log, phone: string, password: string) {
  const staff = new SpecClient(baseUrl, 'staff', log)
  const { token } = await staff.post<{ token: string }>('/admin/auth/login', { phone, password })
  check(log, Boolean(token), 'staff are signed in')
  staff.token = token
  return staff
}

/** The lottery products on sale: staff see which products are lotteries, the public catalogue does not. */
export async function lotteryProductsOnSale(staff: SpecClient): Promise<LotteryProduct[]> {
  const products = await staff.get<LotteryProduct[]>('/admin/lottery/products')
  return products.filter((product) => product.status === '0' && !product.deleted)
}

/** A lottery product of `gameId` made by staff: two prizes at 50% (probabilities in ten-thousandths). */
export async function createLotteryProduct(staff: SpecClient, log: Log, gameId: number): Promise<number> {
  const cover = uploadedPath(
    await staff.upload<unknown>('/admin/files/upload', 'file', solidPng(16, [240, 160, 20]), 'wheel.png'),
  )
  const product = await staff.post<{ id: number }>('/admin/products', {
    gameId,
    type: '幸运转盘',
    title: '幸运转盘 两连抽',
    briefIntroduction: '每份两次抽奖机会',
    productCover: cover,
    preferentialPrice: 100,
    originalPrice: 200,
    status: '0',
    kind: 'lottery',
    lotteryPrizes: [
      { name: '陪玩十分钟', probability: 5000 },
      { name: '谢谢参与', probability: 5000 },
    ],
    lotteryDrawsPerUnit: 2,
  })
  log(`  ✓ staff created lottery product ${product.id}`)
  return product.id
}

/** Staff approve the pending application of the user with `phone`. */
export async function approveApplication(staff: SpecClient, log: Log, phone: string): Promise<void> {
  const pending = await staff.get<Page<Application>>('/admin/worker-applications', {
    status: 'pending',
    keyword: phone,
  })
  const application = pending.list.find((row) => row.userPhone === phone)
  check(log, application !== undefined, `staff find ${phone}'s pending application`, pending)
  await staff.post(`/admin/worker-applications/${application!.id}/approve`, {})
}

/** Finance pays the pending withdrawal of `amount` cents by the worker with `phone`, by Alipay. */
export async function payWithdrawal(staff: SpecClient, log: Log, phone: string, amount: number) {
  const pending = await staff.get<Page<Withdrawal>>('/admin/withdrawals', {
    status: 'pending',
    pageSize: 100,
  })
  const withdrawal = pending.list.find((row) => row.workerPhone === phone && row.amount === amount)
  check(log, withdrawal !== undefined, `staff find ${phone}'s pending withdrawal of ${amount} cents`, pending)
  await staff.post(`/admin/withdrawals/${withdrawal!.id}/pay`, {
    alipayReference: `ALIPAY${Date.now()}`,
  })
}

/** The daily levels-and-rankings job, run now (rankings are otherwise a day old, spec §9). */
export async function recomputeRankings(staff: SpecClient): Promise<void> {
  await staff.post('/admin/rankings/recompute', {})
}
