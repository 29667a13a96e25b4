import { z } from 'zod'
import { game } from './catalogue.ts'
import { idParam } from './common.ts'
import { reviewView } from './fulfilment.ts'

export const workerListQuery = z.object({
  /** Search text matched against the nickname. */
  userName: z.string().trim().max(20, '搜索内容过长').optional(),
})

export const workerDetailsQuery = z.object({ userId: idParam('打手不存在') })

/** A worker as the players list shows one (spec §3, Worker). */
export const workerCard = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  avatar: z.string(),
  /** The level's label: 打手, 金牌打手, VIP打手. */
  level: z.string(),
  /** Overall rating with two decimals, e.g. "5.00". */
  rating: z.string(),
  /** QQ区 or 微信区. */
  region: z.string(),
  completedOrders: z.number().int(),
  /** Names of the games served. */
  gameNames: z.array(z.string()),
})

export const workerDetails = workerCard.extend({
  briefIntroduction: z.string(),
  /** '0' male, '1' female. */
  sex: z.string(),
  /** The rating blocks of the detail page, each with two decimals. */
  ratings: z.object({
    overall: z.string(),
    technique: z.string(),
    attitude: z.string(),
    punctuality: z.string(),
  }),
  games: z.array(game),
  /** How many customers rated; the overall rating is their mean (5.00 before the first). */
  ratingCount: z.number().int(),
  /** The latest reviews, newest first, nicknames masked. */
  reviews: z.array(reviewView),
})

export type WorkerCard = z.infer<typeof workerCard>
export type WorkerDetails = z.infer<typeof workerDetails>
