import { GAME_LOGIN_LIMITS, gameLoginProblem } from '@dianjing/shared'
import { Button, Input, Popup, TextArea } from 'antd-mobile'
import { useState } from 'react'
import { showToast } from '@/lib/toast.ts'
import { useUpdateGameLogin } from '../api/game-login.ts'
import styles from './account-info-section.module.css'
import fields from './order-fields.module.css'

interface GameLoginFormPopupProps {
  orderId: number
  visible: boolean
  onClose: () => void
}

const EMPTY = { account: '', password: '', note: '' }

/** 修改 the game login: typed anew (the stored one is never sent back to the page). */
export function GameLoginFormPopup({ orderId, visible, onClose }: GameLoginFormPopupProps) {
  const [value, setValue] = useState(EMPTY)
  const update = useUpdateGameLogin()
  const close = () => {
    setValue(EMPTY)
    onClose()
  }
  const submit = async () => {
    const problem = gameLoginProblem(value)
    if (problem) {
      showToast(problem)
      return
    }
    try {
      await update.mutateAsync({ orderId, ...value })
      showToast('账号信息已修改')
      close()
    } catch {
      // The request client has told the user.
    }
  }
  return (
    <Popup visible={visible} onClose={close} onMaskClick={close} showCloseButton destroyOnClose>
      <div className={styles.popup} role="dialog" aria-label="修改账号信息">
        <h3 className={styles.popupHeading}>修改账号信息</h3>
        <div className={fields.row}>
          <label className={fields.label} htmlFor="login-edit-account">
            游戏账号
          </label>
          <div className={fields.control}>
            <Input
              id="login-edit-account"
              placeholder="请输入游戏账号"
              autoComplete="off"
              maxLength={GAME_LOGIN_LIMITS.account}
              value={value.account}
              onChange={(account) => setValue((current) => ({ ...current, account }))}
            />
          </div>
        </div>
        <div className={fields.row}>
          <label className={fields.label} htmlFor="login-edit-password">
            游戏密码
          </label>
          <div className={fields.control}>
            <Input
              id="login-edit-password"
              type="password"
              placeholder="请输入游戏密码"
              autoComplete="new-password"
              maxLength={GAME_LOGIN_LIMITS.password}
              value={value.password}
              onChange={(password) => setValue((current) => ({ ...current, password }))}
            />
          </div>
        </div>
        <div className={fields.remarks}>
          <label className={fields.label} htmlFor="login-edit-note">
            登录说明
          </label>
          <TextArea
            id="login-edit-note"
            placeholder="不便提供密码时填写，如扫码登录"
            maxLength={GAME_LOGIN_LIMITS.note}
            rows={2}
            value={value.note}
            onChange={(note) => setValue((current) => ({ ...current, note }))}
          />
        </div>
        <Button
          className={styles.save}
          block
          color="primary"
          loading={update.isPending}
          onClick={() => void submit()}
        >
          保存
        </Button>
      </div>
    </Popup>
  )
}
