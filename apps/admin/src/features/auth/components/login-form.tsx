import { LockOutlined, MobileOutlined } from '@ant-design/icons'
import { type StaffLoginBody, staffLoginBody } from '@dianjing/shared'
import { Alert, Button, Form, Input } from 'antd'
import { useState } from 'react'
import { ApiError, SIGNED_OUT_REASON_KEY } from '@/lib/api-client.ts'
import { schemaRule } from '@/lib/form-rules.ts'
import { useLogin } from '../api/login.ts'

const phoneRule = schemaRule(staffLoginBody.shape.phone)
const passwordRule = schemaRule(staffLoginBody.shape.password)

/** Why the last session ended, once: the login page says it, then forgets it. */
function takeSignedOutReason(): string | null {
  try {
    const reason = window.sessionStorage.getItem(SIGNED_OUT_REASON_KEY)
    window.sessionStorage.removeItem(SIGNED_OUT_REASON_KEY)
    return reason
  } catch {
    return null
  }
}

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin()
  const [signedOut] = useState(takeSignedOutReason)

  const submit = (values: StaffLoginBody) => {
    login.mutate(staffLoginBody.parse(values), { onSuccess })
  }

  const failure = login.error
    ? login.error instanceof ApiError
      ? login.error.message
      : '登录失败，请稍后重试'
    : null

  return (
    <Form<StaffLoginBody>
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => login.reset()}
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 24 }} />}
      {!failure && signedOut && (
        <Alert type="warning" showIcon title={signedOut} style={{ marginBottom: 24 }} />
      )}
      <Form.Item name="phone" label="手机号码" rules={[phoneRule]} validateTrigger="onBlur">
        <Input
          prefix={<MobileOutlined />}
          placeholder="请输入手机号码"
          maxLength={11}
          inputMode="numeric"
          autoComplete="username"
          allowClear
        />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[passwordRule]}>
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0, marginTop: 8 }}>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          登录
        </Button>
      </Form.Item>
    </Form>
  )
}
