import { resetPasswordBody, SmsMessages, wxCustomerLoginBody } from '@dianjing/shared'
import { Input } from 'antd-mobile'
import { type FormEvent, useEffect, useState } from 'react'
import { Navigate, useLocation, useSearchParams } from 'react-router'
import { getEnv } from '@/lib/env.ts'
import { redirectTarget } from '@/lib/login-redirect.ts'
import { isBusinessError } from '@/lib/request.ts'
import { getOpenId, getToken } from '@/lib/storage.ts'
import { showToast } from '@/lib/toast.ts'
import { validate } from '@/lib/validate.ts'
import { startSilentAuth } from '@/lib/wechat.ts'
import { wxCustomerLogin } from '../api/sign-in.ts'
import { LoginField, LoginScreen, PhoneField } from '../components/login-screen.tsx'
import { SmsCodeField } from '../components/sms-code-field.tsx'
import { SubmitButton } from '../components/submit-button.tsx'
import { invitationFromQuery } from '../invitation-code.ts'
import { useFinishSignIn } from '../session.ts'
import { maySilentlyAuthorize } from '../silent-auth.ts'
import styles from './wx-register.module.css'

/** The phone and invitation code, checked as the server checks them (spec §5, messaging-app login). */
const phoneForm = wxCustomerLoginBody.pick({ phone: true, promotionCode: true })
/** The code, once asked for: required here, though the call takes none for a phone without an account. */
const codeForm = resetPasswordBody.pick({ smsCode: true })

/**
 * /wxRegister (spec §2): the WeChat login step. WeChat has told us who the user is (the stored openId);
 * the phone binds that to an account, which is created on first login. A phone that already has an
 * account is bound only with the SMS code texted to it (issue 18): the server says so, and the code
 * field appears for that phone.
 */
export function WxRegisterRoute() {
  const [searchParams] = useSearchParams()
  const { search } = useLocation()
  const finishSignIn = useFinishSignIn()
  const [phone, setPhoneValue] = useState('')
  const [promotionCode, setPromotionCode] = useState(() => invitationFromQuery(searchParams))
  const [smsCode, setSmsCode] = useState('')
  /** The phone the server asked a code for; typing another one goes back to the plain login. */
  const [phoneNeedingCode, setPhoneNeedingCode] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const env = getEnv()
  const needsCode = phoneNeedingCode !== null && phoneNeedingCode === phone

  // Without an openId (after logout) this page cannot sign anyone in: ask WeChat again, silently.
  useEffect(() => {
    if (env === 'wechat' && !getOpenId() && maySilentlyAuthorize()) void startSilentAuth()
  }, [env])

  // This step needs WeChat; a plain browser has its own login, and a signed-in user needs none.
  if (env !== 'wechat') return <Navigate to={`/login-register${search}`} replace />
  if (getToken()) return <Navigate to={redirectTarget(search)} replace />

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (submitting) return
    const checked = validate(phoneForm, { phone, promotionCode })
    if (!checked.ok) {
      showToast(checked.message)
      return
    }
    const code = needsCode ? validate(codeForm, { smsCode }) : null
    if (code && !code.ok) {
      showToast(code.message)
      return
    }
    const openId = getOpenId()
    if (!openId) {
      if (!(await startSilentAuth())) showToast('微信授权失败，请稍后重试')
      return
    }
    setSubmitting(true)
    try {
      const { token } = await wxCustomerLogin({
        ...checked.data,
        openId,
        env: 'wechat',
        ...(code?.ok && { smsCode: code.data.smsCode }),
      })
      await finishSignIn(token, checked.data.phone, '登录成功')
    } catch (error) {
      // The request client has shown the server's reason (a phone bound elsewhere, a wrong code, or
      // that this phone needs its code, which brings the code field).
      if (isBusinessError(error) && error.message === SmsMessages.phoneNeedsCode)
        setPhoneNeedingCode(checked.data.phone)
      setSubmitting(false)
    }
  }

  return (
    <LoginScreen title="手机号登录" subtitle="绑定手机号后即可下单，首次登录将自动创建账号">
      <form onSubmit={submit} noValidate>
        <PhoneField id="login-phone" value={phone} onChange={setPhoneValue} />
        {needsCode ? (
          <>
            <SmsCodeField
              id="login-sms-code"
              value={smsCode}
              onChange={setSmsCode}
              phone={phone}
              scene="bind"
            />
            <p className={styles.hint}>该手机号已注册，验证后将绑定当前微信并登录</p>
          </>
        ) : (
          <LoginField htmlFor="login-promotion-code" label="邀请码" optional>
            <Input
              id="login-promotion-code"
              placeholder="有邀请码可填写"
              autoCapitalize="characters"
              maxLength={16}
              value={promotionCode}
              onChange={setPromotionCode}
              clearable
            />
          </LoginField>
        )}
        <SubmitButton loading={submitting}>登录</SubmitButton>
      </form>
    </LoginScreen>
  )
}
