import {
  DEPOSIT_MAX_PER_TOPUP,
  DEPOSIT_QUICK_AMOUNTS_YUAN,
  formatCents,
  IN_SERVICE_CAP,
  type WorkerCenterSummary,
} from '@dianjing/shared'
import { Button, Input } from 'antd-mobile'
import { useState } from 'react'
import { amountText, depositAmountProblem, sanitizeAmount } from '@/lib/recharge-amount.ts'
import { showToast } from '@/lib/toast.ts'
import { yuanText } from '../onboarding-money.ts'
import styles from './onboarding-pane.module.css'

interface DepositPaneProps {
  summary: WorkerCenterSummary | undefined
  paying: boolean
  /** Pays `total` yuan (checked text); true when it went through, so the field can be cleared. */
  onPay: (total: string) => Promise<boolean>
}

/** The deposit pane of /recharge: what is deposited, what taking orders needs, a top-up (spec §5). */
export function DepositPane({ summary, paying, onPay }: DepositPaneProps) {
  const [amount, setAmount] = useState('')
  const shortfall = summary ? summary.minDeposit - summary.deposit : 0

  const pay = async () => {
    const total = amountText(amount)
    const problem = depositAmountProblem(total)
    if (problem) {
      showToast(problem)
      return
    }
    if (await onPay(total)) setAmount('')
  }

  return (
    <div className={styles.pane}>
      <section className={styles.summary} aria-label="当前保证金">
        <span className={styles.summaryLabel}>当前保证金（元）</span>
        <span className={styles.summaryValue}>{summary ? formatCents(summary.deposit) : '--'}</span>
        {summary && (
          <span className={styles.summaryNote}>
            {shortfall > 0
              ? `接单最低需 ${yuanText(summary.minDeposit)} 元，还差 ${formatCents(shortfall)} 元`
              : `已达到接单最低要求（${yuanText(summary.minDeposit)} 元）`}
          </span>
        )}
      </section>
      <section className={styles.card}>
        <label className={styles.label} htmlFor="deposit-amount">
          充值金额
        </label>
        <div className={styles.amountRow}>
          <span className={styles.currency}>¥</span>
          <Input
            id="deposit-amount"
            className={styles.amount}
            inputMode="decimal"
            placeholder={`单次最高 ${yuanText(DEPOSIT_MAX_PER_TOPUP)} 元`}
            value={amount}
            onChange={(text) => setAmount(sanitizeAmount(text))}
          />
        </div>
        <div className={styles.quick}>
          {DEPOSIT_QUICK_AMOUNTS_YUAN.map((yuan) => (
            <button
              key={yuan}
              type="button"
              className={`${styles.quickAmount} ${amountText(amount) === String(yuan) ? styles.picked : ''}`}
              onClick={() => setAmount(String(yuan))}
            >
              {yuan}元
            </button>
          ))}
        </div>
        <ul className={styles.hints}>
          <li>
            保证金不少于 {summary ? yuanText(summary.minDeposit) : '--'} 元方可接单；基础可同时服务{' '}
            {IN_SERVICE_CAP.base} 单，每多 {yuanText(IN_SERVICE_CAP.perDeposit)} 元保证金可多服务 1 单。
          </li>
          <li>单次充值最高 {yuanText(DEPOSIT_MAX_PER_TOPUP)} 元，支付成功后几秒内到账。</li>
          <li>保证金不可提现，退出平台时由客服办理退还。</li>
        </ul>
      </section>
      <div className={styles.submit}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={paying}
          loadingText="支付中"
          onClick={() => void pay()}
        >
          充值保证金
        </Button>
      </div>
    </div>
  )
}
