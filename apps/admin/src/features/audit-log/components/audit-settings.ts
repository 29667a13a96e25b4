import {
  NOTIFICATION_KIND_LABELS,
  QUEUE_LABELS,
  REASON_KIND_LABELS,
  TEMPLATE_FIELD_LABELS,
} from '@dianjing/shared'

/**
 * Settings saved as one document (the template messages, the queue settings): each top-level key is a
 * part staff edit on its own, named and worded here so a change reads as the page showed it.
 */
export const SETTINGS_FIELD_LABELS: Record<string, Record<string, string>> = {
  wechatTemplates: NOTIFICATION_KIND_LABELS,
  queueSettings: {
    targets: '处理时限',
    unclaimedAfterMinutes: '进入待派单的等待时间',
    firstProgressMinutes: '首次进度时限',
    reasonTemplates: '常用理由',
  },
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const words = (labels: Record<string, string>, key: string) => labels[key] ?? key

/** One kind's template: on or off, its id, and each keyword with what fills it, a line each. */
function templateText(value: Record<string, unknown>): string {
  const lines = [value.enabled ? '已启用' : '未启用', `模板ID：${value.templateId || '未填写'}`]
  const fields = Array.isArray(value.fields) ? value.fields : []
  for (const row of fields) {
    if (isRecord(row)) {
      lines.push(`${String(row.keyword)} → ${words(TEMPLATE_FIELD_LABELS, String(row.field))}`)
    }
  }
  if (fields.length === 0) lines.push('未设置关键词')
  return lines.join('\n')
}

function queueSettingText(key: string, value: unknown): string | null {
  if (typeof value === 'number') return `${value} 分钟`
  if (key === 'targets' && isRecord(value)) {
    return Object.entries(value)
      .map(([queue, minutes]) => `${words(QUEUE_LABELS, queue)}：${String(minutes)} 分钟`)
      .join('\n')
  }
  if (key === 'reasonTemplates' && isRecord(value)) {
    return Object.entries(value)
      .map(([kind, reasons]) => `${words(REASON_KIND_LABELS, kind)}：${[reasons].flat().join('、') || '无'}`)
      .join('\n')
  }
  return null
}

/** A part of a settings document in words, or null for a record that is not one. */
export function settingsText(entity: string, key: string, value: unknown): string | null {
  if (entity === 'wechatTemplates' && isRecord(value)) return templateText(value)
  if (entity === 'queueSettings') return queueSettingText(key, value)
  return null
}
