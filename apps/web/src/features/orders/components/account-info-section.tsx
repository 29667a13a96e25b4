import { canDo, GameLoginMessages, type GameLoginState, type OrderView } from '@dianjing/shared'
import { Button, Popup, Switch } from 'antd-mobile'
import { useState } from 'react'
import { useGameLoginState } from '@/lib/game-login.ts'
import { useLockGameLogin } from '../api/game-login.ts'
import styles from './account-info-section.module.css'
import { GameLoginFormPopup } from './game-login-form-popup.tsx'

/** Who revealed the login and when, newest first. */
function RevealLog({
  state,
  visible,
  onClose,
}: {
  state: GameLoginState
  visible: boolean
  onClose: () => void
}) {
  return (
    <Popup visible={visible} onClose={onClose} onMaskClick={onClose} showCloseButton>
      <div className={styles.popup} role="dialog" aria-label="查看记录">
        <h3 className={styles.popupHeading}>查看记录</h3>
        {state.reveals.length === 0 ? (
          <p className={styles.empty}>打手尚未查看账号信息</p>
        ) : (
          <ul className={styles.log}>
            {state.reveals.map((reveal) => (
              <li key={reveal.id}>
                <span>{reveal.workerName}</span>
                <span>{reveal.time}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Popup>
  )
}

/** The order has ended (the rule `editLogin` no longer holds): its login can no longer change. */
function ended(order: OrderView): boolean {
  return !canDo(order, 'editLogin')
}

/**
 * 账号信息 in the customer's order (issue 23): the account masked, the lock (a locked login cannot be
 * revealed until unlocked), 修改, and 查看记录 of every reveal. Nothing shows for an order without one.
 */
export function AccountInfoSection({ order }: { order: OrderView }) {
  const state = useGameLoginState(order.id)
  const lock = useLockGameLogin()
  const [editing, setEditing] = useState(false)
  const [logOpen, setLogOpen] = useState(false)
  const data = state.data
  if (data?.role !== 'customer' || (!data.stored && !data.erased)) return null
  if (data.erased) {
    return (
      <section className={styles.section} aria-label="账号信息">
        <h3 className={styles.title}>账号信息</h3>
        <p className={styles.hint}>{GameLoginMessages.erased}（订单结束7天后自动清除）</p>
      </section>
    )
  }
  return (
    <section className={styles.section} aria-label="账号信息">
      <div className={styles.head}>
        <h3 className={styles.title}>账号信息</h3>
      </div>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>游戏账号</dt>
          <dd>{data.maskedAccount || (data.hasNote ? '见登录说明' : '—')}</dd>
        </div>
        <div className={styles.row}>
          <dt>
            <label htmlFor={`login-lock-${order.id}`}>锁定账号信息</label>
          </dt>
          <dd>
            <Switch
              aria-label="锁定账号信息"
              checked={data.locked}
              loading={lock.isPending}
              onChange={(locked) => lock.mutate({ orderId: order.id, locked })}
            />
          </dd>
        </div>
      </dl>
      <p className={styles.hint}>
        {data.locked
          ? '已锁定：打手无法查看账号，需在聊天中向您申请解锁'
          : '仅接单打手在服务中可查看，每次查看都会记录'}
      </p>
      <div className={styles.actions}>
        {!ended(order) && (
          <Button size="small" onClick={() => setEditing(true)}>
            修改
          </Button>
        )}
        <Button size="small" onClick={() => setLogOpen(true)}>
          查看记录{data.reveals.length > 0 ? `（${data.reveals.length}）` : ''}
        </Button>
      </div>
      <GameLoginFormPopup orderId={order.id} visible={editing} onClose={() => setEditing(false)} />
      <RevealLog state={data} visible={logOpen} onClose={() => setLogOpen(false)} />
    </section>
  )
}
