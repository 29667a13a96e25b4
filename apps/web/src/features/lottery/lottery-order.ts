import { OrderRuleMessages, type OrderView, RECENT_WINS_SHOWN, whyNot } from '@dianjing/shared'

/**
 * What the wheel screen reads from a lottery order (spec §3): the prize list inside productJson and
 * the draws made so far. Both are JSON text the server stored, so a broken piece reads as empty
 * rather than breaking the screen.
 */
export interface LotteryPrize {
  name: string
  /** Ten-thousandths; the server draws, the wheel only shows. */
  probability: number
}

/** The order as `orderDetails` answers it for the wheel (its lotteryResults hold the draws made). */
export type LotteryOrder = OrderView

export interface DrawRecord {
  round: number
  prize: LotteryPrize
}

/** Refusals of a draw under which the wheel is still shown, with what was drawn. */
const WHEEL_STILL_SHOWN: ReadonlySet<string> = new Set([
  OrderRuleMessages.drawsUsedUp,
  OrderRuleMessages.drawRefundPending,
])

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return null
  }
}

function asPrize(value: unknown): LotteryPrize | null {
  const record = parseJson(value)
  if (typeof record !== 'object' || record === null) return null
  const { name, probability } = record as Record<string, unknown>
  if (typeof name !== 'string' || name === '') return null
  return { name, probability: Number(probability) || 0 }
}

export interface LotteryProduct {
  title: string
  productCover: string
  prizes: LotteryPrize[]
}

/** productJson holds title, cover and `options`: the prize list, itself JSON text. */
export function parseLotteryProduct(productJson: string): LotteryProduct {
  const record = parseJson(productJson)
  const fields = typeof record === 'object' && record !== null ? (record as Record<string, unknown>) : {}
  const options = parseJson(fields.options)
  const prizes = Array.isArray(options) ? options.map(asPrize).filter((prize) => prize !== null) : []
  return {
    title: typeof fields.title === 'string' ? fields.title : '',
    productCover: typeof fields.productCover === 'string' ? fields.productCover : '',
    prizes,
  }
}

/** lotteryResults: an object keyed by round number, each value the prize as JSON text. Oldest first. */
export function parseDrawHistory(lotteryResults: unknown): DrawRecord[] {
  const record = parseJson(lotteryResults)
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return []
  const history: DrawRecord[] = []
  for (const [key, value] of Object.entries(record)) {
    const round = Number(key)
    const prize = asPrize(value)
    if (Number.isInteger(round) && round > 0 && prize) history.push({ round, prize })
  }
  return history.sort((a, b) => a.round - b.round)
}

/** The latest draws first, as many as the recent-wins list shows (spec §9). */
export function recentWins(history: DrawRecord[]): DrawRecord[] {
  return [...history].sort((a, b) => b.round - a.round).slice(0, RECENT_WINS_SHOWN)
}

export interface DrawCounts {
  total: number
  used: number
  remaining: number
}

export function drawCounts(lotteryNum: number, lotteryNumAlready: number): DrawCounts {
  const total = Math.max(0, lotteryNum)
  const used = Math.min(total, Math.max(0, lotteryNumAlready))
  return { total, used, remaining: total - used }
}

/** Why the wheel cannot be shown for this order, or null when it can. */
export function wheelUnavailableReason(order: LotteryOrder, prizes: LotteryPrize[]): string | null {
  // The rule `draw`'s refusal, except that the wheel stays on show with its past draws once they are
  // used up or while a refund is being decided (drawing itself is refused then).
  const refusal = whyNot(order, 'draw')
  if (refusal && !WHEEL_STILL_SHOWN.has(refusal)) return refusal
  if (prizes.length < 2) return '奖品信息缺失，请联系客服'
  return null
}

export const DrawMessages = {
  failed: '抽奖失败，请重试',
  usedUp: '抽奖次数已用完',
  drawing: '抽奖中…',
  noWins: '暂无抽奖记录',
} as const

/** The draw button (spec §2): the remaining count, or why it is disabled. */
export function drawButtonState(remaining: number, spinning: boolean): { label: string; disabled: boolean } {
  if (spinning) return { label: DrawMessages.drawing, disabled: true }
  if (remaining <= 0) return { label: DrawMessages.usedUp, disabled: true }
  return { label: `开始抽奖（剩余${remaining}次）`, disabled: false }
}

/**
 * Where the wheel stops for round `round` (spec §4, Lottery draw). The server's index when it is one
 * of the sectors; when it is missing, the round's prize from the history this screen holds, else a
 * sector picked by the round; an index the list does not have lands on the first sector.
 */
export function resolveStopIndex(
  index: unknown,
  round: number,
  history: DrawRecord[],
  prizes: LotteryPrize[],
): number {
  const count = prizes.length
  if (count === 0) return 0
  if (index === null || index === undefined || index === '' || !Number.isFinite(Number(index))) {
    const earlier = history.find((record) => record.round === round)
    const known = earlier ? prizes.findIndex((prize) => prize.name === earlier.prize.name) : -1
    if (known >= 0) return known
    return (((round - 1) % count) + count) % count
  }
  const position = Number(index)
  return Number.isInteger(position) && position >= 0 && position < count ? position : 0
}
