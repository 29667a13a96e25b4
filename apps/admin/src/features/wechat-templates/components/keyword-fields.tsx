import { ArrowRightOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import {
  NOTIFICATION_KIND_LABELS,
  type NotificationKind,
  TEMPLATE_FIELD_LABELS,
  TEMPLATE_FIELDS,
  type TemplateField,
  wechatTemplate,
} from '@dianjing/shared'
import { Button, Flex, Form, type FormRule, Input, Select, Typography } from 'antd'
import { schemaRule } from '@/lib/form-rules.ts'
import { keywordWarning } from './template-values.ts'

const keywordSchema = wechatTemplate.shape.fields.element.shape.keyword
/** As many as the shared schema allows a template (每个模板最多8个关键词). */
const MAX_KEYWORDS = 8

const FIELD_OPTIONS = TEMPLATE_FIELDS.map((field) => ({ value: field, label: TEMPLATE_FIELD_LABELS[field] }))

type Row = { keyword?: string; field?: TemplateField } | undefined

/** A keyword used twice in one template would fill it once: WeChat takes each keyword's value once. */
const uniqueKeyword =
  (kind: NotificationKind, index: number): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const keyword = typeof value === 'string' ? value.trim() : ''
      const rows: Row[] = getFieldValue([kind, 'fields']) ?? []
      const twice = rows.some((row, other) => other !== index && row?.keyword?.trim() === keyword)
      if (keyword && twice) throw new Error('同一模板的关键词不能重复')
    },
  })

/** Under a row, what would go wrong with it short of a refusal (a value cut short, sent as "-"). */
function RowWarning({ kind, row }: { kind: NotificationKind; row: Row }) {
  const keyword = row?.keyword?.trim()
  const warning = keyword && row?.field ? keywordWarning(kind, keyword, row.field) : null
  if (!warning) return null
  return (
    <Typography.Text type="warning" style={{ fontSize: 12 }}>
      {warning}
    </Typography.Text>
  )
}

/**
 * A template's keywords, each with what fills it: a keyword typed as the template names it (thing1),
 * and one of the notification's values. Rows are added and removed; at most eight.
 */
export function KeywordFields({ kind }: { kind: NotificationKind }) {
  const label = NOTIFICATION_KIND_LABELS[kind]
  const rows: Row[] = Form.useWatch([kind, 'fields']) ?? []

  return (
    <Form.List name={[kind, 'fields']}>
      {(items, { add, remove }, { errors }) => (
        <Flex vertical gap={8} align="flex-start">
          {items.map((item, index) => (
            <Flex key={item.key} vertical gap={2}>
              <Flex gap={8} align="flex-start">
                <Form.Item
                  name={[item.name, 'keyword']}
                  rules={[schemaRule(keywordSchema), uniqueKeyword(kind, item.name)]}
                  style={{ marginBottom: 0, width: 170 }}
                >
                  <Input placeholder="关键词，如 thing1" aria-label={`${label}关键词${index + 1}`} />
                </Form.Item>
                <ArrowRightOutlined style={{ marginTop: 10, color: 'rgba(0,0,0,0.45)' }} />
                <Form.Item
                  name={[item.name, 'field']}
                  rules={[{ required: true, message: '请选择填入的内容' }]}
                  style={{ marginBottom: 0, width: 120 }}
                >
                  <Select
                    options={FIELD_OPTIONS}
                    placeholder="填入内容"
                    aria-label={`${label}关键词${index + 1}填入的内容`}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={`删除${label}关键词${index + 1}`}
                  onClick={() => remove(item.name)}
                />
              </Flex>
              <RowWarning kind={kind} row={rows[item.name]} />
            </Flex>
          ))}
          {/* In a Form.Item so the list's own error (no keyword yet) reads as an error. */}
          <Form.Item style={{ marginBottom: 0 }}>
            {items.length < MAX_KEYWORDS && (
              <Button
                type="dashed"
                size="small"
                icon={<PlusOutlined />}
                onClick={() => add({ keyword: '', field: undefined })}
              >
                添加关键词
              </Button>
            )}
            <Form.ErrorList errors={errors} />
          </Form.Item>
        </Flex>
      )}
    </Form.List>
  )
}
