import { formatCents, PaymentOrderType, type WorkerCenterSummary, yuanToCents } from '@dianjing/shared'
import { useQueryClient } from '@tanstack/react-query'
import { Button, Swiper, type SwiperRef, Tabs } from 'antd-mobile'
import { useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { LoadError } from '@/components/load-error.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { showToast } from '@/lib/toast.ts'
import { workerKeys } from '@/lib/worker-keys.ts'
import { getWorkerCenterSummary, useWorkerCenterSummary } from '../api/center.ts'
import { DepositPane } from '../components/onboarding-deposit-pane.tsx'
import { MembershipOffer, membershipStanding } from '../components/onboarding-membership-offer.tsx'
import { MEMBERSHIP_TOTAL } from '../onboarding-money.ts'
import { MEMBERSHIP_CONFIRM, payAsWorker } from '../onboarding-payment.ts'
import styles from './recharge.module.css'

/** The two panes of spec §2 (/recharge), in order; `?tab=membership` opens the second. */
export const RECHARGE_TABS = [
  { key: 'deposit', title: '保证金充值' },
  { key: 'membership', title: '会员续费' },
] as const

export function paneIndex(tab: string | null): number {
  return Math.max(
    0,
    RECHARGE_TABS.findIndex(({ key }) => key === tab),
  )
}

/**
 * /recharge (spec §2): deposit top-up and membership renewal as two swipeable panes. Both pay through
 * WeChat; once paid, back to where the worker came from (the center, as a rule), which reloads.
 */
export function RechargeRoute() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const summary = useWorkerCenterSummary()
  const [params, setParams] = useSearchParams()
  const index = paneIndex(params.get('tab'))
  const swiper = useRef<SwiperRef>(null)
  const [paying, setPaying] = useState(false)

  const showPane = (next: number) => {
    if (next === index) return
    setParams({ tab: RECHARGE_TABS[next]!.key }, { replace: true })
    swiper.current?.swipeTo(next)
  }

  const leave = () => {
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (historyIndex > 0) navigate(-1)
    else navigate('/dashou-center', { replace: true })
  }

  /** One payment; `landed` tells from the reloaded summary whether the server has it. */
  const pay = async (payment: Parameters<typeof payAsWorker>[0], success: string): Promise<boolean> => {
    if (paying) return false
    setPaying(true)
    try {
      const result = await payAsWorker(payment)
      if (!result) return false
      void queryClient.invalidateQueries({ queryKey: workerKeys.all })
      showToast(result === 'paid' ? success : '支付成功，到账可能稍有延迟，请稍后查看')
      leave()
      return true
    } finally {
      setPaying(false)
    }
  }

  /** Reloads the summary into the cache and asks `changed` of it. */
  const summaryChanged = (changed: (now: WorkerCenterSummary) => boolean) => async () => {
    const now = await getWorkerCenterSummary()
    queryClient.setQueryData(workerKeys.summary(), now)
    return changed(now)
  }

  const payDeposit = (total: string) => {
    const before = summary.data?.deposit
    return pay(
      {
        order: { orderType: PaymentOrderType.deposit, total },
        confirm: {
          title: '确认充值保证金',
          content: `充值保证金 ¥${formatCents(yuanToCents(total) ?? 0)}，到账后计入你的打手保证金，退出平台时由客服办理退还。`,
        },
        landed: summaryChanged((now) => before === undefined || now.deposit > before),
      },
      '保证金充值成功',
    )
  }

  const payMembership = () => {
    const before = summary.data?.membershipExpiresAt
    return pay(
      {
        order: { orderType: PaymentOrderType.membership, total: MEMBERSHIP_TOTAL },
        confirm: MEMBERSHIP_CONFIRM,
        landed: summaryChanged((now) => before === undefined || now.membershipExpiresAt !== before),
      },
      '会员续费成功',
    )
  }

  return (
    <div className={styles.page}>
      <PageNavBar title="保证金与会员" />
      <div className={styles.tabs}>
        <Tabs activeKey={RECHARGE_TABS[index]!.key} onChange={(key) => showPane(paneIndex(key))}>
          {RECHARGE_TABS.map(({ key, title }) => (
            <Tabs.Tab key={key} title={title} />
          ))}
        </Tabs>
      </div>
      {summary.isError && (
        <div className={styles.error}>
          <LoadError
            compact
            title="保证金与会员信息加载失败"
            error={summary.error}
            onRetry={() => summary.refetch()}
            retrying={summary.isFetching}
          />
        </div>
      )}
      <Swiper
        ref={swiper}
        defaultIndex={index}
        indicator={false}
        onIndexChange={(next) => setParams({ tab: RECHARGE_TABS[next]!.key }, { replace: true })}
      >
        <Swiper.Item>
          <DepositPane summary={summary.data} paying={paying} onPay={payDeposit} />
        </Swiper.Item>
        <Swiper.Item>
          <div className={styles.membership}>
            <MembershipOffer standing={summary.data ? membershipStanding(summary.data) : undefined} />
            <div className={styles.submit}>
              <Button
                block
                color="primary"
                shape="rounded"
                size="large"
                loading={paying}
                loadingText="支付中"
                onClick={() => void payMembership()}
              >
                支付 ¥{MEMBERSHIP_TOTAL} 续费一年
              </Button>
            </div>
          </div>
        </Swiper.Item>
      </Swiper>
    </div>
  )
}
