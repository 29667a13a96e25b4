import { GAME_LOGIN_LIMITS } from '@dianjing/shared'
import { Input, TextArea } from 'antd-mobile'
import type { OrderForm } from '../order-form.ts'
import styles from './order-fields.module.css'

type Fields = Required<Pick<OrderForm, 'loginAccount' | 'loginPassword' | 'loginNote'>>

interface GameLoginFieldsProps {
  value: Fields
  onChange: (patch: Partial<Fields>) => void
}

/**
 * The game login, for a product that needs it (issue 23): an account and password, or a login note.
 * Kept encrypted; only the worker who takes the order can see it, and the customer sees each time.
 */
export function GameLoginFields({ value, onChange }: GameLoginFieldsProps) {
  return (
    <section className={styles.card} aria-label="账号信息">
      <div className={styles.row}>
        <label className={styles.label} htmlFor="order-login-account">
          游戏账号
        </label>
        <div className={styles.control}>
          <Input
            id="order-login-account"
            placeholder="请输入游戏账号"
            autoComplete="off"
            maxLength={GAME_LOGIN_LIMITS.account}
            value={value.loginAccount}
            onChange={(loginAccount) => onChange({ loginAccount })}
          />
        </div>
      </div>
      <div className={styles.row}>
        <label className={styles.label} htmlFor="order-login-password">
          游戏密码
        </label>
        <div className={styles.control}>
          <Input
            id="order-login-password"
            type="password"
            placeholder="请输入游戏密码"
            autoComplete="new-password"
            maxLength={GAME_LOGIN_LIMITS.password}
            value={value.loginPassword}
            onChange={(loginPassword) => onChange({ loginPassword })}
          />
        </div>
      </div>
      <div className={styles.remarks}>
        <label className={styles.label} htmlFor="order-login-note">
          登录说明
        </label>
        <TextArea
          id="order-login-note"
          placeholder="不便提供密码时填写，如扫码登录、验证码联系方式"
          maxLength={GAME_LOGIN_LIMITS.note}
          rows={2}
          autoSize={{ minRows: 2, maxRows: 4 }}
          value={value.loginNote}
          onChange={(loginNote) => onChange({ loginNote })}
        />
      </div>
      <p className={styles.loginHint}>账号信息加密保存，仅接单打手在服务中可查看，每次查看都会记录</p>
    </section>
  )
}
