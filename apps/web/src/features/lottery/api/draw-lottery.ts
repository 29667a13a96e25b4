import { newIdempotencyKey } from '@/lib/idempotency.ts'
import { http } from '@/lib/request.ts'
import type { LotteryPrize } from '../lottery-order.ts'

export interface DrawAnswer {
  /** Position in the prize list; the wheel falls back when it is missing or not a sector (spec §4). */
  index?: number | null
  round: number
  prize?: LotteryPrize | null
  lotteryNum: number
  lotteryNumAlready: number
}

export interface LotteryCount {
  lotteryNum: number
  lotteryNumAlready: number
  lotteryResults: Record<string, string>
}

/** Draw `round` (used + 1). Asking for the same round again answers the same prize. One key per spin. */
export function drawLottery(
  outTradeNo: string,
  round: number,
  idempotencyKey = newIdempotencyKey(),
): Promise<DrawAnswer> {
  return http.get<DrawAnswer>('/v1/dEsports/wxOrder/lotteryDraw', { outTradeNo, round }, { idempotencyKey })
}

/** The order's draw counts and results as the server has them now. */
export function getLotteryCount(outTradeNo: string): Promise<LotteryCount> {
  return http.get<LotteryCount>('/v1/dEsports/private/updateLotteryCount', { outTradeNo })
}
