import { Input } from 'antd-mobile'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import styles from './login-screen.module.css'

interface LoginScreenProps {
  title: string
  subtitle: string
  children: ReactNode
}

/** The frame of both login steps: the brand on purple, the form on a card, a way to look around first. */
export function LoginScreen({ title, subtitle, children }: LoginScreenProps) {
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <span className={styles.mark} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
            <path
              fill="currentColor"
              d="M7.5 7h9A5.5 5.5 0 0 1 22 12.5v.6a4 4 0 0 1-7.1 2.5l-.6-.6H9.7l-.6.6A4 4 0 0 1 2 13.1v-.6A5.5 5.5 0 0 1 7.5 7Zm-.5 3v1.5H5.5v1.5H7v1.5h1.5V13H10v-1.5H8.5V10H7Zm9.3.2a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2Zm-1.9 2.2a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2Zm3.8 0a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2Z"
            />
          </svg>
        </span>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
      </header>
      <main className={styles.card}>{children}</main>
      <Link className={styles.browse} to="/home" replace>
        先去首页逛逛
      </Link>
    </div>
  )
}

interface LoginFieldProps {
  /** The id of the input inside, which the label names. */
  htmlFor: string
  label: string
  /** Optional fields say so next to their name. */
  optional?: boolean
  children: ReactNode
  suffix?: ReactNode
}

/** A labelled field of the login forms: the name above, the input in a soft box. */
export function LoginField({ htmlFor, label, optional = false, children, suffix }: LoginFieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={htmlFor}>
        {label}
        {optional && <span className={styles.optional}>（选填）</span>}
      </label>
      <div className={styles.box}>
        {children}
        {suffix}
      </div>
    </div>
  )
}

/** The login forms' phone field: digits only, at most 11, the phone keyboard. */
export function PhoneField({
  id,
  value,
  onChange,
}: {
  id: string
  value: string
  onChange: (phone: string) => void
}) {
  return (
    <LoginField htmlFor={id} label="手机号">
      <Input
        id={id}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        placeholder="请输入手机号码"
        value={value}
        onChange={(typed) => onChange(typed.replace(/\D/g, ''))}
        clearable
      />
    </LoginField>
  )
}
