import { describe, expect, it } from 'vitest'
import {
  ApplicationStatus,
  ArbitrationStatus,
  BizStatus,
  ChatReportStatus,
  DepositReturnStatus,
  DisputeStatus,
  FundRecordType,
  OrderKind,
  OrderStatus,
  OrderType,
  PaymentRefundStatus,
  PaymentStatus,
  PayoutMethod,
  ProposalStatus,
  RefundStatus,
  StaffStatus,
  TemplateMessageStatus,
  UserStatus,
  WithdrawalStatus,
  WorkerCheckStatus,
  WorkerRankingKind,
  WorkerStanding,
} from './states.ts'

// The numbers are stored in the database and carried by the spec's payloads: a name may be renamed,
// its number never.
describe('state names keep their numbers', () => {
  it.each([
    ['OrderStatus', OrderStatus, { unpaid: 0, paid: 1, closed: 2, refunded: 4, negotiated: 5 }],
    ['BizStatus', BizStatus, { waiting: 0, inService: 1, awaitingClose: 2, completed: 3 }],
    ['RefundStatus', RefundStatus, { none: 0, applied: 1, refused: 2 }],
    ['DisputeStatus', DisputeStatus, { none: 0, proposal: 1, arbitration: 2 }],
    ['ProposalStatus', ProposalStatus, { open: 0, agreed: 1, refused: 2, withdrawn: 3 }],
    ['ArbitrationStatus', ArbitrationStatus, { open: 0, ruled: 1 }],
    ['OrderKind', OrderKind, { normal: 0, lottery: 1 }],
    ['OrderType', OrderType, { hall: 0, designated: 2 }],
    ['PaymentStatus', PaymentStatus, { pending: 0, paid: 1, closed: 2, refunded: 3 }],
    ['PaymentRefundStatus', PaymentRefundStatus, { processing: 0, succeeded: 1, failed: 2, notRecorded: 3 }],
    ['WithdrawalStatus', WithdrawalStatus, { pending: 0, paid: 1, rejected: 2, transferring: 3, failed: 4 }],
    ['PayoutMethod', PayoutMethod, { manual: 0, alipayApi: 1 }],
    ['DepositReturnStatus', DepositReturnStatus, { transferring: 0, paid: 1, failed: 2 }],
    ['ApplicationStatus', ApplicationStatus, { pending: 0, approved: 1, rejected: 2 }],
    ['WorkerStanding', WorkerStanding, { active: 0, suspended: 1, left: 2 }],
    ['UserStatus', UserStatus, { active: 0, banned: 1 }],
    ['StaffStatus', StaffStatus, { active: 0, disabled: 1 }],
    ['FundRecordType', FundRecordType, { income: 0, withdrawal: 1, fine: 2, deposit: 3 }],
    ['WorkerRankingKind', WorkerRankingKind, { orders: 0, income: 1 }],
    [
      'WorkerCheckStatus',
      WorkerCheckStatus,
      { approved: 0, notApplied: 1, pending: 2, rejected: 3, membershipDue: 4, depositUnpaid: 5 },
    ],
    ['ChatReportStatus', ChatReportStatus, { pending: 0, handled: 1 }],
    [
      'TemplateMessageStatus',
      TemplateMessageStatus,
      { waiting: 0, sending: 1, sent: 2, failed: 3, skipped: 4, unknown: 5 },
    ],
  ])('%s', (_, names, numbers) => {
    expect(names).toEqual(numbers)
  })
})
