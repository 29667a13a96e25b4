/** Business constants and limits of spec §9, written once for all three apps. */
import { type Cents, percentOf, yuan } from './money.ts'
import { OrderStatus } from './states.ts'

export const REQUEST_TIMEOUT_MS = 5000
/** The id of a page's data block: the server's answers to its first screen's calls (decision 031). */
export const FIRST_ANSWERS_BLOCK_ID = 'dj-first-answers'
export const TOAST_DURATION_MS = 2000
export const CAROUSEL_AUTOPLAY_MS = 3000
export const HOME_NOTICE_REPEAT_SECONDS = 300

export const DEBUG_PANEL = { pullDistancePx: 600, autoHideMs: 10_000, taps: 3, tapWindowMs: 3000 } as const

export const SEARCH_DEBOUNCE_MS = 300
export const WORKER_PICKER_POPUP_HEIGHT = '70vh'
export const REFUND_POPUP_HEIGHT = '60vh'

export const ORDER_QUANTITY = { min: 1, max: 99 } as const
export const BRIEF_TRUNCATE = { orderForm: 50, homeCard: 30 } as const

export const APPLICATION_LIMITS = { name: 20, intro: 140, images: 3, imageBytes: 5 * 1024 * 1024 } as const
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024
export const PHONE_LENGTH = 11
export const PROFILE_LIMITS = { nickName: 20, intro: 100 } as const

export const DEPOSIT_MAX_PER_TOPUP = yuan(20000)
export const DEPOSIT_QUICK_AMOUNTS_YUAN = [100, 200, 500, 1000, 2000, 5000] as const
export const MEMBERSHIP_FEE = yuan(100)
export const MEMBERSHIP_VALID_YEARS = 1
/** The least deposit a worker needs to take orders (docs/domain.md, Fulfilment). */
export const WORKER_MIN_DEPOSIT = yuan(100)
/** Orders a worker may have in service at once: the base, plus one per `perDeposit` of deposit. */
export const IN_SERVICE_CAP = { base: 3, perDeposit: yuan(500) } as const
export const BALANCE_RECHARGE = { min: yuan(1), max: yuan(10000) } as const

/** The worker's share of an order, in basis points: the amount less the platform's 20% commission. */
export const WORKER_SHARE_BASIS_POINTS = 8000
/** The worker's fee for an order, fixed when it is paid (docs/domain.md, Orders): rounded down to a cent. */
export const workerAmountOf = (amount: Cents): Cents => percentOf(amount, WORKER_SHARE_BASIS_POINTS)
export const BALANCE_RECHARGE_QUICK_AMOUNTS_YUAN = [10, 50, 100, 200, 500, 1000] as const

export const RANKING_TOP = 100
export const RECENT_WINS_SHOWN = 5
export const WHEEL = { drawDelayMs: 2000, speed: 20, accelerateMs: 2500, decelerateMs: 2500 } as const

export const Region = { qq: '0', wechat: '1' } as const
export const REGION_LABELS: Record<string, string> = { '0': 'QQ区', '1': '微信区' }

/**
 * The tabs of /order-list (spec §2), then 退款/售后: every order with a refund story (applied for and
 * in review, refused, or refunded), the orders the /mine count of that name counts.
 */
export const ORDER_LIST_TABS = [
  { value: 'all', label: '全部' },
  { value: `${OrderStatus.unpaid}`, label: '待付款' },
  { value: `${OrderStatus.paid}`, label: '已付款' },
  { value: `${OrderStatus.refunded}`, label: '已退款' },
  { value: 'refund', label: '退款/售后' },
] as const

/** A designated order its worker has not accepted within this goes to the hall (docs/domain.md, Orders). */
export const DESIGNATED_RELEASE_MINUTES = 30
/** A completed order the customer has not confirmed settles by itself after this. */
export const AUTO_CONFIRM_HOURS = 24
/** Proof images per order. */
export const PROOF_IMAGES_MAX = 9
export const REVIEW_COMMENT_MAX = 200
export const WECHAT_AUTH_SCOPE = 'snsapi_base'

export const WORKER_LEVEL_THRESHOLDS = [
  { name: '打手', orders: 0, goodRatePercent: 0, points: 0, monthlyIncome: 0, delayAccept: 10 },
  { name: '金牌打手', orders: 50, goodRatePercent: 95, points: 1000, monthlyIncome: 0, delayAccept: 5 },
  {
    name: 'VIP打手',
    orders: 200,
    goodRatePercent: 98,
    points: 2000,
    monthlyIncome: yuan(5000),
    delayAccept: 0,
  },
] as const

/** A worker level's name; an unknown level reads as the first. */
export const workerLevelName = (level: number): string =>
  (WORKER_LEVEL_THRESHOLDS[level] ?? WORKER_LEVEL_THRESHOLDS[0]).name

/** A rating kept in hundredths (500), as shown (5.00). */
export const ratingText = (hundredths: number): string => (hundredths / 100).toFixed(2)

/** Product status '0' is on sale; anything else is sold out (spec §3). */
export const PRODUCT_ON_SALE = '0'
/** The sales a new product shows before its first order (shown sales = base + paid orders). */
export const DEFAULT_SALES_VOLUME = 100

/** What an upload refused by type or size says, on the server and in the apps alike. */
export const UploadMessages = {
  noFile: '请选择图片',
  notImage: '只能上传图片（JPG、PNG、GIF、WEBP）',
  tooLarge: '文件大小不能超过5MB',
} as const
