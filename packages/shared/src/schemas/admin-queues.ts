import { z } from 'zod'

/**
 * The console's work queues (issue 21): what waits for staff, how long it may wait, and the reasons staff
 * pick from when they refuse or dispatch. Settings are one document, read by every role that works a
 * queue and changed by the owner, operators and finance.
 */
export const QUEUE_KEYS = ['applications', 'refunds', 'withdrawals', 'unclaimed', 'arbitrations'] as const
export type QueueKey = (typeof QUEUE_KEYS)[number]

export const QUEUE_LABELS: Record<QueueKey, string> = {
  applications: '入驻审核',
  refunds: '退款审核',
  withdrawals: '提现审核',
  unclaimed: '待派单',
  arbitrations: '仲裁处理',
}

/** Where a reason is picked: refusing an application, a refund, a withdrawal, or dispatching an order. */
export const REASON_KINDS = ['applicationReject', 'refundRefuse', 'withdrawalReject', 'dispatch'] as const
export type ReasonKind = (typeof REASON_KINDS)[number]

export const REASON_KIND_LABELS: Record<ReasonKind, string> = {
  applicationReject: '驳回入驻申请',
  refundRefuse: '拒绝退款',
  withdrawalReject: '驳回提现',
  dispatch: '派单与改派',
}

/** A week, the longest a target may be. */
export const QUEUE_TARGET_MAX_MINUTES = 7 * 24 * 60
export const REASON_TEMPLATE_MAX_LENGTH = 200
export const REASON_TEMPLATES_PER_KIND = 20

const minutes = (label: string, least = 1) =>
  z
    .number({ error: `请填写${label}` })
    .int(`${label}须为整数分钟`)
    .min(least, `${label}至少为${least}分钟`)
    .max(QUEUE_TARGET_MAX_MINUTES, `${label}不能超过${QUEUE_TARGET_MAX_MINUTES}分钟（7天）`)

const templates = (label: string) =>
  z
    .array(
      z
        .string({ error: `${label}的常用理由不能为空` })
        .trim()
        .min(1, `${label}的常用理由不能为空`)
        .max(REASON_TEMPLATE_MAX_LENGTH, `${label}的常用理由不能超过${REASON_TEMPLATE_MAX_LENGTH}个字符`),
    )
    .max(REASON_TEMPLATES_PER_KIND, `${label}最多设置${REASON_TEMPLATES_PER_KIND}条常用理由`)
    .refine((list) => new Set(list).size === list.length, `${label}的常用理由有重复`)

export const queueSettings = z
  .object({
    /** How long an item may wait before it shows as overdue, in minutes. */
    targets: z.object({
      applications: minutes('入驻审核时限'),
      refunds: minutes('退款审核时限'),
      withdrawals: minutes('提现审核时限'),
      unclaimed: minutes('派单时限'),
      arbitrations: minutes('仲裁裁决时限'),
    }),
    /** A worker's first progress update on an order is due this long after accepting it. */
    firstProgressMinutes: minutes('首次进度时限'),
    /** When an order goes wrong (issue 23): deadlines kept by the server's jobs. */
    disputes: z.object({
      /** An unanswered cancel proposal counts as agreed after this long. */
      answerMinutes: minutes('撤销申请答复时限'),
      /** Both sides submit arbitration evidence within this long of its opening. */
      evidenceMinutes: minutes('仲裁举证时限'),
      /** An order in service with no progress for this long may go to arbitration. */
      stallMinutes: minutes('无进度可申请仲裁时间'),
    }),
    /** A paid order nobody took joins the dispatch queue after this many minutes (0: as soon as it is paid). */
    unclaimedAfterMinutes: minutes('待派单等待时间', 0),
    reasonTemplates: z.object({
      applicationReject: templates(REASON_KIND_LABELS.applicationReject),
      refundRefuse: templates(REASON_KIND_LABELS.refundRefuse),
      withdrawalReject: templates(REASON_KIND_LABELS.withdrawalReject),
      dispatch: templates(REASON_KIND_LABELS.dispatch),
    }),
  })
  // An order joins the dispatch queue after `unclaimedAfterMinutes`: it cannot be overdue before it is in it.
  .refine((settings) => settings.targets.unclaimed >= settings.unclaimedAfterMinutes, {
    message: '派单时限不能短于待派单等待时间',
    path: ['targets', 'unclaimed'],
  })
export type QueueSettings = z.infer<typeof queueSettings>

export const DEFAULT_QUEUE_SETTINGS: QueueSettings = {
  targets: {
    applications: 24 * 60,
    refunds: 4 * 60,
    withdrawals: 24 * 60,
    unclaimed: 60,
    arbitrations: 24 * 60,
  },
  disputes: { answerMinutes: 24 * 60, evidenceMinutes: 2 * 60, stallMinutes: 24 * 60 },
  unclaimedAfterMinutes: 30,
  firstProgressMinutes: 30,
  reasonTemplates: {
    applicationReject: [
      '资料不完整，请补充个人简介和战绩截图',
      '截图不清晰或与所填信息不符',
      '暂不符合入驻要求',
    ],
    refundRefuse: ['订单已开始服务，请与打手协商', '未提供有效的退款理由', '服务已按要求完成'],
    withdrawalReject: ['支付宝信息与实名信息不一致，请修改后重新申请', '账户存在未处理的违规记录'],
    dispatch: ['订单长时间无人接单', '原打手无法继续服务', '客户要求更换打手'],
  },
}

/** How many wait in a queue and how many of them are past its target. */
export const queueCount = z.object({ count: z.number().int(), overdue: z.number().int() })
export type QueueCount = z.infer<typeof queueCount>

/** GET /boot/admin/queues: each queue the role may read; a queue it may not read is absent. */
export const queueSummary = z.object({
  applications: queueCount.optional(),
  refunds: queueCount.optional(),
  withdrawals: queueCount.optional(),
  unclaimed: queueCount.optional(),
  arbitrations: queueCount.optional(),
})
export type QueueSummary = z.infer<typeof queueSummary>

/** A queue's order: oldest first (the default for what waits), newest first, or by amount. */
export const queueSort = z.enum(['oldest', 'newest', 'amountDesc', 'amountAsc'])
export type QueueSort = z.infer<typeof queueSort>
