import { WorkerStanding } from '@dianjing/shared'
import type { WorkerDetail } from './api/get-worker.ts'

/** A worker's page as the server answers it, for the console's tests; `overrides` sets what a test is about. */
export function workerDetail(overrides: Partial<WorkerDetail> = {}): WorkerDetail {
  return {
    userId: 8,
    nickName: '阿杰打手',
    phone: '13900000002',
    avatar: '',
    realName: '阿杰某',
    sex: '0',
    region: '0',
    briefIntroduction: '',
    level: 0,
    levelName: '打手',
    rating: '4.50',
    ratingCount: 2,
    completedOrders: 3,
    points: 1348,
    membershipExpiresAt: '2027-11-22',
    deposit: 50_000,
    availableBalance: 0,
    frozenBalance: 0,
    fineOwed: 0,
    alipayName: '张阿杰',
    alipayPhone: '13900000002',
    alipayPaymentCode: '',
    status: WorkerStanding.active,
    orderBlock: '',
    onDuty: true,
    createTime: '2026-11-22 07:17:15',
    application: null,
    orders: [],
    reviews: [],
    depositReturn: null,
    ...overrides,
  }
}
