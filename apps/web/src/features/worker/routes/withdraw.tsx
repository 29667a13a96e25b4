import { FundRecordType, formatCents, type WorkerBalance, WorkerToasts } from '@dianjing/shared'
import { Button, Dialog, Input, Skeleton } from 'antd-mobile'
import { ExclamationCircleFill } from 'antd-mobile-icons'
import { type FormEvent, type ReactNode, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { LoadError } from '@/components/load-error.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { showToast } from '@/lib/toast.ts'
import { useApplyWithdrawal, useWorkerBalance } from '../api/funds.ts'
import { useWithdrawalInfo } from '../api/withdrawal-info.ts'
import { maskName, WithdrawMethodList } from '../components/withdraw-method-list.tsx'
import {
  allWithdrawable,
  checkWithdrawAmount,
  sanitizeWithdrawAmount,
  withdrawBlocked,
} from '../withdraw-amount.ts'
import styles from './withdraw.module.css'

/** Back to the balance the worker came from, or to it afresh when /withdraw was opened directly. */
function useLeave() {
  const navigate = useNavigate()
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (index > 0) navigate(-1)
    else navigate('/balance-management', { replace: true })
  }
}

function WithdrawForm({ balance }: { balance: WorkerBalance }) {
  const navigate = useNavigate()
  const leave = useLeave()
  const info = useWithdrawalInfo()
  const withdraw = useApplyWithdrawal()
  const [amount, setAmount] = useState('')
  const [attempted, setAttempted] = useState(false)

  const blocked = withdrawBlocked(balance)
  const check = checkWithdrawAmount(amount, balance)
  // Said as soon as the amount is wrong; "please enter an amount" only once the worker tried to send.
  const problem = blocked ?? (!check.ok && (amount !== '' || attempted) ? check.message : null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (withdraw.isPending) return
    setAttempted(true)
    if (!check.ok) {
      showToast(check.message)
      return
    }
    if (info.data === null) {
      const setUp = await Dialog.confirm({
        content: '请先设置支付宝收款信息，再申请提现',
        confirmText: '去设置',
        cancelText: '取消',
      })
      if (setUp) navigate('/withdraw-info-setting')
      return
    }
    const account = info.data ? `支付宝（${maskName(info.data.zfbName)}）` : '支付宝'
    const confirmed = await Dialog.confirm({
      title: '确认提现',
      content: `提现 ¥${formatCents(check.cents)} 到${account}，提交后该金额将冻结，打款后到账。`,
      confirmText: '确认提现',
      cancelText: '取消',
    })
    if (!confirmed) return
    withdraw.mutate(check.cents, {
      onSuccess: () => {
        showToast(WorkerToasts.withdrawalSubmitted)
        leave()
      },
    })
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <section className={styles.card}>
        <label className={styles.label} htmlFor="withdraw-amount">
          提现金额
        </label>
        <div className={styles.amountRow}>
          <span className={styles.currency}>¥</span>
          <Input
            id="withdraw-amount"
            className={styles.amount}
            inputMode="decimal"
            placeholder={blocked ? '暂无可提现金额' : '请输入提现金额'}
            value={amount}
            disabled={blocked !== null}
            onChange={(text) => setAmount(sanitizeWithdrawAmount(text))}
          />
          <button
            type="button"
            className={styles.all}
            disabled={blocked !== null}
            onClick={() => setAmount(allWithdrawable(balance))}
          >
            全部
          </button>
        </div>
        {problem ? (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        ) : (
          <p className={styles.available}>
            可提现金额 <strong>¥{formatCents(balance.withdrawable)}</strong>
          </p>
        )}
        {balance.fineOwed > 0 && (
          <p className={styles.fine}>
            <ExclamationCircleFill className={styles.fineIcon} />
            <span>
              你有未缴清的罚款欠款 ¥{formatCents(balance.fineOwed)}，将从可用余额 ¥
              {formatCents(balance.availableBalance)} 中先行抵扣，抵扣后的部分才可提现。
            </span>
          </p>
        )}
      </section>
      <WithdrawMethodList info={info.isError ? undefined : info.data} loading={info.isPending} />
      <div className={styles.footer}>
        <Button
          block
          type="submit"
          color="primary"
          shape="rounded"
          size="large"
          disabled={blocked !== null}
          loading={withdraw.isPending}
          loadingText="提交中"
        >
          确认提现
        </Button>
        <nav className={styles.links} aria-label="提现设置与记录">
          <Link to="/withdraw-info-setting">提现信息设置</Link>
          <span className={styles.divider} aria-hidden="true" />
          <Link to={`/balance-management?type=${FundRecordType.withdrawal}`}>提现记录</Link>
        </nav>
        <p className={styles.note}>
          提交后金额将冻结，平台审核通过后打款至你的支付宝账户；如被驳回，金额将退回可用余额。
        </p>
      </div>
    </form>
  )
}

/** /withdraw (spec §2, §5): an amount up to what may be withdrawn, to Alipay, after a confirmation. */
export function WithdrawRoute() {
  const balance = useWorkerBalance()
  let content: ReactNode
  if (balance.data) content = <WithdrawForm balance={balance.data} />
  else if (balance.isError) {
    content = (
      <LoadError
        title={WorkerToasts.balanceFailed}
        error={balance.error}
        onRetry={() => balance.refetch()}
        retrying={balance.isFetching}
      />
    )
  } else {
    content = (
      <div className={styles.skeleton} role="status" aria-busy="true" aria-label="加载中">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    )
  }
  return (
    <div className={styles.page}>
      <PageNavBar title="提现" />
      {content}
    </div>
  )
}
