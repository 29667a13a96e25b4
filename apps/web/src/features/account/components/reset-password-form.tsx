import { resetPasswordBody, SmsMessages } from '@dianjing/shared'
import { type FormEvent, useState } from 'react'
import { showToast } from '@/lib/toast.ts'
import { validate } from '@/lib/validate.ts'
import { resetPassword } from '../api/sign-in.ts'
import { useFinishSignIn } from '../session.ts'
import { LoginField, PhoneField } from './login-screen.tsx'
import { PasswordInput } from './password-input.tsx'
import { SmsCodeField } from './sms-code-field.tsx'
import { SubmitButton } from './submit-button.tsx'

interface ResetPasswordFormProps {
  /** Shared with the login form, so the phone typed there is already filled in. */
  phone: string
  onPhoneChange: (phone: string) => void
}

/**
 * Forgotten password (issue 18): the phone proves itself with a texted code, sets a new password and
 * is signed in, as after a login.
 */
export function ResetPasswordForm({ phone, onPhoneChange }: ResetPasswordFormProps) {
  const finishSignIn = useFinishSignIn()
  const [smsCode, setSmsCode] = useState('')
  const [password, setPassword] = useState('')
  const [submitting, setSubmitting] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (submitting) return
    const checked = validate(resetPasswordBody, { phone, smsCode, password })
    if (!checked.ok) {
      showToast(checked.message)
      return
    }
    setSubmitting(true)
    try {
      const { token } = await resetPassword(checked.data)
      await finishSignIn(token, checked.data.phone, SmsMessages.passwordReset)
    } catch {
      // The request client has shown the server's reason (a wrong or expired code).
      setSubmitting(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <PhoneField id="reset-phone" value={phone} onChange={onPhoneChange} />
      <SmsCodeField
        id="reset-sms-code"
        value={smsCode}
        onChange={setSmsCode}
        phone={phone}
        scene="resetPassword"
      />
      <LoginField htmlFor="reset-password" label="新密码">
        <PasswordInput
          id="reset-password"
          value={password}
          onChange={setPassword}
          placeholder="请设置新密码，至少6位"
          autoComplete="new-password"
        />
      </LoginField>
      <SubmitButton loading={submitting}>重置密码</SubmitButton>
    </form>
  )
}
