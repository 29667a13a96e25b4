import { BALANCE_RECHARGE_QUICK_AMOUNTS_YUAN, formatCents } from '@dianjing/shared'
import { useQueryClient } from '@tanstack/react-query'
import { Button, Input } from 'antd-mobile'
import { RedoOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { payThroughWechat } from '@/lib/pay-through-wechat.ts'
import { rechargeAmountProblem, sanitizeAmount } from '@/lib/recharge-amount.ts'
import { showToast } from '@/lib/toast.ts'
import { createRecharge, getBalance, useBalance } from '../api/balance.ts'
import { ordersKeys } from '../api/keys.ts'
import styles from './balance-recharge.module.css'

/** /balance-recharge (spec §2): the balance, an amount with quick picks, and WeChat Pay. */
export function BalanceRechargeRoute() {
  const queryClient = useQueryClient()
  const balance = useBalance()
  const [amount, setAmount] = useState('')
  const [paying, setPaying] = useState(false)

  const recharge = async () => {
    const problem = rechargeAmountProblem(amount)
    if (problem) {
      showToast(problem)
      return
    }
    setPaying(true)
    try {
      const before = balance.data ?? (await getBalance())
      const params = await createRecharge(amount)
      // The top-up lands when WeChat's notification reaches the server: watch the balance rise.
      const result = await payThroughWechat(params, async () => {
        const now = await getBalance()
        queryClient.setQueryData(ordersKeys.balance(), now)
        return now > before
      })
      if (result === 'paid') {
        showToast('充值成功')
        setAmount('')
      } else if (result === 'pending') showToast('充值结果确认中，请稍后刷新余额')
      else if (result === 'cancel') showToast('已取消充值')
      else showToast('充值失败，请重试')
    } catch {
      // The request client has shown the server's message.
    } finally {
      setPaying(false)
    }
  }

  return (
    <div className={styles.page}>
      <PageNavBar title="余额充值" />
      <section className={styles.balance} aria-label="当前余额">
        <span className={styles.balanceLabel}>当前余额（元）</span>
        <span className={styles.balanceValue}>
          {balance.data === undefined ? '--' : formatCents(balance.data)}
        </span>
        <button
          type="button"
          className={styles.refresh}
          aria-label="刷新余额"
          onClick={() => void balance.refetch()}
        >
          <RedoOutline className={balance.isFetching ? styles.spinning : undefined} /> 刷新
        </button>
      </section>
      <section className={styles.card}>
        <label className={styles.label} htmlFor="recharge-amount">
          充值金额
        </label>
        <div className={styles.amountRow}>
          <span className={styles.currency}>¥</span>
          <Input
            id="recharge-amount"
            className={styles.amount}
            inputMode="decimal"
            placeholder="1-10000元"
            value={amount}
            onChange={(text) => setAmount(sanitizeAmount(text))}
          />
        </div>
        <div className={styles.quick}>
          {BALANCE_RECHARGE_QUICK_AMOUNTS_YUAN.map((yuan) => (
            <button
              key={yuan}
              type="button"
              className={`${styles.quickAmount} ${amount === String(yuan) ? styles.picked : ''}`}
              onClick={() => setAmount(String(yuan))}
            >
              {yuan}元
            </button>
          ))}
        </div>
        <p className={styles.hint}>单次充值 1-10000 元，余额可用于支付订单。</p>
      </section>
      <div className={styles.submit}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={paying}
          onClick={() => void recharge()}
        >
          充值
        </Button>
      </div>
    </div>
  )
}
