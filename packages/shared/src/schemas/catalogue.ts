import { z } from 'zod'
import { idParam } from './common.ts'

export const banner = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  link: z.string().nullable(),
})

export const game = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  sort: z.number().int(),
})

/** A product as listed: prices in cents, status '0' on sale (spec §3). */
export const productCard = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  type: z.string(),
  title: z.string(),
  briefIntroduction: z.string(),
  productCover: z.string(),
  preferentialPrice: z.number().int(),
  originalPrice: z.number().int(),
  salesVolume: z.number().int(),
  status: z.string(),
})

export const productDetails = productCard.extend({
  description: z.string(),
  imgAddressList: z.array(z.string()),
  /** The order form asks for the customer's game login (issue 23). */
  needsGameLogin: z.boolean(),
})

export const productListQuery = z.object({
  gameId: idParam('游戏类型不存在').optional(),
})

export const productDetailsQuery = z.object({
  productId: idParam('商品不存在'),
})

/** System config (spec §3): served as JSON text, as the spec's client expects. */
export const systemConfig = z.object({
  platformNotification: z.string(),
  complaintImage: z.string(),
  assessmentImage: z.string(),
  homeNotice: z.string(),
  orderNotice: z.string(),
  /** The support WeChat id the contact dialogs show and copy. */
  supportWechatId: z.string(),
})

export const h5Config = z.object({ platformAnnouncement: z.string() })

export type Banner = z.infer<typeof banner>
export type Game = z.infer<typeof game>
export type ProductCard = z.infer<typeof productCard>
export type ProductDetails = z.infer<typeof productDetails>
export type SystemConfig = z.infer<typeof systemConfig>
export type H5Config = z.infer<typeof h5Config>
