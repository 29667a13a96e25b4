import { z } from 'zod'
import { idParam, listOf, pageNumber, pageSize, phone, requiredText } from './common.ts'

const role = z.enum(['owner', 'operator', 'finance', 'support'], { error: '请选择角色' })

/** A staff account as the owner manages it (GET /boot/admin/staff). */
export const adminStaffRow = z.object({
  id: z.number().int(),
  phone: z.string(),
  name: z.string(),
  role,
  /** StaffStatus. */
  status: z.number().int(),
  lastLoginTime: z.string(),
  createTime: z.string(),
})
export const adminStaffList = z.array(adminStaffRow)

export const STAFF_PASSWORD_MIN = 8
const newPassword = z
  .string({ error: '请输入新密码' })
  .min(STAFF_PASSWORD_MIN, `密码至少${STAFF_PASSWORD_MIN}位`)
  .max(64, '密码不能超过64位')

export const adminStaffCreateBody = z.object({
  phone,
  name: requiredText('请输入姓名').max(32, '姓名不能超过32个字符'),
  role,
})
export const adminStaffUpdateBody = z.object({
  name: requiredText('请输入姓名').max(32, '姓名不能超过32个字符'),
  role,
})
/** What creating an account or resetting its password answers: the password, shown once. */
export const adminStaffPassword = z.object({ password: z.string() })

export const adminChangePasswordBody = z.object({
  oldPassword: requiredText('请输入原密码'),
  newPassword,
})

/** One audit entry (GET /boot/admin/audit-log). */
export const adminAuditRow = z.object({
  id: z.number().int(),
  staffId: z.number().int().nullable(),
  staffName: z.string(),
  action: z.string(),
  /** The action in words. */
  actionLabel: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createTime: z.string(),
})
export const adminAuditList = listOf(adminAuditRow)
export const adminAuditQuery = z.object({
  staffId: idParam('员工不存在').optional(),
  action: z.string().trim().max(64).optional().catch(undefined),
  entity: z.string().trim().max(32).optional().catch(undefined),
  entityId: z.string().trim().max(64).optional().catch(undefined),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  page: pageNumber,
  pageSize: pageSize(100),
})

/** The dashboard (GET /boot/admin/dashboard): money in cents, rates in percent. */
export const adminDashboard = z.object({
  today: z.object({
    paidAmount: z.number().int(),
    paidOrders: z.number().int(),
    newUsers: z.number().int(),
    newWorkers: z.number().int(),
    refundRate: z.number(),
  }),
  month: z.object({
    paidAmount: z.number().int(),
    paidOrders: z.number().int(),
    newUsers: z.number().int(),
    newWorkers: z.number().int(),
    refundRate: z.number(),
  }),
  todo: z.object({
    applications: z.number().int(),
    refunds: z.number().int(),
    withdrawals: z.number().int(),
    toSettle: z.number().int(),
  }),
  /** The last 30 Shanghai days, oldest first. */
  series: z.array(
    z.object({
      date: z.string(),
      paidAmount: z.number().int(),
      paidOrders: z.number().int(),
      newUsers: z.number().int(),
    }),
  ),
})

/** A customer as the console lists one (GET /boot/admin/users). */
export const adminUserRow = z.object({
  id: z.number().int(),
  phone: z.string(),
  nickName: z.string(),
  avatar: z.string(),
  /** UserStatus. */
  status: z.number().int(),
  isWorker: z.boolean(),
  growthPoints: z.number().int(),
  balance: z.number().int(),
  orderCount: z.number().int(),
  paidTotal: z.number().int(),
  inviterName: z.string(),
  createTime: z.string(),
})
export const adminUserList = listOf(adminUserRow)

export const adminUserDetail = adminUserRow.extend({
  briefIntroduction: z.string(),
  promotionCode: z.string(),
  hasWechat: z.boolean(),
  levelName: z.string(),
  orders: z.array(
    z.object({
      id: z.number().int(),
      orderNum: z.string(),
      title: z.string(),
      amount: z.number().int(),
      stateLabel: z.string(),
      createTime: z.string(),
    }),
  ),
  balanceRecords: z.array(
    z.object({
      amount: z.number().int(),
      kind: z.string(),
      outTradeNo: z.string(),
      balanceAfter: z.number().int(),
      createTime: z.string(),
    }),
  ),
  invitations: z.array(
    z.object({ id: z.number().int(), nickName: z.string(), phone: z.string(), createTime: z.string() }),
  ),
})

/** A worker's whole page (GET /boot/admin/workers/:userId). */
export const adminWorkerDetail = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  phone: z.string(),
  avatar: z.string(),
  realName: z.string(),
  sex: z.string(),
  region: z.string(),
  briefIntroduction: z.string(),
  level: z.number().int(),
  levelName: z.string(),
  rating: z.string(),
  ratingCount: z.number().int(),
  completedOrders: z.number().int(),
  points: z.number().int(),
  membershipExpiresAt: z.string(),
  deposit: z.number().int(),
  availableBalance: z.number().int(),
  frozenBalance: z.number().int(),
  fineOwed: z.number().int(),
  alipayName: z.string(),
  alipayPhone: z.string(),
  alipayPaymentCode: z.string(),
  /** WorkerStanding: 0 active, 1 suspended, 2 left. */
  status: z.number().int(),
  /** Why the worker cannot take an order now, '' when they can (as in the workers list). */
  orderBlock: z.string(),
  /** On duty (接单中) as the worker set it in the app. */
  onDuty: z.boolean(),
  createTime: z.string(),
  application: z
    .object({
      images: z.array(z.string()),
      createTime: z.string(),
      reviewTime: z.string(),
      reviewerName: z.string(),
    })
    .nullable(),
  orders: z.array(
    z.object({
      id: z.number().int(),
      orderNum: z.string(),
      title: z.string(),
      workerAmount: z.number().int(),
      stateLabel: z.string(),
      acceptTime: z.string(),
    }),
  ),
  reviews: z.array(
    z.object({
      orderId: z.number().int(),
      stars: z.number().int(),
      comment: z.string(),
      createTime: z.string(),
    }),
  ),
  /** The latest attempt at returning the deposit on leaving (decision 017), null before any. */
  depositReturn: z
    .object({
      /** DepositReturnStatus: 0 transferring, 1 paid, 2 failed (the deposit still owed to the worker). */
      status: z.number().int(),
      /** PayoutMethod: 1 Alipay's API, 0 by hand. */
      payoutMethod: z.number().int(),
      amount: z.number().int(),
      outBizNo: z.string(),
      alipayName: z.string(),
      alipayPhone: z.string(),
      alipayReference: z.string(),
      failReason: z.string(),
      createTime: z.string(),
    })
    .nullable(),
})

export const adminExportQuery = z.object({
  from: z.string({ error: '请选择开始日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式有误'),
  to: z.string({ error: '请选择结束日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式有误'),
})

/** The longest staff note on an order, in characters. */
export const NOTE_MAX_LENGTH = 200

export const adminNoteBody = z.object({
  note: requiredText('请填写备注').max(NOTE_MAX_LENGTH, `备注不能超过${NOTE_MAX_LENGTH}个字符`),
})

export type AdminStaffCreateBody = z.infer<typeof adminStaffCreateBody>
export type AdminStaffUpdateBody = z.infer<typeof adminStaffUpdateBody>
export type AdminChangePasswordBody = z.infer<typeof adminChangePasswordBody>
export type AdminStaffRow = z.infer<typeof adminStaffRow>
export type AdminAuditRow = z.infer<typeof adminAuditRow>
export type AdminAuditList = z.infer<typeof adminAuditList>
export type AdminAuditQuery = z.infer<typeof adminAuditQuery>
export type AdminDashboard = z.infer<typeof adminDashboard>
export type AdminUserRow = z.infer<typeof adminUserRow>
export type AdminUserList = z.infer<typeof adminUserList>
export type AdminUserDetail = z.infer<typeof adminUserDetail>
export type AdminWorkerDetail = z.infer<typeof adminWorkerDetail>

/** What each audited action means, in the console's words (the server labels audit rows with it). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: '新增',
  update: '修改',
  delete: '删除',
  updateStatus: '上下架',
  approveRefund: '同意退款',
  retryRefund: '重试微信退款',
  refuseRefund: '拒绝退款',
  refundOrder: '纠纷退款',
  approveApplication: '通过入驻申请',
  rejectApplication: '驳回入驻申请',
  fineWorker: '罚款',
  revokeFine: '撤销罚款',
  payWithdrawal: '提现已打款',
  transferWithdrawal: '提现支付宝打款',
  rejectWithdrawal: '驳回提现',
  reassignOrder: '改派订单',
  settleOrder: '结算订单',
  noteOrder: '订单备注',
  handleChatReport: '处理聊天举报',
  banUser: '封禁用户',
  unbanUser: '解封用户',
  suspendWorker: '暂停打手',
  reinstateWorker: '恢复打手',
  workerLeave: '打手离职退还保证金',
  retryDepositReturn: '重新退还保证金（支付宝）',
  payDepositReturn: '手动退还保证金',
  createStaff: '新增员工',
  updateStaff: '修改员工',
  disableStaff: '停用员工',
  enableStaff: '启用员工',
  resetStaffPassword: '重置员工密码',
  changeOwnPassword: '修改自己的密码',
  recomputeRankings: '重新计算等级与排行',
}

/** The kinds of record an audited action changes (the `entity` the server writes). */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  order: '订单',
  product: '商品',
  game: '游戏分类',
  banner: '轮播图',
  systemConfig: '系统配置',
  userLevel: '会员等级',
  user: '用户',
  worker: '打手',
  workerApplication: '入驻申请',
  withdrawal: '提现',
  staff: '员工',
  rankings: '等级与排行榜',
  chatReport: '聊天举报',
  queueSettings: '队列设置',
  wechatTemplates: '模板消息',
}
