import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { isBusinessError } from '@/lib/request.ts'
import { showToast } from '@/lib/toast.ts'
import { drawLottery, getLotteryCount } from './api/draw-lottery.ts'
import { lotteryKeys } from './api/keys.ts'
import {
  type DrawCounts,
  DrawMessages,
  type DrawRecord,
  type LotteryOrder,
  type LotteryPrize,
  parseDrawHistory,
  resolveStopIndex,
} from './lottery-order.ts'
import type { SpinHandle } from './use-wheel-spin.ts'

interface DrawInput {
  outTradeNo: string
  counts: DrawCounts
  history: DrawRecord[]
  prizes: LotteryPrize[]
  startSpin: () => SpinHandle
}

const resultsOf = (history: DrawRecord[]) =>
  Object.fromEntries(history.map((record) => [String(record.round), JSON.stringify(record.prize)]))

/**
 * One tap on the wheel (spec §4, Lottery draw): spin at once, ask the server for round used + 1,
 * land on its prize, then count the draw and congratulate. The counts change only once the wheel
 * stands still, so the card never gives the prize away mid-spin.
 */
export function useLotteryDraw({ outTradeNo, counts, history, prizes, startSpin }: DrawInput) {
  const queryClient = useQueryClient()
  const [spinning, setSpinning] = useState(false)
  const key = lotteryKeys.order(outTradeNo)

  const patchOrder = (patch: (order: LotteryOrder) => Partial<LotteryOrder>) =>
    queryClient.setQueryData<LotteryOrder>(key, (order) => (order ? { ...order, ...patch(order) } : order))

  const resync = async () => {
    try {
      const latest = await getLotteryCount(outTradeNo)
      patchOrder(() => latest)
    } catch {
      // Already told (request client); the screen keeps what it had.
    }
  }

  const draw = async () => {
    if (spinning) return
    if (counts.remaining <= 0) {
      showToast(DrawMessages.usedUp)
      return
    }
    const round = counts.used + 1
    setSpinning(true)
    const spin = startSpin()
    try {
      const answer = await drawLottery(outTradeNo, round)
      const index = resolveStopIndex(answer.index, round, history, prizes)
      const prize = answer.prize?.name ? answer.prize : prizes[index]!
      await spin.land(index)
      patchOrder((order) => ({
        lotteryNum: Math.max(order.lotteryNum, answer.lotteryNum ?? 0),
        lotteryNumAlready: Math.max(order.lotteryNumAlready, round),
        lotteryResults: resultsOf([
          ...parseDrawHistory(order.lotteryResults).filter((record) => record.round !== round),
          { round, prize },
        ]),
      }))
      showToast(`恭喜获得 ${prize.name}`)
    } catch (error) {
      spin.halt()
      // The server's own reason (used up, refunded…) has been shown by the request client; with no
      // answer at all the spec's retry message replaces the network hint.
      if (!isBusinessError(error)) showToast(DrawMessages.failed)
      await resync()
    } finally {
      setSpinning(false)
    }
  }

  return { draw, spinning }
}
