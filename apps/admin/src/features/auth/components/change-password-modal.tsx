import { adminChangePasswordBody, STAFF_PASSWORD_MIN } from '@dianjing/shared'
import { Alert, App, Form, Input, Modal } from 'antd'
import { ApiError } from '@/lib/api-client.ts'
import { schemaRule } from '@/lib/form-rules.ts'
import { useChangePassword } from '../api/change-password.ts'

interface PasswordFormValues {
  oldPassword: string
  newPassword: string
  confirm: string
}

const oldPasswordRule = schemaRule(adminChangePasswordBody.shape.oldPassword)
const newPasswordRule = schemaRule(adminChangePasswordBody.shape.newPassword)

/** The signed-in staff member's own password: the old one, a new one twice; other devices are signed out. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<PasswordFormValues>()
  const { message } = App.useApp()
  const change = useChangePassword()

  const submit = ({ oldPassword, newPassword }: PasswordFormValues) => {
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          message.success('密码已修改，其他设备上的登录已全部退出', 5)
          onClose()
        },
      },
    )
  }

  const failure = change.error
    ? change.error instanceof ApiError
      ? change.error.message
      : '修改失败，请稍后重试'
    : null

  return (
    <Modal
      title="修改密码"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确认修改"
      confirmLoading={change.isPending}
      afterClose={() => change.reset()}
      destroyOnHidden
      width={440}
    >
      <Form<PasswordFormValues>
        form={form}
        layout="vertical"
        preserve={false}
        requiredMark={false}
        onFinish={submit}
        onValuesChange={() => change.reset()}
        style={{ marginTop: 16 }}
      >
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
        <Form.Item name="oldPassword" label="原密码" rules={[oldPasswordRule]}>
          <Input.Password placeholder="请输入当前使用的密码" autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label="新密码"
          rules={[newPasswordRule]}
          extra={`至少 ${STAFF_PASSWORD_MIN} 位，修改后其他设备需要重新登录`}
        >
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认新密码"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: unknown) => {
                if (value && value !== getFieldValue('newPassword')) throw new Error('两次输入的新密码不一致')
              },
            }),
          ]}
        >
          <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
