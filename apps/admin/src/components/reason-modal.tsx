import { Form, type FormRule, Input, Modal } from 'antd'
import type { ReactNode } from 'react'
import { type FieldSchema, schemaRule } from '@/lib/form-rules.ts'

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
        <Form.Item
          name="reason"
          label={reason.label}
          rules={reason.schema ? [schemaRule(reason.schema)] : reason.rules}
          required
          extra={reason.extra}
        >
          <Input.TextArea
            placeholder={reason.placeholder}
            maxLength={reason.maxLength}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
