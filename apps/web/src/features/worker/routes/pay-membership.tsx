import { PaymentOrderType, WorkerCheckStatus } from '@dianjing/shared'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Button } from 'antd-mobile'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { showToast } from '@/lib/toast.ts'
import { workerKeys } from '@/lib/worker-keys.ts'
import { useWorkerStatus } from '../api/application.ts'
import { getWorkerCenterSummary, workerCenterSummaryQueryOptions } from '../api/center.ts'
import { checkWorkerStatus } from '../api/check-worker-status.ts'
import { MembershipOffer, membershipStanding } from '../components/onboarding-membership-offer.tsx'
import { MEMBERSHIP_TOTAL } from '../onboarding-money.ts'
import { MEMBERSHIP_CONFIRM, payAsWorker } from '../onboarding-payment.ts'
import { DEPOSIT_TOP_UP_PAGE, WORKER_STATUS_PAGES } from '../worker-center.ts'
import styles from './pay-membership.module.css'

/** Status check answers of a worker whose center summary exists (spec §4: approved, or the deposit due). */
const HAS_SUMMARY = new Set<number>([WorkerCheckStatus.approved, WorkerCheckStatus.depositUnpaid])

/** Where to go once the fee is paid: the status check says what is still missing. */
export function afterMembershipPage(status: number | null): string | null {
  if (status === null || status === WorkerCheckStatus.membershipDue) return null
  if (status === WorkerCheckStatus.depositUnpaid) return `${DEPOSIT_TOP_UP_PAGE}?tab=deposit`
  return WORKER_STATUS_PAGES[status] ?? null
}

/**
 * /pay-membership (spec §4, status 4): the membership offer and its payment. Approved workers have no
 * center summary yet, so the expiry shows only for those who have one (status 0 or 5).
 */
export function PayMembershipRoute() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const status = useWorkerStatus()
  const hasSummary = status.data !== undefined && HAS_SUMMARY.has(status.data)
  const summary = useQuery({ ...workerCenterSummaryQueryOptions(), enabled: hasSummary })
  const [paying, setPaying] = useState(false)

  const pay = async () => {
    if (paying) return
    setPaying(true)
    try {
      // A renewal moves the expiry; a first payment moves the status check on from 4.
      const expiryBefore = hasSummary ? summary.data?.membershipExpiresAt : undefined
      const result = await payAsWorker({
        order: { orderType: PaymentOrderType.membership, total: MEMBERSHIP_TOTAL },
        confirm: MEMBERSHIP_CONFIRM,
        landed: async () =>
          expiryBefore === undefined
            ? (await checkWorkerStatus()) !== WorkerCheckStatus.membershipDue
            : (await getWorkerCenterSummary()).membershipExpiresAt !== expiryBefore,
      })
      if (!result) return
      await queryClient.invalidateQueries({ queryKey: workerKeys.all })
      const now = await checkWorkerStatus().catch(() => null)
      const next = afterMembershipPage(now)
      if (result === 'pending' || !next) {
        showToast('支付成功，会员开通中，请稍后在打手中心查看')
        return
      }
      showToast(now === WorkerCheckStatus.depositUnpaid ? '会员已开通，缴纳保证金后即可接单' : '会员开通成功')
      navigate(next, { replace: true })
    } finally {
      setPaying(false)
    }
  }

  return (
    <div className={styles.page}>
      <PageNavBar title="开通会员" />
      <MembershipOffer standing={summary.data ? membershipStanding(summary.data) : undefined} />
      <div className={styles.bar}>
        <div className={styles.total}>
          <span className={styles.totalLabel}>应付</span>
          <span className={styles.totalValue}>¥{MEMBERSHIP_TOTAL}</span>
        </div>
        <Button
          className={styles.pay}
          color="primary"
          shape="rounded"
          size="large"
          loading={paying}
          loadingText="支付中"
          onClick={() => void pay()}
        >
          {summary.data?.membershipValid ? '立即续费' : '立即开通'}
        </Button>
      </div>
    </div>
  )
}
