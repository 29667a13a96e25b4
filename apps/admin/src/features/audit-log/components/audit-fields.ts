import {
  ApplicationStatus,
  BizStatus,
  ChatReportStatus,
  OrderStatus,
  PROBABILITY_TOTAL,
  PRODUCT_STATUS_LABELS,
  REGION_LABELS,
  RefundStatus,
  STAFF_ROLE_LABELS,
  StaffStatus,
  UserStatus,
  WITHDRAWAL_STATUS_LABELS,
  WORKER_STANDING_LABELS,
} from '@dianjing/shared'
import { yuanText } from '@/lib/money.ts'
import { SETTINGS_FIELD_LABELS, settingsText } from './audit-settings.ts'

/** What each recorded field is, in the console's words. */
const FIELD_LABELS: Record<string, string> = {
  status: '状态',
  bizStatus: '服务状态',
  refundStatus: '退款状态',
  workerId: '打手ID',
  userId: '用户ID',
  staffId: '员工ID',
  amount: '金额',
  refund: '退款金额',
  workerAmount: '打手服务费',
  deposit: '保证金',
  fineOwed: '欠缴罚款',
  taken: '已扣除',
  owed: '计入欠款',
  fineId: '罚款记录ID',
  orderNum: '订单号',
  returned: '退还保证金',
  returnedToBalance: '退回可用余额',
  owedCancelled: '取消欠款',
  paidOtherFines: '抵扣其他欠缴罚款',
  price: '价格',
  originalPrice: '原价',
  preferentialPrice: '优惠价',
  reason: '原因',
  rejectReason: '驳回原因',
  refuseRefundReason: '拒绝退款原因',
  note: '备注',
  alipayReference: '支付宝流水号',
  outBizNo: '转账单号',
  outRefundNo: '退款单号',
  name: '名称',
  title: '标题',
  role: '角色',
  phone: '手机号',
  sort: '排序',
  enabled: '启用',
  icon: '图标',
  image: '图片',
  link: '链接',
  startTime: '上线时间',
  endTime: '下线时间',
  gameId: '游戏ID',
  gameRegion: '区服',
  maxPoints: '成长值上限',
  content: '内容',
  probability: '中奖概率',
  prizes: '奖品',
  lotteryNum: '抽奖次数',
  deleted: '已删除',
  passwordReset: '已重置密码',
  passwordChanged: '已修改密码',
  briefIntroduction: '简介',
  productCover: '封面',
  at: '时间',
}

/** Where a record's field means more than the general word: a chat report's note is what was done. */
const ENTITY_FIELD_LABELS: Record<string, Record<string, string>> = {
  chatReport: { note: '处理结果' },
  ...SETTINGS_FIELD_LABELS,
}

/** Fields that hold money in cents. */
const MONEY = new Set([
  'amount',
  'refund',
  'workerAmount',
  'deposit',
  'fineOwed',
  'taken',
  'owed',
  'returned',
  'returnedToBalance',
  'owedCancelled',
  'paidOtherFines',
  'price',
  'originalPrice',
  'preferentialPrice',
  'availableBalance',
  'frozenBalance',
  'balance',
])

const byValue = (names: Record<string, number>, words: Record<string, string>): Record<number, string> =>
  Object.fromEntries(Object.entries(names).map(([name, value]) => [value, words[name] ?? name]))

/** A record's states by their names, per kind of record (the same field means different states). */
const STATES: Record<string, Record<string, Record<string | number, string>>> = {
  order: {
    status: byValue(OrderStatus, { unpaid: '待支付', paid: '已支付', closed: '已关闭', refunded: '已退款' }),
    bizStatus: byValue(BizStatus, {
      waiting: '待接单',
      inService: '服务中',
      awaitingClose: '待确认完成',
      completed: '已完成',
    }),
    refundStatus: byValue(RefundStatus, { none: '无', applied: '退款审核中', refused: '已拒绝退款' }),
  },
  withdrawal: { status: WITHDRAWAL_STATUS_LABELS },
  workerApplication: {
    status: byValue(ApplicationStatus, { pending: '待审核', approved: '已通过', rejected: '已驳回' }),
  },
  worker: { status: WORKER_STANDING_LABELS },
  user: { status: byValue(UserStatus, { active: '正常', banned: '已封禁' }) },
  staff: { status: byValue(StaffStatus, { active: '启用', disabled: '停用' }), role: STAFF_ROLE_LABELS },
  product: { status: PRODUCT_STATUS_LABELS, gameRegion: REGION_LABELS },
  chatReport: { status: byValue(ChatReportStatus, { pending: '待处理', handled: '已处理' }) },
}

export const fieldLabel = (key: string, entity = '') =>
  ENTITY_FIELD_LABELS[entity]?.[key] ?? FIELD_LABELS[key] ?? key

/** A recorded value as staff read it: money in yuan, states by name, yes and no, lists and records in short. */
export function fieldText(entity: string, key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  const settings = settingsText(entity, key, value)
  if (settings !== null) return settings
  const state = STATES[entity]?.[key]?.[value as string | number]
  if (state) return `${state}（${String(value)}）`
  if (typeof value === 'boolean') return value ? '是' : '否'
  if (typeof value === 'number' && MONEY.has(key)) return yuanText(value)
  if (typeof value === 'number' && key === 'probability')
    return `${((value / PROBABILITY_TOTAL) * 100).toFixed(2)}%`
  if (typeof value === 'string' && key === 'at' && !Number.isNaN(Date.parse(value))) {
    return new Date(value).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false })
  }
  if (Array.isArray(value) || typeof value === 'object') return JSON.stringify(value)
  return String(value)
}
