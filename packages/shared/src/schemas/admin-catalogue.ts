import { z } from 'zod'
import { htmlHasContent, htmlText } from '../text.ts'
import { formatDateTime, parseDateTime } from '../time.ts'
import { idParam, pageNumber, pageSize, requiredText } from './common.ts'

/** Limits of what staff edit in the catalogue; the table columns are sized to them. */
export const CATALOGUE_LIMITS = {
  gameName: 32,
  productType: 32,
  productTitle: 80,
  productBrief: 200,
  productImages: 9,
  /** Rich text is stored sanitised; this caps its markup, against a pasted document of megabytes. */
  html: 50_000,
  /** What rich text may say: characters of its visible text (`htmlText`), what the editor counts. */
  productDescription: 5_000,
  homeNotice: 500,
  orderNotice: 2_000,
  workerAnnouncement: 2_000,
  bannerTitle: 64,
  bannerLink: 500,
  levelName: 20,
  levelContent: 500,
  platformNotification: 500,
  supportWechatId: 20,
  lotteryPrizes: { min: 2, max: 12 },
  lotteryPrizeName: 32,
  lotteryDrawsPerUnit: 100,
  /** 1,000,000 yuan: far above any real service, low enough to catch a mistyped price. */
  priceCents: 100_000_000,
  salesBase: 10_000_000,
  sort: 100_000,
} as const

/** Prize probabilities are integers in ten-thousandths: 10000 is 100% (two decimals of a percent). */
export const PROBABILITY_TOTAL = 10_000

export const ProductKind = { normal: 'normal', lottery: 'lottery' } as const

export const PRODUCT_STATUS_LABELS: Record<string, string> = { '0': '在售', '1': '已售罄' }

const PERCENT_PATTERN = /^(0|[1-9]\d{0,2})(?:\.(\d{1,2}))?$/

/** "12.5" (percent) → 1250 ten-thousandths, digit by digit like yuanToCents; anything else → null. */
export function percentToProbability(text: string): number | null {
  const match = PERCENT_PATTERN.exec(text.trim())
  if (!match) return null
  const value = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return value <= PROBABILITY_TOTAL ? value : null
}

/** 1250 → "12.5"; 10000 → "100". */
export function probabilityToPercent(probability: number): string {
  const whole = Math.floor(probability / 100)
  const fraction = String(probability % 100)
    .padStart(2, '0')
    .replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}

// --- field rules ---------------------------------------------------------------------------------

/** An image the server serves (an upload or a seed image), or an https address. */
const IMAGE_PATH = /^(\/boot\/files\/(?!.*\.\.)[\w./-]+|https:\/\/[^\s"'<>]+)$/

export function imagePath(requiredMessage: string) {
  return requiredText(requiredMessage).regex(IMAGE_PATH, '图片地址不正确，请重新上传')
}

/** An optional image: empty text means none. */
const optionalImagePath = z
  .string({ error: '图片地址不正确，请重新上传' })
  .trim()
  .refine((value) => value === '' || IMAGE_PATH.test(value), '图片地址不正确，请重新上传')

function cents(label: string) {
  return z
    .number({ error: `请输入${label}` })
    .int(`${label}最多保留两位小数`)
    .min(0, `${label}不能为负数`)
    .max(CATALOGUE_LIMITS.priceCents, `${label}不能超过1000000元`)
}

const sort = z
  .number({ error: '排序必须为整数' })
  .int('排序必须为整数')
  .min(0, '排序不能小于0')
  .max(CATALOGUE_LIMITS.sort, `排序不能超过${CATALOGUE_LIMITS.sort}`)
  .default(0)

/**
 * Staff-written rich text: at most `maxText` characters of what readers see, and markup within the
 * stored cap. Over either it is refused, never cut. `required` refuses a text that shows nothing.
 */
function richText(label: string, maxText: number, { required = false } = {}) {
  return z
    .string({ error: required ? `请填写${label}` : `${label}格式不正确` })
    .max(CATALOGUE_LIMITS.html, `${label}的排版内容过长，请减少图片或格式`)
    .superRefine((html, context) => {
      if (required && !htmlHasContent(html)) {
        context.addIssue({ code: 'custom', message: `请填写${label}` })
      } else if (htmlText(html).length > maxText) {
        context.addIssue({ code: 'custom', message: `${label}不能超过${maxText}个字符` })
      }
    })
}

/**
 * A link a banner opens: a path inside the app (`/product-detail?productId=3`) or an https address.
 * Anything else, `javascript:` above all, is refused.
 */
export function isSafeLink(value: string): boolean {
  return SAFE_LINK.test(value)
}

// A path of the app (not `//host`, no backslashes), or https to a plain host name (no `user@`).
const SAFE_LINK = /^(\/(?![/\\])[^\s\\]*|https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:[/?#][^\s\\]*)?)$/

// --- games --------------------------------------------------------------------------------------

export const gameBody = z.object({
  name: requiredText('请输入游戏名称').max(
    CATALOGUE_LIMITS.gameName,
    `游戏名称不能超过${CATALOGUE_LIMITS.gameName}个字符`,
  ),
  icon: imagePath('请上传游戏图标'),
  sort,
  enabled: z.boolean({ error: '请选择是否启用' }).default(true),
})

export const adminGame = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** Products of this game that are not deleted. */
  productCount: z.number().int(),
})

// --- products -----------------------------------------------------------------------------------

export const lotteryPrize = z.object({
  name: requiredText('请输入奖品名称').max(
    CATALOGUE_LIMITS.lotteryPrizeName,
    `奖品名称不能超过${CATALOGUE_LIMITS.lotteryPrizeName}个字符`,
  ),
  /** Ten-thousandths: 2500 is 25%. */
  probability: z
    .number({ error: '请输入中奖概率' })
    .int('中奖概率最多保留两位小数')
    .min(1, '中奖概率必须大于0')
    .max(PROBABILITY_TOTAL, '中奖概率不能超过100%'),
})

export const productStatus = z.enum(['0', '1'], { error: '请选择商品状态' })

export const productBody = z
  .object({
    gameId: z.number({ error: '请选择游戏' }).int('请选择游戏').positive('请选择游戏'),
    type: requiredText('请输入商品分组').max(
      CATALOGUE_LIMITS.productType,
      `商品分组不能超过${CATALOGUE_LIMITS.productType}个字符`,
    ),
    title: requiredText('请输入商品标题').max(
      CATALOGUE_LIMITS.productTitle,
      `商品标题不能超过${CATALOGUE_LIMITS.productTitle}个字符`,
    ),
    briefIntroduction: z
      .string({ error: '商品简介格式不正确' })
      .trim()
      .max(CATALOGUE_LIMITS.productBrief, `商品简介不能超过${CATALOGUE_LIMITS.productBrief}个字符`)
      .default(''),
    description: richText('商品详情', CATALOGUE_LIMITS.productDescription).default(''),
    productCover: imagePath('请上传商品封面'),
    imgAddressList: z
      .array(imagePath('图片地址不正确，请重新上传'), { error: '商品图片格式不正确' })
      .max(CATALOGUE_LIMITS.productImages, `商品图片最多${CATALOGUE_LIMITS.productImages}张`)
      .default([]),
    preferentialPrice: cents('优惠价'),
    originalPrice: cents('原价'),
    salesBase: z
      .number({ error: '请输入基础销量' })
      .int('基础销量必须为整数')
      .min(0, '基础销量不能为负数')
      .max(CATALOGUE_LIMITS.salesBase, '基础销量过大')
      .default(100),
    status: productStatus.default('0'),
    sort,
    kind: z.enum(['normal', 'lottery'], { error: '请选择商品类型' }).default('normal'),
    lotteryPrizes: z.array(lotteryPrize, { error: '奖品列表格式不正确' }).nullish(),
    lotteryDrawsPerUnit: z
      .number({ error: '请输入每份抽奖次数' })
      .int('每份抽奖次数必须为整数')
      .min(1, '每份抽奖次数至少为1')
      .max(
        CATALOGUE_LIMITS.lotteryDrawsPerUnit,
        `每份抽奖次数不能超过${CATALOGUE_LIMITS.lotteryDrawsPerUnit}`,
      )
      .nullish(),
    /** The order form asks for the customer's game account and password (issue 23). */
    needsGameLogin: z.boolean({ error: '请选择是否需要游戏账号' }).default(false),
  })
  .superRefine((product, context) => {
    if (product.kind !== 'lottery') return
    const prizes = product.lotteryPrizes ?? []
    const { min, max } = CATALOGUE_LIMITS.lotteryPrizes
    if (prizes.length < min) {
      context.addIssue({ code: 'custom', path: ['lotteryPrizes'], message: `抽奖商品至少需要${min}个奖品` })
    } else if (prizes.length > max) {
      context.addIssue({ code: 'custom', path: ['lotteryPrizes'], message: `奖品最多${max}个` })
    } else if (prizes.reduce((sum, prize) => sum + prize.probability, 0) !== PROBABILITY_TOTAL) {
      context.addIssue({ code: 'custom', path: ['lotteryPrizes'], message: '奖品概率之和必须等于100%' })
    }
    if (product.lotteryDrawsPerUnit == null) {
      context.addIssue({ code: 'custom', path: ['lotteryDrawsPerUnit'], message: '请输入每份抽奖次数' })
    }
  })

export const productStatusBody = z.object({ status: productStatus })

export const adminProductListQuery = z.object({
  page: pageNumber,
  pageSize: pageSize(100),
  gameId: idParam('游戏分类不存在').optional(),
  status: productStatus.optional(),
  keyword: z.string().trim().max(CATALOGUE_LIMITS.productTitle, '搜索内容过长').optional(),
})

/** A product as the console's table lists it: prices in cents. */
export const adminProductRow = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  gameName: z.string(),
  type: z.string(),
  title: z.string(),
  productCover: z.string(),
  preferentialPrice: z.number().int(),
  originalPrice: z.number().int(),
  salesBase: z.number().int(),
  salesCount: z.number().int(),
  /** What customers see: base + paid orders. */
  salesVolume: z.number().int(),
  status: z.string(),
  sort: z.number().int(),
  kind: z.enum(['normal', 'lottery']),
  needsGameLogin: z.boolean(),
  updatedAt: z.string(),
})

export const adminProductPage = z.object({
  list: z.array(adminProductRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})

/** One product with every field the editor shows. Lottery fields are null on a normal product. */
export const adminProduct = adminProductRow.extend({
  briefIntroduction: z.string(),
  description: z.string(),
  imgAddressList: z.array(z.string()),
  lotteryPrizes: z.array(z.object({ name: z.string(), probability: z.number().int() })).nullable(),
  lotteryDrawsPerUnit: z.number().int().nullable(),
})

// --- banners ------------------------------------------------------------------------------------

/** A banner's start or end as staff pick it, normalised to `2026-11-21 20:00:00`; empty is null. */
function bannerTime(label: string) {
  return z
    .string({ error: `${label}格式不正确` })
    .trim()
    .nullish()
    .transform((text, context) => {
      if (!text) return null
      const at = parseDateTime(text)
      if (at) return formatDateTime(at)
      context.addIssue({ code: 'custom', message: `${label}格式不正确，请重新选择` })
      return z.NEVER
    })
}

export const bannerBody = z
  .object({
    title: z
      .string({ error: '标题格式不正确' })
      .trim()
      .max(CATALOGUE_LIMITS.bannerTitle, `标题不能超过${CATALOGUE_LIMITS.bannerTitle}个字符`)
      .default(''),
    image: imagePath('请上传轮播图片'),
    link: z
      .string({ error: '跳转链接格式不正确' })
      .trim()
      .max(CATALOGUE_LIMITS.bannerLink, `跳转链接不能超过${CATALOGUE_LIMITS.bannerLink}个字符`)
      .refine((value) => value === '' || isSafeLink(value), '跳转链接须为站内路径（以 / 开头）或 https 链接')
      .nullish()
      .transform((value) => value || null),
    sort,
    enabled: z.boolean({ error: '请选择是否启用' }).default(true),
    /** When the app starts and stops showing it, Shanghai wall time; empty means no limit that way. */
    startTime: bannerTime('上线时间'),
    endTime: bannerTime('下线时间'),
  })
  .superRefine(({ startTime, endTime }, context) => {
    const problem = bannerScheduleProblem(startTime, endTime)
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['endTime'] })
  })

/** Why a banner's two times cannot go together (each a checked time, or empty for no limit), or undefined. */
export function bannerScheduleProblem(
  startTime?: string | null,
  endTime?: string | null,
): string | undefined {
  const starts = startTime ? parseDateTime(startTime) : null
  const ends = endTime ? parseDateTime(endTime) : null
  return starts && ends && ends <= starts ? '下线时间必须晚于上线时间' : undefined
}

/** Where a banner is in its schedule: before it, showing (no limit reached), or past it. */
export const BANNER_SCHEDULES = ['upcoming', 'live', 'ended'] as const
export type BannerSchedule = (typeof BANNER_SCHEDULES)[number]

export const adminBanner = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** `2026-11-21 20:00:00` Shanghai time, or '' for no limit. */
  startTime: z.string(),
  endTime: z.string(),
  /** By the server's clock when listed. */
  schedule: z.enum(BANNER_SCHEDULES),
})

// --- configuration ------------------------------------------------------------------------------

/** WeChat's own rule for an id: 6–20 letters, digits, `_` or `-`, starting with a letter. */
const WECHAT_ID_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{5,19}$/

export const systemConfigBody = z.object({
  platformNotification: z
    .string({ error: '平台须知格式不正确' })
    .trim()
    .max(
      CATALOGUE_LIMITS.platformNotification,
      `平台须知不能超过${CATALOGUE_LIMITS.platformNotification}个字符`,
    )
    .default(''),
  complaintImage: optionalImagePath.default(''),
  assessmentImage: optionalImagePath.default(''),
  homeNotice: richText('首页公告', CATALOGUE_LIMITS.homeNotice, { required: true }),
  orderNotice: richText('下单须知', CATALOGUE_LIMITS.orderNotice, { required: true }),
  supportWechatId: requiredText('请填写客服微信号')
    .max(CATALOGUE_LIMITS.supportWechatId, `客服微信号不能超过${CATALOGUE_LIMITS.supportWechatId}个字符`)
    .regex(WECHAT_ID_PATTERN, '客服微信号须为6-20位字母、数字、下划线或减号，并以字母开头'),
})

export const h5ConfigBody = z.object({
  platformAnnouncement: richText('打手公告', CATALOGUE_LIMITS.workerAnnouncement).default(''),
})

// --- customer levels ----------------------------------------------------------------------------

export const userLevelBody = z.object({
  name: requiredText('请输入等级名称').max(
    CATALOGUE_LIMITS.levelName,
    `等级名称不能超过${CATALOGUE_LIMITS.levelName}个字符`,
  ),
  maxPoints: z
    .number({ error: '请输入成长值上限' })
    .int('成长值上限必须为整数')
    .min(1, '成长值上限必须大于0')
    .max(Number.MAX_SAFE_INTEGER, '成长值上限过大'),
  content: z
    .string({ error: '权益说明格式不正确' })
    .trim()
    .max(CATALOGUE_LIMITS.levelContent, `权益说明不能超过${CATALOGUE_LIMITS.levelContent}个字符`)
    .default(''),
})

export const adminUserLevel = z.object({
  id: z.number().int(),
  name: z.string(),
  maxPoints: z.number().int(),
  content: z.string(),
})

/**
 * A change to the customer levels, before it is saved (POST /boot/admin/user-levels/preview): a new level,
 * an edit of level `id`, or its removal.
 */
export const userLevelPreviewBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('create'), level: userLevelBody }),
  z.object({ action: z.literal('update'), id: idParam('会员等级不存在'), level: userLevelBody }),
  z.object({ action: z.literal('delete'), id: idParam('会员等级不存在') }),
])

/** How many customers a level change would move, and from which level to which. */
export const userLevelPreview = z.object({
  customers: z.number().int(),
  moves: z.array(z.object({ from: z.string(), to: z.string(), customers: z.number().int() })),
})

export type UserLevelPreviewBody = z.infer<typeof userLevelPreviewBody>
export type UserLevelPreview = z.infer<typeof userLevelPreview>

export const adminIdParams = z.object({ id: idParam('记录不存在') })

export type GameBody = z.infer<typeof gameBody>
export type GameBodyInput = z.input<typeof gameBody>
export type AdminGame = z.infer<typeof adminGame>
/** What the server works with after parsing (defaults filled in). */
export type ProductBody = z.infer<typeof productBody>
/** What a client may send. */
export type ProductBodyInput = z.input<typeof productBody>
export type AdminProductListQuery = z.infer<typeof adminProductListQuery>
export type AdminProductRow = z.infer<typeof adminProductRow>
export type AdminProductPage = z.infer<typeof adminProductPage>
export type AdminProduct = z.infer<typeof adminProduct>
export type BannerBody = z.infer<typeof bannerBody>
export type BannerBodyInput = z.input<typeof bannerBody>
export type AdminBanner = z.infer<typeof adminBanner>
export type SystemConfigBody = z.infer<typeof systemConfigBody>
export type H5ConfigBody = z.infer<typeof h5ConfigBody>
export type UserLevelBody = z.infer<typeof userLevelBody>
export type AdminUserLevel = z.infer<typeof adminUserLevel>
