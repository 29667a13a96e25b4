import { type AdminUserLevel, CATALOGUE_LIMITS, type UserLevelBody, userLevelBody } from '@dianjing/shared'
import { App, Form, Input, InputNumber, Modal } from 'antd'
import { schemaRule } from '@/lib/form-rules.ts'
import { useSaveUserLevel } from '../api/save-user-level.ts'

const rules = {
  name: [schemaRule(userLevelBody.shape.name)],
  maxPoints: [schemaRule(userLevelBody.shape.maxPoints)],
  content: [schemaRule(userLevelBody.shape.content)],
}

export function UserLevelFormModal({
  level,
  open,
  onClose,
}: {
  level?: AdminUserLevel
  open: boolean
  onClose: () => void
}) {
  const [form] = Form.useForm<UserLevelBody>()
  const { message } = App.useApp()
  const save = useSaveUserLevel()

  const submit = (values: UserLevelBody) => {
    save.mutate(
      { id: level?.id, body: userLevelBody.parse(values) },
      {
        onSuccess: () => {
          message.success(level ? '会员等级已保存' : '会员等级已创建')
          onClose()
        },
      },
    )
  }

  return (
    <Modal
      title={level ? '编辑会员等级' : '新建会员等级'}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="保存"
      confirmLoading={save.isPending}
      destroyOnHidden
      width={520}
    >
      <Form<UserLevelBody>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={level ?? { name: '', content: '' }}
        onFinish={submit}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="name" label="等级名称" rules={rules.name} required>
          <Input placeholder="如：黄金会员" maxLength={CATALOGUE_LIMITS.levelName} showCount />
        </Form.Item>
        <Form.Item
          name="maxPoints"
          label="成长值上限"
          rules={rules.maxPoints}
          required
          extra="成长值不超过该数值即处于此等级；各等级的上限不能相同。每消费 1 元得 1 成长值"
        >
          <InputNumber min={0} precision={0} style={{ width: 200 }} placeholder="如：1999" />
        </Form.Item>
        <Form.Item name="content" label="等级权益" rules={rules.content}>
          <Input.TextArea
            placeholder="展示在用户端等级弹窗中"
            maxLength={CATALOGUE_LIMITS.levelContent}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
