import { Flex, Form, type FormRule, Input, Modal, Tag } from 'antd'
import type { ReactNode } from 'react'
import { type FieldSchema, schemaRule } from '@/lib/form-rules.ts'
import { textCount } from '@/lib/text-limit.ts'

interface ReasonForm {
  reason: string
}

export interface ReasonModalProps {
  title: string
  open: boolean
  onClose: () => void
  /** Called with the trimmed reason once it passes `schema`. */
  onSubmit: (reason: string) => void
  pending: boolean
  okText: string
  danger?: boolean
  width?: number
  /** The reason field: its label, its check (the server's schema, or antd rules), length and hint. */
  reason: {
    label: string
    schema?: FieldSchema
    rules?: FormRule[]
    maxLength: number
    placeholder: string
    extra?: string
    /** Reasons staff configured for this decision (队列设置); a click writes one into the field. */
    templates?: readonly string[]
  }
  /** What the action is about and what it will do, above the reason. */
  children?: ReactNode
}

/**
 * A staff action that needs a written reason (ban, suspend, reject…): what it acts on, what it will do,
 * and a required reason kept by the audit log or shown to the person it concerns.
 */
export function ReasonModal({
  title,
  open,
  onClose,
  onSubmit,
  pending,
  okText,
  danger,
  width = 520,
  reason,
  children,
}: ReasonModalProps) {
  const [form] = Form.useForm<ReasonForm>()
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={okText}
      okButtonProps={{ danger }}
      confirmLoading={pending}
      destroyOnHidden
      width={width}
    >
      {children}
      <Form<ReasonForm>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => onSubmit(values.reason.trim())}
        style={{ marginTop: 16 }}
      >
        {reason.templates && reason.templates.length > 0 && (
          <Form.Item label="常用理由" style={{ marginBottom: 8 }}>
            <ReasonTemplates
              templates={reason.templates}
              onPick={(text) => form.setFieldsValue({ reason: text })}
            />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={reason.label}
          rules={reason.schema ? [schemaRule(reason.schema)] : reason.rules}
          required
          extra={reason.extra}
        >
          <Input.TextArea
            placeholder={reason.placeholder}
            count={textCount(reason.maxLength)}
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}

/** The configured reasons as tags; picking one fills the reason, which staff may still edit. */
export function ReasonTemplates({
  templates,
  onPick,
}: {
  templates: readonly string[]
  onPick: (text: string) => void
}) {
  return (
    <Flex wrap gap={6}>
      {templates.map((text) => (
        <Tag.CheckableTag
          key={text}
          checked={false}
          onChange={() => onPick(text)}
          style={{ border: '1px solid #d9d9d9' }}
        >
          {text}
        </Tag.CheckableTag>
      ))}
    </Flex>
  )
}
