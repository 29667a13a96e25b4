import { SpecClient } from './http.ts'
import { type Context, freshPhone, type Log } from './kit.ts'
import { createLotteryProduct, lotteryProductsOnSale, staffSignIn } from './staff.ts'
import { browseCatalogue } from './steps/catalogue.ts'
import { customerSignsIn } from './steps/customer.ts'
import { rankAndSignOut } from './steps/farewell.ts'
import { workerDelivers } from './steps/fulfilment.ts'
import { customerPlaysLottery } from './steps/lottery.ts'
import { customerBuysService } from './steps/purchase.ts'
import { workerWithdraws } from './steps/withdrawal.ts'
import { workerJoins } from './steps/worker.ts'
import type { Product } from './types.ts'
import type { WxAuthConfig } from './wechat.ts'

export interface JourneyOptions {
  /** The running product, e.g. http://127.0.0.1:8080 */
  baseUrl: string
  /** The staff owner's sign-in (the product's ADMIN_PHONE / ADMIN_PASSWORD). */
  adminPhone: string
  adminPassword: string
  log?: Log
}

/**
 * The whole product over HTTP, as its clients call it: catalogue, a WeChat customer's purchase, a
 * worker's onboarding, delivery and settlement, a withdrawal, a lottery, rankings and sign-out. The
 * first call or check that fails throws (SpecCallError or JourneyCheckError); the steps run in order.
 */
export async function runJourney({
  baseUrl,
  adminPhone,
  adminPassword,
  log = console.log,
}: JourneyOptions): Promise<void> {
  let number = 0
  const step = async <T>(title: string, run: () => Promise<T>): Promise<T> => {
    number += 1
    log(`step ${number}: ${title}`)
    return run()
  }
  const customer = new SpecClient(baseUrl, 'customer', log)
  const worker = new SpecClient(baseUrl, 'worker', log)
  const customerPhone = freshPhone('5')
  const workerPhone = freshPhone('8')
  const h5Phone = freshPhone('6')

  log('setup: staff sign in to the console; the client reads the WeChat config')
  const staff = await staffSignIn(baseUrl, log, adminPhone, adminPassword)
  const wechat = await customer.get<WxAuthConfig>('/system/public/wxAuthConfig')
  const context: Context = { baseUrl, log, wechat, staff }
  const lotteryIds = new Set((await lotteryProductsOnSale(context.staff)).map((product) => product.id))

  const { product } = await step('the catalogue', () =>
    browseCatalogue(customer, log, (productId) => lotteryIds.has(productId)),
  )
  await step('a customer signs in the WeChat way', () => customerSignsIn(context, customer, customerPhone))
  const order = await step(`the customer buys "${product.title}"`, () =>
    customerBuysService(context, customer, product, customerPhone),
  )
  await step(
    'someone registers with a password; a worker joins: applies, is approved, pays membership and deposit',
    () => workerJoins(context, worker, workerPhone, h5Phone),
  )
  const fee = await step('the worker takes, delivers and is settled for the order', () =>
    workerDelivers(context, worker, customer, order),
  )
  await step('the worker withdraws the fee; finance pays it', () =>
    workerWithdraws(context, worker, workerPhone, fee),
  )
  await step('the customer plays a lottery', async () => {
    const products = await customer.get<Product[]>('/v1/dEsports/public/productList')
    const lottery =
      products.find((candidate) => lotteryIds.has(candidate.id) && candidate.status === '0')?.id ??
      (await createLotteryProduct(context.staff, log, product.gameId))
    await customerPlaysLottery(context, customer, lottery, customerPhone)
  })
  await step('worker ranking, then sign-out', () => rankAndSignOut(context, worker, customer, fee))
  log('journey complete')
}
