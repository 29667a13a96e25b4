/** The answers as this client reads them: the fields spec §3 names, and what it checks. */

export interface Game {
  id: number
  name: string
}

export interface Product {
  id: number
  gameId: number
  title: string
  preferentialPrice: number
  status: string
}

export interface ProductDetails extends Product {
  description: string
  imgAddressList: string[]
}

export interface Worker {
  userId: number
  nickName: string
}

export interface UserInfo {
  id: number
  nickName: string
  phone: string
  briefIntroduction: string
}

export interface Order {
  id: number
  outTradeNo: string
  orderNum: string
  status: number
  bizStatus: number
  refundStatus: number
  productJson: string
  amount: number
  type: number
  gameRegion: string
  attachment: string
  lotteryNum: number
  lotteryNumAlready: number
  lotteryResults: Record<string, string>
}

export interface Hall {
  total: number
  list: Order[]
}

export interface LotteryCount {
  lotteryNum: number
  lotteryNumAlready: number
  lotteryResults: Record<string, string>
}

export interface LotteryDraw extends LotteryCount {
  index: number
  round: number
}

export interface FundRecord {
  id: number
  type: number
  amount: number
  remarks: string
  orderNum: string
  status: number | null
}

export interface Balance {
  availableBalance: number
  frozenBalance: number
}

export interface WorkerCenterSummary {
  deposit: number
  availableBalance: number
  fineAmount: number
  membershipExpiresAt: string
  counts: { inService: number; pendingSettlement: number; settled: number; all: number }
}

export interface RankingEntry {
  id: number
  nickName: string
  count: number
  sort: number
}

export interface Ranking {
  data: RankingEntry[]
  my: RankingEntry
}

export interface PaymentInfo {
  zfbName: string
  zfbPhone: string
  zfbPaymentCode: string
}

/** The order create payload of spec §3, with the values the spec's client sends. */
export interface OrderCreatePayload {
  productId: number
  gameId: string
  textId: string
  gameRegion: string
  workerType: '0'
  orderQuantity: number
  orderRemarks: string
  totalAmount: number
  orderType: '0'
  automaticScheduling: '0' | '1'
  workerId: string | number
  workerName: string
  phone: string
}
