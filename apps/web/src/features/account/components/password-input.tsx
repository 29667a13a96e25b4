import { Input } from 'antd-mobile'
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import styles from './password-input.module.css'

interface PasswordInputProps {
  id: string
  value: string
  onChange: (value: string) => void
  placeholder: string
  autoComplete: 'current-password' | 'new-password'
}

/** A password field with the show/hide toggle of spec §2 (/login-register). */
export function PasswordInput({ id, value, onChange, placeholder, autoComplete }: PasswordInputProps) {
  const [visible, setVisible] = useState(false)
  return (
    <>
      <Input
        id={id}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        maxLength={64}
        placeholder={placeholder}
        value={value}
        onChange={onChange}
      />
      <button
        type="button"
        className={styles.toggle}
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? '隐藏密码' : '显示密码'}
        aria-pressed={visible}
      >
        {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
      </button>
    </>
  )
}
