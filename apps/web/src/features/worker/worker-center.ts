import { Toast } from 'antd-mobile'
import { showToast } from '@/lib/toast.ts'
import { checkWorkerStatus } from './api/check-worker-status.ts'

/** Spec §4, worker status check result: the page for each status. 5 (deposit unpaid) has none. */
export const WORKER_STATUS_PAGES: Readonly<Record<number, string>> = {
  0: '/dashou-center',
  1: '/apply',
  2: '/audit-pending',
  3: '/audit-rejected',
  4: '/pay-membership',
}

export const DEPOSIT_UNPAID_MESSAGE = '保证金未缴纳，请先缴纳保证金'

/** The page to open, or the message to show instead. */
export function workerCenterDestination(status: number): { page: string } | { message: string } {
  const page = WORKER_STATUS_PAGES[status]
  return page ? { page } : { message: DEPOSIT_UNPAID_MESSAGE }
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
  else showToast(destination.message)
}
