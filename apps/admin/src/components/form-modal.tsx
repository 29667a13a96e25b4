import { App, Form, Modal } from 'antd'
import type { ReactNode } from 'react'

/**
 * Creates a record (`editing` is null) or edits one, in a dialog: the form starts from the record or from
 * `blank`, the shared schema checks and shapes its values into the body `save` sends, and staff are told
 * what was done. A failure is reported by the query client and leaves the dialog open.
 */
export function FormModal<Values, Body, Saved extends { id: number }>({
  editing,
  onClose,
  noun,
  width = 520,
  blank,
  schema,
  save,
  confirm,
  children,
}: {
  /** undefined: closed; null: creating; otherwise the record being edited. */
  editing: Saved | null | undefined
  onClose: () => void
  /** What is made: 游戏分类 (新建游戏分类, 编辑游戏分类, 游戏分类已创建, 游戏分类已保存). */
  noun: string
  width?: number
  /** The form's values for a new record. */
  blank: Partial<Values>
  schema: { parse: (values: Values) => Body }
  save: {
    mutate: (variables: { id?: number; body: Body }, options: { onSuccess: () => void }) => void
    isPending: boolean
  }
  /**
   * What to tell staff before saving, if anything: asked with the body about to be sent; a message opens
   * a confirmation, null saves at once, and a failure (already reported) saves nothing.
   */
  confirm?: (body: Body, id: number | undefined) => Promise<ReactNode | null>
  /** The form's fields. */
  children: ReactNode
}) {
  const [form] = Form.useForm<Values>()
  const { message, modal } = App.useApp()

  const submit = async (values: Values) => {
    const body = schema.parse(values)
    const send = () =>
      save.mutate(
        { id: editing?.id, body },
        {
          onSuccess: () => {
            message.success(editing ? `${noun}已保存` : `${noun}已创建`)
            onClose()
          },
        },
      )
    if (!confirm) return send()
    let note: ReactNode | null
    try {
      note = await confirm(body, editing?.id)
    } catch {
      return
    }
    if (note === null) return send()
    modal.confirm({ title: `保存${noun}`, content: note, okText: '保存', cancelText: '再想想', onOk: send })
  }

  return (
    <Modal
      title={editing ? `编辑${noun}` : `新建${noun}`}
      open={editing !== undefined}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="保存"
      confirmLoading={save.isPending}
      destroyOnHidden
      width={width}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={editing ?? blank}
        onFinish={submit}
        style={{ marginTop: 16 }}
      >
        {children}
      </Form>
    </Modal>
  )
}
