import { z } from 'zod'
import { PROOF_IMAGES_MAX, REVIEW_COMMENT_MAX } from '../constants.ts'
import { FulfilmentMessages } from '../messages/fulfilment.ts'
import { DATABASE_INTEGER_MAX, idParam, pageNumber, pageSize, wholeNumber } from './common.ts'
import { orderView } from './orders.ts'

/** What the customer gave for the service: how to reach them and whose game account to play. */
export const serviceCustomer = z.object({
  phone: z.string(),
  gameId: z.string(),
  textId: z.string(),
  orderRemarks: z.string(),
})

/**
 * An order as a worker sees it. `customer` is there only for the worker serving it, while it is
 * theirs in service or awaiting the customer's confirmation; null in the hall and for anyone else.
 */
export const workerOrderView = orderView
  .omit({ phone: true, gameId: true, textId: true, orderRemarks: true })
  .extend({
    workerAmount: z.number().int(),
    /** The worker's part when the order ended 协商完成 (0 otherwise). */
    splitWorkerAmount: z.number().int(),
    gameName: z.string(),
    paidTime: z.string(),
    acceptTime: z.string(),
    completeTime: z.string(),
    settleTime: z.string(),
    /** Absent unless the caller serves the order (an optional field keeps the hall's answer compiled). */
    customer: serviceCustomer.optional(),
  })

/**
 * How far the hall's counts go: a count stops here (the app shows 99+), so no page or centre visit
 * counts every waiting order (each counted order is a row read: 100 cost about 0.6 ms with 8 000 waiting).
 */
export const HALL_COUNT_CAP = 100

/** A hall count as the app shows it: 99+ once it reaches the cap. */
export const hallCountText = (count: number) =>
  count >= HALL_COUNT_CAP ? `${HALL_COUNT_CAP - 1}+` : String(count)

/** Where the next page of the hall starts: after an order offered to the worker, or after a hall order. */
export const HALL_CURSOR_PATTERN = /^(o_\d{1,10}|h_\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_\d{1,10})$/

/**
 * A cursor of the hall's shape that also names a place in it: a time that exists (not 13-45 or 02-30)
 * and an id an order can have. One of the shape alone would reach the database and fail there.
 */
function namesHallPlace(cursor: string) {
  if (!HALL_CURSOR_PATTERN.test(cursor)) return false
  const parts = cursor.split('_')
  if (Number(parts.at(-1)) > DATABASE_INTEGER_MAX) return false
  if (parts[0] === 'o') return true
  const at = parts[1]!
  // Milliseconds round-trip through Date; the last three digits of the microseconds are the cursor's own.
  const millis = Date.parse(at)
  return Number.isFinite(millis) && new Date(millis).toISOString().slice(0, 23) === at.slice(0, 23)
}

export const hallQuery = z.object({
  gameRegion: z.enum(['0', '1']).optional().catch(undefined),
  /** A product number (its id) or an order number exactly, or an order number's first 6+ characters. */
  keyword: z.string().trim().max(32).optional().catch(undefined),
  /** The previous page's `nextCursor`: the page after it, found by the index rather than counted off. */
  cursor: z.string().refine(namesHallPlace, '翻页参数不正确').optional(),
  pageNum: pageNumber,
  pageSize: pageSize(50),
})

export const hallPage = z.object({
  /** How many the worker may take, counted up to HALL_COUNT_CAP (a capped count means that many or more). */
  total: z.number().int(),
  list: z.array(workerOrderView),
  /** Pass as `cursor` for the page after this one ('' when there is none). */
  nextCursor: z.string(),
})

export const workerOrderListQuery = z.object({ bizStatus: z.enum(['1', '2', '3']).catch('1') })

export const attachmentBody = z.object({
  orderId: idParam('订单不存在'),
  /** Uploaded image paths joined by commas. */
  attachment: z
    .string({ error: FulfilmentMessages.proofRequired })
    .trim()
    .min(1, FulfilmentMessages.proofRequired)
    .refine((value) => value.split(',').filter(Boolean).length <= PROOF_IMAGES_MAX, {
      error: FulfilmentMessages.proofImagesMax,
    }),
})

export const reviewBody = z.object({
  orderId: idParam('订单不存在'),
  stars: wholeNumber(FulfilmentMessages.starsRequired, { min: 1, max: 5 }),
  comment: z
    .string()
    .trim()
    .max(REVIEW_COMMENT_MAX, `评价不能超过${REVIEW_COMMENT_MAX}个字`)
    .optional()
    .default(''),
})

/** A published review (worker detail): nickname masked. */
export const reviewView = z.object({
  stars: z.number().int(),
  comment: z.string(),
  nickName: z.string(),
  createTime: z.string(),
})

/** Spec §3, ranking entry. */
export const rankingEntry = z.object({
  id: z.number().int(),
  avatar: z.string(),
  nickName: z.string(),
  level: z.string(),
  /** Completed orders, or income this month in cents. */
  count: z.number().int(),
  /** 1-based rank; 0 when not ranked. */
  sort: z.number().int(),
})

export const workerRanking = z.object({
  data: z.array(rankingEntry),
  my: rankingEntry,
  /** When the daily job computed it, or ''. */
  updateTime: z.string(),
})

/** Spec §3, worker level data. */
export const workerLevelList = z.object({
  list: z.array(z.object({ id: z.number().int(), name: z.string(), content: z.string() })),
  my: z.object({
    level: z.number().int(),
    name: z.string(),
    delayAccept: z.number().int(),
    remarks: z.string(),
    completedOrders: z.number().int(),
    goodRatePercent: z.number(),
    points: z.number().int(),
    monthlyIncome: z.number().int(),
  }),
})

export const bossRankingQuery = z.object({ period: z.enum(['day', 'week', 'month']).catch('day') })

export const bossRankingEntry = z.object({
  rank: z.number().int(),
  nickName: z.string(),
  avatar: z.string(),
  /** Paid in the period, cents. */
  amount: z.number().int(),
})

export type WorkerOrderView = z.infer<typeof workerOrderView>
export type HallPage = z.infer<typeof hallPage>
export type ReviewView = z.infer<typeof reviewView>
export type RankingEntry = z.infer<typeof rankingEntry>
export type WorkerRanking = z.infer<typeof workerRanking>
export type WorkerLevelList = z.infer<typeof workerLevelList>
export type BossRankingEntry = z.infer<typeof bossRankingEntry>
