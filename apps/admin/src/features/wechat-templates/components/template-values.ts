import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  TEMPLATE_FIELD_LABELS,
  type TemplateField,
  type WechatTemplate,
  type WechatTemplateSettings,
} from '@dianjing/shared'

/** The form holds every kind, set or not; a row being typed may still lack its keyword or field. */
export type TemplateFormValues = Record<NotificationKind, WechatTemplate>

const blank = (): WechatTemplate => ({ enabled: false, templateId: '', fields: [] })

export function formValues(settings: WechatTemplateSettings): TemplateFormValues {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, settings[kind] ?? blank()]),
  ) as TemplateFormValues
}

const isBlank = (template: WechatTemplate) =>
  !template.enabled && !template.templateId?.trim() && (template.fields ?? []).length === 0

/**
 * The whole settings to save: a kind left untouched (off, no id, no keyword) is left out, as it was
 * never set, so the log records only the kinds staff configured.
 */
export function settingsBody(values: TemplateFormValues): WechatTemplateSettings {
  return Object.fromEntries(
    NOTIFICATION_KINDS.filter((kind) => values[kind] && !isBlank(values[kind])).map((kind) => [
      kind,
      values[kind],
    ]),
  )
}

interface KindFacts {
  to: string
  has: TemplateField[]
}

/**
 * Whom each kind goes to and which of the optional values it has (the server's notices in
 * orders/notices.ts, worker/notices.ts and chat/service.ts); a value a kind lacks is sent as "-".
 * Title, body and time every kind has. A kind not described here is listed without the hint.
 */
const KIND_FACTS: Partial<Record<NotificationKind, KindFacts>> = {
  paid: { to: '客户', has: ['orderNum', 'amount'] },
  accepted: { to: '客户', has: ['orderNum'] },
  progress: { to: '客户', has: ['orderNum'] },
  completed: { to: '客户', has: ['orderNum'] },
  settled: { to: '打手', has: ['orderNum', 'amount'] },
  refunded: { to: '客户', has: ['orderNum', 'amount'] },
  refundRefused: { to: '客户', has: ['orderNum'] },
  chatMessage: { to: '客户或打手', has: ['orderNum'] },
  withdrawalPaid: { to: '打手', has: ['amount'] },
  withdrawalFailed: { to: '打手', has: ['amount'] },
  applicationApproved: { to: '入驻申请人', has: [] },
  applicationRejected: { to: '入驻申请人', has: [] },
  membershipExpiring: { to: '打手', has: [] },
  hallOrder: { to: '接单中的打手', has: ['orderNum', 'amount'] },
  designatedOrder: { to: '被指定的打手', has: ['orderNum', 'amount'] },
}

const OPTIONAL: TemplateField[] = ['orderNum', 'amount']

/** 发给客户，含订单号、金额 */
export function kindHint(kind: NotificationKind): string {
  const facts = KIND_FACTS[kind]
  if (!facts) return ''
  const has = facts.has.map((field) => TEMPLATE_FIELD_LABELS[field]).join('、')
  return `发给${facts.to}${has ? `，含${has}` : ''}`
}

/** WeChat's keyword types that take one kind of value (thing takes any text up to 20 characters). */
const KEYWORD_TYPES: ReadonlyArray<{ prefix: string; fits: TemplateField[]; what: string }> = [
  { prefix: 'time', fits: ['time'], what: '时间' },
  { prefix: 'date', fits: ['time'], what: '日期' },
  { prefix: 'amount', fits: ['amount'], what: '金额' },
  { prefix: 'character_string', fits: ['orderNum'], what: '字母、数字或符号' },
]

/**
 * What would go wrong with a keyword filled by a field, short of a refusal: WeChat refuses a value that
 * does not fit the keyword's type, the server shortens text past a thing's 20 characters, and a kind
 * without an order number or amount sends "-". Null when it fits.
 */
export function keywordWarning(kind: NotificationKind, keyword: string, field: TemplateField): string | null {
  const type = KEYWORD_TYPES.find((candidate) => keyword.startsWith(candidate.prefix))
  if (type && !type.fits.includes(field)) {
    const allowed = type.fits.map((fit) => TEMPLATE_FIELD_LABELS[fit]).join('、')
    return `${type.prefix} 类关键词只能填${type.what}，请选择${allowed}`
  }
  const facts = KIND_FACTS[kind]
  if (facts && OPTIONAL.includes(field) && !facts.has.includes(field)) {
    return `该类通知没有${TEMPLATE_FIELD_LABELS[field]}，将填入“-”`
  }
  if (keyword.startsWith('thing') && field === 'body') return 'thing 类关键词最多 20 个字，超出部分会被截断'
  return null
}
