import { SMS_RESEND_SECONDS, SmsMessages, type SmsScene, sendSmsCodeBody } from '@dianjing/shared'
import { Input, type InputRef } from 'antd-mobile'
import { useRef, useState } from 'react'
import { showToast } from '@/lib/toast.ts'
import { validate } from '@/lib/validate.ts'
import { sendSmsCode } from '../api/send-sms-code.ts'
import { LoginField } from './login-screen.tsx'
import styles from './sms-code-field.module.css'
import { useCountdown } from './use-countdown.ts'

interface SmsCodeFieldProps {
  id: string
  value: string
  onChange: (value: string) => void
  /** The phone the code is texted to, as typed in the form's phone field. */
  phone: string
  scene: SmsScene
}

/**
 * The SMS code of the phone-proof flows (issue 18): six digits, and a button that texts the code and
 * then waits out the server's resend interval ("60s后重新获取") before it can be tapped again.
 */
export function SmsCodeField({ id, value, onChange, phone, scene }: SmsCodeFieldProps) {
  const { remaining, start } = useCountdown()
  const [sending, setSending] = useState(false)
  const input = useRef<InputRef>(null)

  const send = async () => {
    if (sending || remaining > 0) return
    const checked = validate(sendSmsCodeBody, { phone, scene })
    if (!checked.ok) {
      showToast(checked.message)
      return
    }
    setSending(true)
    try {
      await sendSmsCode(checked.data)
      start(SMS_RESEND_SECONDS)
      showToast(SmsMessages.sent)
      input.current?.focus()
    } catch {
      // The request client has shown the server's reason (too frequent, the service down).
    } finally {
      setSending(false)
    }
  }

  const waiting = remaining > 0
  return (
    <LoginField
      htmlFor={id}
      label="验证码"
      suffix={
        <button type="button" className={styles.send} onClick={send} disabled={sending || waiting}>
          {sending ? '发送中' : waiting ? `${remaining}s后重新获取` : '获取验证码'}
        </button>
      }
    >
      <Input
        ref={input}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="请输入验证码"
        value={value}
        onChange={(typed) => onChange(typed.replace(/\D/g, ''))}
        clearable
      />
    </LoginField>
  )
}
