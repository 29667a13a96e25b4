import { WORKER_MIN_DEPOSIT, WorkerCheckStatus } from '@dianjing/shared'
import { Dialog, Toast } from 'antd-mobile'
import { checkWorkerStatus } from './api/check-worker-status.ts'
import { yuanText } from './onboarding-money.ts'

/** Spec §4, worker status check result: the page for each status. Deposit unpaid has none. */
export const WORKER_STATUS_PAGES: Readonly<Record<number, string>> = {
  [WorkerCheckStatus.approved]: '/dashou-center',
  [WorkerCheckStatus.notApplied]: '/apply',
  [WorkerCheckStatus.pending]: '/audit-pending',
  [WorkerCheckStatus.rejected]: '/audit-rejected',
  [WorkerCheckStatus.membershipDue]: '/pay-membership',
}

/** Where a worker whose deposit is unpaid is offered to go: the deposit pane of /recharge (docs/domain.md, Worker money). */
export const DEPOSIT_TOP_UP_PAGE = '/recharge'

/** The page to open, or the deposit top-up to offer instead (deposit unpaid, spec §4: no navigation of its own). */
export function workerCenterDestination(status: number): { page: string } | { depositDue: true } {
  const page = WORKER_STATUS_PAGES[status]
  return page ? { page } : { depositDue: true }
}

/** Deposit unpaid: the deposit is below what taking orders needs; the worker decides whether to top up now. */
export function offerDepositTopUp(navigate: (to: string) => void): void {
  Dialog.confirm({
    title: '保证金不足',
    content: `接单需缴纳不少于 ${yuanText(WORKER_MIN_DEPOSIT)} 元保证金，充值后即可进入打手中心接单。`,
    confirmText: '去充值',
    cancelText: '取消',
    onConfirm: () => navigate(DEPOSIT_TOP_UP_PAGE),
  })
}

/** The worker-center entry of /mine: runs the status check and goes where it says. */
export async function openWorkerCenter(navigate: (to: string) => void): Promise<void> {
  Toast.show({ icon: 'loading', content: '加载中…', duration: 0 })
  let status: number
  try {
    status = await checkWorkerStatus()
  } catch {
    // The request client has already shown why.
    return
  }
  Toast.clear()
  const destination = workerCenterDestination(status)
  if ('page' in destination) navigate(destination.page)
  else offerDepositTopUp(navigate)
}
