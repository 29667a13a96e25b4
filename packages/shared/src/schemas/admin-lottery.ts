import { z } from 'zod'

/**
 * How often one prize came out of a lottery product's wheel. Counted by the name recorded with each
 * draw, so a prize renamed or removed later keeps its history under its old name.
 */
export const adminLotteryPrizeStat = z.object({
  name: z.string(),
  /** Configured probability in ten-thousandths; null for a name no longer on the wheel. */
  probability: z.number().int().nullable(),
  timesWon: z.number().int(),
  /** timesWon / draws made, in ten-thousandths (rounded); 0 while nothing has been drawn. */
  observedShare: z.number().int(),
})

export const adminLotteryProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  /** '0' on sale, '1' sold out. */
  status: z.string(),
  /** Deleted from the catalogue, listed because it has orders. */
  deleted: z.boolean(),
  prizes: z.array(z.object({ name: z.string(), probability: z.number().int() })),
  /** Lottery orders paid, refunded ones included (status 1 or 4). */
  ordersPaid: z.number().int(),
  drawsSold: z.number().int(),
  drawsUsed: z.number().int(),
  /** The configured prizes in wheel order, then any retired names still found in results. */
  prizeStats: z.array(adminLotteryPrizeStat),
})

export const adminLotteryProductList = z.array(adminLotteryProduct)

export const adminLotteryOrder = z.object({
  orderId: z.number().int(),
  orderNum: z.string(),
  outTradeNo: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  lotteryNum: z.number().int(),
  lotteryNumAlready: z.number().int(),
  /** OrderStatus: paid or refunded. */
  status: z.number().int(),
  paidTime: z.string().nullable(),
  /** One entry per draw made, by round. */
  results: z.array(z.object({ round: z.number().int(), name: z.string() })),
})

export const adminLotteryOrderList = z.object({ total: z.number().int(), list: z.array(adminLotteryOrder) })

export type AdminLotteryPrizeStat = z.infer<typeof adminLotteryPrizeStat>
export type AdminLotteryProduct = z.infer<typeof adminLotteryProduct>
export type AdminLotteryOrder = z.infer<typeof adminLotteryOrder>
export type AdminLotteryOrderList = z.infer<typeof adminLotteryOrderList>
