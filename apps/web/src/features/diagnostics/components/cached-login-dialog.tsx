import { Dialog } from 'antd-mobile'
import { getEnv } from '@/lib/env.ts'
import { getOpenId, getPhone, getToken, getUserInfo } from '@/lib/storage.ts'
import styles from './debug-panel.module.css'

/** Enough of a secret to tell two apart, not enough to reuse it from a screenshot. */
const mask = (value: string | null) => (value ? `${value.slice(0, 6)}…（${value.length}位）` : '无')

/** The login data cached on this phone, as the debug panel shows it. */
export function showCachedLogin() {
  const userInfo = getUserInfo<{ id?: number; nickName?: string }>()
  const rows: [string, string][] = [
    ['环境', getEnv() === 'wechat' ? '微信' : 'h5'],
    ['手机号', getPhone() ?? '无'],
    ['openId', mask(getOpenId())],
    ['token', mask(getToken())],
    ['用户', userInfo ? `${userInfo.nickName ?? ''}（ID ${userInfo.id ?? '-'}）` : '无'],
  ]
  Dialog.alert({
    title: '登录缓存',
    content: (
      <dl className={styles.rows}>
        {rows.map(([name, value]) => (
          <div key={name} className={styles.row}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    ),
    confirmText: '关闭',
  })
}
