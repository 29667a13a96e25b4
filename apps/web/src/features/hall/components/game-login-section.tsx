import { GameLoginMessages, type GameLoginPlain } from '@dianjing/shared'
import { useQueryClient } from '@tanstack/react-query'
import { Button, Dialog, Popup } from 'antd-mobile'
import { useState } from 'react'
import { Link } from 'react-router'
import { gameLoginKeys, useGameLoginState } from '@/lib/game-login.ts'
import { orderChatPath } from '@/lib/order-chat.ts'
import { showToast } from '@/lib/toast.ts'
import { useRevealGameLogin } from '../api/reveal-game-login.ts'
import { CopyButton } from './copy-button.tsx'
import styles from './game-login-section.module.css'

export const REVEAL_CONFIRM = '查看后将记录在订单中，客户可以看到查看时间。确定查看账号信息吗？'

/** The revealed login, shown until closed and then forgotten (kept in no cache). */
function RevealedLogin({ login, onClose }: { login: GameLoginPlain | null; onClose: () => void }) {
  const rows: [string, string][] = login
    ? (
        [
          ['游戏账号', login.account],
          ['游戏密码', login.password],
          ['登录说明', login.note],
        ] as [string, string][]
      ).filter(([, value]) => value !== '')
    : []
  return (
    <Popup visible={login !== null} onClose={onClose} onMaskClick={onClose} showCloseButton destroyOnClose>
      <div className={styles.popup} role="dialog" aria-label="账号信息">
        <h3 className={styles.popupHeading}>账号信息</h3>
        <dl className={styles.rows}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd>{value}</dd>
              <CopyButton value={value} label={label} />
            </div>
          ))}
        </dl>
        <p className={styles.warning}>仅用于本订单代练，请勿修改密码或泄露给他人</p>
      </div>
    </Popup>
  )
}

/**
 * 账号信息 on the worker's order (issue 23): 查看账号 reveals the customer's game login after a confirm;
 * a locked one sends the worker to the chat to ask the customer.
 */
export function GameLoginSection({ orderId }: { orderId: number }) {
  const state = useGameLoginState(orderId)
  const reveal = useRevealGameLogin()
  const queryClient = useQueryClient()
  const [shown, setShown] = useState<GameLoginPlain | null>(null)
  const data = state.data
  if (!data || (!data.stored && !data.erased)) return null

  const start = async () => {
    const confirmed = await Dialog.confirm({ title: '查看账号', content: REVEAL_CONFIRM })
    if (!confirmed) return
    try {
      setShown(await reveal.mutateAsync(orderId))
    } catch (error) {
      showToast(error instanceof Error ? error.message : '查看失败，请重试')
      // A lock or the order's end since the page loaded: show it as it is now.
      void queryClient.invalidateQueries({ queryKey: gameLoginKeys.order(orderId) })
    }
  }

  let body = <p className={styles.hint}>客户已提供游戏账号，查看后请尽快上号</p>
  if (data.erased) body = <p className={styles.hint}>{GameLoginMessages.erased}</p>
  else if (data.locked) {
    body = (
      <p className={styles.locked}>
        {GameLoginMessages.locked}
        <Link className={styles.chatLink} to={orderChatPath(orderId)}>
          去聊天
        </Link>
      </p>
    )
  } else if (!data.available) body = <p className={styles.hint}>订单不在服务中，无法查看账号信息</p>

  return (
    <section className={styles.card} aria-label="账号信息">
      <div className={styles.head}>
        <h3 className={styles.heading}>账号信息</h3>
        {data.available && (
          <Button
            size="small"
            color="primary"
            fill="outline"
            loading={reveal.isPending}
            onClick={() => void start()}
          >
            查看账号
          </Button>
        )}
      </div>
      {body}
      <RevealedLogin login={shown} onClose={() => setShown(null)} />
    </section>
  )
}
