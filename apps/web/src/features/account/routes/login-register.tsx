import { passwordLoginBody, registerBody } from '@dianjing/shared'
import { Input } from 'antd-mobile'
import { type FormEvent, useState } from 'react'
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router'
import { getEnv } from '@/lib/env.ts'
import { redirectTarget } from '@/lib/login-redirect.ts'
import { getToken } from '@/lib/storage.ts'
import { showToast } from '@/lib/toast.ts'
import { validate } from '@/lib/validate.ts'
import { passwordLogin, register } from '../api/sign-in.ts'
import { LoginField, LoginScreen, PhoneField } from '../components/login-screen.tsx'
import { PasswordInput } from '../components/password-input.tsx'
import { ResetPasswordForm } from '../components/reset-password-form.tsx'
import { SubmitButton } from '../components/submit-button.tsx'
import { invitationFromQuery } from '../invitation-code.ts'
import { useFinishSignIn } from '../session.ts'
import styles from './login-register.module.css'

type Mode = 'login' | 'register'

const MODES: { value: Mode; label: string }[] = [
  { value: 'login', label: '登录' },
  { value: 'register', label: '注册' },
]

/** The query that opens the forgotten-password step (issue 18) on this page. */
const RESET_PASSWORD_PARAM = 'resetPassword'

/** This page's address with the forgotten-password step opened or closed, keeping the rest of the query. */
function stepSearch(searchParams: URLSearchParams, reset: boolean): string {
  const next = new URLSearchParams(searchParams)
  if (reset) next.set(RESET_PASSWORD_PARAM, '1')
  else next.delete(RESET_PASSWORD_PARAM)
  const query = next.toString()
  return query ? `?${query}` : ''
}

/**
 * /login-register (spec §2): phone and password in a plain browser, with a switch to register (an
 * optional invitation code, a password of at least 6). An invitation link opens on register.
 *
 * 忘记密码 opens the reset step on this same page (`?resetPassword=1`), not on a path of its own:
 * spec §2's routes are the contract the server serves pages at (WEB_ROUTE_PATHS), so a page outside
 * it would answer 404 when reloaded. The step is still an entry in the history, so back closes it.
 */
export function LoginRegisterRoute() {
  const [searchParams] = useSearchParams()
  const { search, state } = useLocation()
  const navigate = useNavigate()
  const finishSignIn = useFinishSignIn()
  const invitation = invitationFromQuery(searchParams)
  const [mode, setMode] = useState<Mode>(invitation ? 'register' : 'login')
  const [phone, setPhoneValue] = useState('')
  const [password, setPassword] = useState('')
  const [promotionCode, setPromotionCode] = useState(invitation)
  const [submitting, setSubmitting] = useState(false)

  const resetting = searchParams.has(RESET_PASSWORD_PARAM)

  // WeChat signs in by phone on its own page; a signed-in user needs no login.
  if (getEnv() === 'wechat') return <Navigate to={`/wxRegister${search}`} replace />
  if (getToken()) return <Navigate to={redirectTarget(search)} replace />

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (submitting) return
    const checked =
      mode === 'login'
        ? validate(passwordLoginBody, { phone, password, env: 'h5' })
        : validate(registerBody, { phone, password, promotionCode })
    if (!checked.ok) {
      showToast(checked.message)
      return
    }
    setSubmitting(true)
    try {
      const { token } =
        mode === 'login'
          ? await passwordLogin({ phone, password, env: 'h5' })
          : await register({ phone, password, promotionCode: promotionCode.trim() })
      await finishSignIn(token, phone, mode === 'login' ? '登录成功' : '注册成功')
    } catch {
      // The request client has shown the server's reason (wrong password, phone taken, too many tries).
      setSubmitting(false)
    }
  }

  // Opened by 忘记密码 here: step back to that entry. Opened by a link: the login takes its place.
  const closeReset = () => {
    if ((state as { fromLogin?: boolean } | null)?.fromLogin) navigate(-1)
    else navigate({ search: stepSearch(searchParams, false) }, { replace: true })
  }

  if (resetting)
    return (
      <LoginScreen title="重置密码" subtitle="验证手机号后设置新密码，完成后自动登录">
        <ResetPasswordForm phone={phone} onPhoneChange={setPhoneValue} />
        <button type="button" className={styles.aside} onClick={closeReset}>
          想起密码了？返回登录
        </button>
      </LoginScreen>
    )

  const isLogin = mode === 'login'
  return (
    <LoginScreen
      title={isLogin ? '欢迎回来' : '注册新账号'}
      subtitle={isLogin ? '使用手机号和密码登录' : '注册后即可下单，邀请码可不填'}
    >
      <div className={styles.switch} role="tablist" aria-label="登录或注册">
        {MODES.map((entry) => (
          <button
            key={entry.value}
            type="button"
            role="tab"
            aria-selected={mode === entry.value}
            className={mode === entry.value ? styles.active : undefined}
            onClick={() => setMode(entry.value)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <form onSubmit={submit} noValidate>
        <PhoneField id="login-phone" value={phone} onChange={setPhoneValue} />
        <LoginField htmlFor="login-password" label="密码">
          <PasswordInput
            id="login-password"
            value={password}
            onChange={setPassword}
            placeholder={isLogin ? '请输入密码' : '请设置密码，至少6位'}
            autoComplete={isLogin ? 'current-password' : 'new-password'}
          />
        </LoginField>
        {isLogin && (
          <Link
            className={styles.forgot}
            to={{ search: stepSearch(searchParams, true) }}
            state={{ fromLogin: true }}
          >
            忘记密码
          </Link>
        )}
        {!isLogin && (
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
        <SubmitButton loading={submitting}>{isLogin ? '登录' : '注册'}</SubmitButton>
      </form>
    </LoginScreen>
  )
}
