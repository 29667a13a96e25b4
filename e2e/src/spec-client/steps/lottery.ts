import type { SpecClient } from '../http.ts'
import { type Context, check } from '../kit.ts'
import type { LotteryCount, LotteryDraw, ProductDetails } from '../types.ts'
import { buy, ORDER, orderDetails } from './purchase.ts'

interface Prize {
  name: string
}

/** productJson of a lottery order: options is JSON text of the prize list (spec §3). */
function prizesOf(productJson: string): Prize[] {
  const { options } = JSON.parse(productJson) as { options?: string }
  return JSON.parse(options ?? '[]') as Prize[]
}

/**
 * Step 7: the customer buys a lottery product (payOrder answers modeType '1', the wheel), pays, reads
 * the draws (updateLotteryCount), draws every round, and finds the results on the order.
 */
export async function customerPlaysLottery(
  context: Context,
  customer: SpecClient,
  productId: number,
  phone: string,
): Promise<void> {
  const { log } = context
  const product = await customer.get<ProductDetails>('/v1/dEsports/public/productDetails', { productId })
  check(log, product.status === '0', `lottery product ${product.id} is on sale`, product)
  const order = await buy(context, customer, product, { phone, quantity: 1, modeType: '1' })
  check(log, order.type === 1, 'it is a lottery order (type 1)', order)
  const prizes = prizesOf((await orderDetails(customer, order.outTradeNo)).productJson)
  check(log, prizes.length > 0, `the wheel has ${prizes.length} prizes`, prizes)

  const count = await customer.get<LotteryCount>('/v1/dEsports/private/updateLotteryCount', {
    outTradeNo: order.outTradeNo,
  })
  check(
    log,
    count.lotteryNum > 0 && count.lotteryNumAlready === 0,
    `${count.lotteryNum} draws bought, none used`,
    count,
  )

  const won: string[] = []
  for (let round = 1; round <= count.lotteryNum; round += 1) {
    const draw = await customer.get<LotteryDraw>(`${ORDER}/lotteryDraw`, {
      outTradeNo: order.outTradeNo,
      round,
    })
    const prize = prizes[draw.index]
    check(
      log,
      draw.round === round && draw.lotteryNumAlready === round && prize !== undefined,
      `round ${round} stops at prize ${draw.index} (${prize?.name})`,
      draw,
    )
    won.push(prize!.name)
  }
  const extra = await customer.attempt('GET', `${ORDER}/lotteryDraw`, {
    outTradeNo: order.outTradeNo,
    round: count.lotteryNum + 1,
  })
  check(log, extra.envelope?.code !== 0, 'a draw beyond the ones bought is refused', extra.text)

  const used = await customer.get<LotteryCount>('/v1/dEsports/private/updateLotteryCount', {
    outTradeNo: order.outTradeNo,
  })
  check(log, used.lotteryNumAlready === used.lotteryNum, 'every draw is used', used)
  const final = await orderDetails(customer, order.outTradeNo)
  const results = Object.entries(final.lotteryResults).map(
    ([round, text]) => [Number(round), (JSON.parse(text) as Prize).name] as const,
  )
  results.sort(([a], [b]) => a - b)
  check(
    log,
    JSON.stringify(results.map(([, name]) => name)) === JSON.stringify(won),
    `the order detail shows the results: ${won.join(', ')}`,
    final.lotteryResults,
  )
}
