import { z } from 'zod'
import { bigIdParam } from './common.ts'

/**
 * What the app tells a user (issue 22): every change that concerns them, in the app's notification
 * centre and, for a user with a WeChat openid, as a template message through the official account.
 */
export const NOTIFICATION_KINDS = [
  'paid',
  'accepted',
  'progress',
  'completed',
  'settled',
  'refunded',
  'refundRefused',
  'chatMessage',
  'withdrawalPaid',
  'withdrawalFailed',
  'applicationApproved',
  'applicationRejected',
  'membershipExpiring',
  'hallOrder',
  'designatedOrder',
  'cancelProposed',
  'cancelAnswered',
  'arbitrationOpened',
  'evidenceClosed',
  'negotiated',
  'ruled',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/**
 * A kind that had no kind of its own before, sent with its elder's WeChat template until staff give it
 * one: a split ruled by staff was told as a 协商完成 before it read 平台裁决, and an official account
 * set up then keeps sending it.
 */
export const NOTIFICATION_TEMPLATE_FALLBACK: Partial<Record<NotificationKind, NotificationKind>> = {
  ruled: 'negotiated',
}

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  paid: '支付成功',
  accepted: '打手接单',
  progress: '进度更新',
  completed: '服务完成待确认',
  settled: '订单结算',
  refunded: '退款成功',
  refundRefused: '退款被拒绝',
  chatMessage: '新消息',
  withdrawalPaid: '提现到账',
  withdrawalFailed: '提现失败',
  applicationApproved: '入驻审核通过',
  applicationRejected: '入驻审核未通过',
  membershipExpiring: '会员即将到期',
  hallOrder: '新订单提醒',
  designatedOrder: '客户指定接单',
  cancelProposed: '协商撤销申请',
  cancelAnswered: '撤销申请答复',
  arbitrationOpened: '仲裁申请',
  evidenceClosed: '仲裁举证结束',
  negotiated: '协商完成',
  ruled: '平台裁决',
}

export const notificationView = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** Where a tap goes in the app ('' for nowhere). */
  link: z.string(),
  read: z.boolean(),
  /** YYYY-MM-DD HH:mm:ss, Shanghai. */
  time: z.string(),
})
export type NotificationView = z.infer<typeof notificationView>

export const notificationPage = z.object({
  list: z.array(notificationView),
  /** Older ones exist before the last one here. */
  hasMore: z.boolean(),
  unread: z.number().int(),
})
export type NotificationPage = z.infer<typeof notificationPage>

export const notificationQuery = z.object({
  /** Notifications older than this id (paging); absent: the newest. */
  beforeId: bigIdParam('通知不存在').optional(),
})

/** Marks one notification read, or all of them when no id is given. */
export const notificationReadBody = z.object({
  id: bigIdParam('通知不存在').optional(),
})

/** The fields a template message is filled with; staff map each template's keywords to these. */
export const TEMPLATE_FIELDS = ['title', 'body', 'orderNum', 'time', 'amount'] as const
export type TemplateField = (typeof TEMPLATE_FIELDS)[number]
export const TEMPLATE_FIELD_LABELS: Record<TemplateField, string> = {
  title: '通知标题',
  body: '通知内容',
  orderNum: '订单号',
  time: '时间',
  amount: '金额',
}

const keyword = z
  .string({ error: '请填写模板关键词' })
  .trim()
  .regex(/^[a-z_]+\d*$/i, '模板关键词格式不正确，如 thing1、time2')
  .max(32, '模板关键词格式不正确，如 thing1、time2')

/** One kind's template: its id in the official account, on or off, and which keyword carries what. */
export const wechatTemplate = z.object({
  enabled: z.boolean(),
  templateId: z
    .string({ error: '请填写模板ID' })
    .trim()
    .max(64, '模板ID不能超过64个字符')
    .regex(/^[A-Za-z0-9_-]*$/, '模板ID只能包含字母、数字、下划线和减号'),
  /** Template keyword → our field, e.g. { thing1: 'title', character_string2: 'orderNum' }. */
  fields: z.array(z.object({ keyword, field: z.enum(TEMPLATE_FIELDS) })).max(8, '每个模板最多8个关键词'),
})
export type WechatTemplate = z.infer<typeof wechatTemplate>

export const wechatTemplateSettings = z
  .partialRecord(z.enum(NOTIFICATION_KINDS), wechatTemplate)
  .superRefine((settings, context) => {
    for (const [kind, template] of Object.entries(settings)) {
      if (template?.enabled && !template.templateId) {
        context.addIssue({
          code: 'custom',
          message: `请填写「${NOTIFICATION_KIND_LABELS[kind as NotificationKind]}」的模板ID`,
          path: [kind, 'templateId'],
        })
      }
      if (template?.enabled && template.fields.length === 0) {
        context.addIssue({
          code: 'custom',
          message: `请为「${NOTIFICATION_KIND_LABELS[kind as NotificationKind]}」设置至少一个关键词`,
          path: [kind, 'fields'],
        })
      }
    }
  })
export type WechatTemplateSettings = z.infer<typeof wechatTemplateSettings>
