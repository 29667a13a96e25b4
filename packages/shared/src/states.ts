/**
 * Every integer state the database keeps, by name. The numbers are the wire contract (the spec's
 * payloads carry them as they are, spec §3 and §4), so a value never changes its meaning; code compares
 * and writes the names. `states.test.ts` pins each number.
 */

/** An order's `status` (spec §4): where the customer's money is. */
export const OrderStatus = {
  /** Created and waiting for the customer's payment (待付款); it closes by itself after 30 minutes. */
  unpaid: 0,
  /** Paid: in the hall or being served, as `bizStatus` says. */
  paid: 1,
  /** Not paid in time and closed (已关闭); a payment that still arrives is refunded automatically. */
  closed: 2,
  /** Paid and the money given back to the customer (已退款). */
  refunded: 4,
  /**
   * Ended by a split of the paid amount (协商完成, issue 23): agreed by both sides, agreed by an
   * unanswered proposal's deadline, or ruled by staff in arbitration. The customer's part goes back the
   * way it was paid; the rest is settled to the worker after commission.
   */
  negotiated: 5,
} as const

/** What stands in the way of an order ending by itself (issue 23): an open cancel proposal or arbitration. */
export const DisputeStatus = {
  /** Nothing open: the order goes on as its status says. */
  none: 0,
  /** One side proposed cancelling with a split; the other side has not answered yet. */
  proposal: 1,
  /**
   * Arbitration is open: the order cannot be completed, confirmed, settled or refunded by any other
   * path until staff rule.
   */
  arbitration: 2,
} as const

/** A cancel proposal's status (协商撤销). */
export const ProposalStatus = {
  /** Waiting for the other side's answer (待答复). */
  open: 0,
  /** Agreed, by the other side or by the answer deadline passing: the split executed (已同意). */
  agreed: 1,
  /** Refused by the other side (已拒绝): either side may now open arbitration. */
  refused: 2,
  /** Withdrawn by its author (已撤回). */
  withdrawn: 3,
} as const

/** An arbitration's status (平台仲裁). */
export const ArbitrationStatus = {
  /** Opened: both sides submit evidence until the deadline, then staff rule (仲裁中). */
  open: 0,
  /** Staff ruled a split; it executed (已裁决). */
  ruled: 1,
} as const

/** A paid order's `bizStatus` (spec §4): how far the service has got. */
export const BizStatus = {
  /** No worker yet: in the hall, or offered to the worker the customer chose (待接单). */
  waiting: 0,
  /** A worker accepted it and is serving it (服务中). */
  inService: 1,
  /** The worker says it is done; the customer confirms, or 24 hours pass (待完成, the worker's 待结算). */
  awaitingClose: 2,
  /** Confirmed, and the worker has been paid their fee (已完成, the worker's 已结算). */
  completed: 3,
} as const

/** An order's `refundStatus` (spec §4): the customer's refund application. */
export const RefundStatus = {
  /** Never applied for. */
  none: 0,
  /** Applied for with a reason and waiting for finance; the order is out of the hall meanwhile. */
  applied: 1,
  /** Refused by finance, or ended by WeChat without paying back; the reason is shown and the order goes on. */
  refused: 2,
} as const

/** An order's `type`: what the customer bought. */
export const OrderKind = {
  /** A service, done by a worker. */
  normal: 0,
  /** A lottery product: draws on its prize wheel (the pay answer's `modeType` '1'). */
  lottery: 1,
} as const

/** An order's `orderType`: which workers may take it. */
export const OrderType = {
  /** Any worker of its region, from the hall. */
  hall: 0,
  /** Offered only to the worker the customer chose; it goes to the hall after 30 minutes untaken. */
  designated: 2,
} as const

/** A payment's status: money coming in through WeChat Pay or the customer's balance. */
export const PaymentStatus = {
  /** Asked for and not paid yet; it expires after 30 minutes. */
  pending: 0,
  /** Confirmed by WeChat's signed notification, by asking WeChat, or taken from the balance. */
  paid: 1,
  /** Expired unpaid and closed, at WeChat too. */
  closed: 2,
  /** Paid and then given back in full. */
  refunded: 3,
} as const

/** A refund row's status: money going back for one payment (to WeChat Pay or to the balance). */
export const PaymentRefundStatus = {
  /** Asked for; WeChat has not said how it ended. */
  processing: 0,
  /** The money went back. Final. */
  succeeded: 1,
  /** WeChat ended it without paying back (abnormal or closed); staff must act. It may still succeed. */
  failed: 2,
  /**
   * WeChat never recorded the request: every try failed before it did (network, 429, 5xx, a refusal), up
   * to the retry limit. Shown to finance as 退款异常 with WeChat's last answer; finance retries it.
   */
  notRecorded: 3,
} as const

/** A withdrawal's status (spec §4, withdrawal record status): a worker asking to be paid by Alipay. */
export const WithdrawalStatus = {
  /** Asked for: the amount waits in the frozen balance until finance acts (待打款). */
  pending: 0,
  /** Finance paid it by Alipay; it leaves the frozen balance (已打款). */
  paid: 1,
  /** Finance refused it with a reason; the amount went back to the available balance (已驳回). */
  rejected: 2,
  /**
   * Finance approved it and the transfer was sent to Alipay, whose result is not known yet (转账中): the
   * amount stays frozen until Alipay's answer or a query says SUCCESS or FAIL.
   */
  transferring: 3,
  /** Alipay refused or failed the transfer; the amount went back to the available balance with Alipay's reason. */
  failed: 4,
} as const

/** How a withdrawal (or a deposit returned on leaving) was paid out. */
export const PayoutMethod = {
  /** Finance transferred it in Alipay's own app and typed the reference (for Alipay outages). */
  manual: 0,
  /** Through Alipay's transfer API (alipay.fund.trans.uni.transfer), by the server. */
  alipayApi: 1,
} as const

/**
 * A deposit returned to a worker who left, by Alipay's transfer API or by hand
 * (docs/decisions/017-alipay-payouts.md). The deposit stays on the worker's books until it is paid.
 */
export const DepositReturnStatus = {
  /** Sent to Alipay, whose result is not known yet (退还中). */
  transferring: 0,
  /** Alipay paid it, or finance paid it by hand: the deposit left the books (已退还). */
  paid: 1,
  /** Alipay refused it; the deposit is still owed to the worker and finance may send it again (退还失败). */
  failed: 2,
} as const

/** A worker application's status. */
export const ApplicationStatus = {
  /** Waiting for staff; a customer has at most one. */
  pending: 0,
  /** Approved: the customer is a worker. */
  approved: 1,
  /** Rejected with a reason; the customer may apply again. */
  rejected: 2,
} as const

/** A worker's standing (`workers.status`). */
export const WorkerStanding = {
  /** Takes orders. */
  active: 0,
  /** Suspended by staff: takes no orders until reinstated. */
  suspended: 1,
  /** Left, the deposit returned (decision 010): a customer again until a new application is approved. */
  left: 2,
} as const

/** A customer's account status. */
export const UserStatus = {
  /** Signs in and uses the app. */
  active: 0,
  /** Banned by staff: the account's tokens stop working at once and it cannot sign in. */
  banned: 1,
} as const

/** A staff account's status. */
export const StaffStatus = {
  /** Signs in to the console. */
  active: 0,
  /** Disabled by an owner: cannot sign in, and its sessions end. */
  disabled: 1,
} as const

/** A worker fund record's type (spec §3, fund record; 3 is beyond the spec's list): a ledger entry's `type`. */
export const FundRecordType = {
  /** An order settled: the worker's fee added to the available balance. */
  income: 0,
  /** A withdrawal asked for, and finance paying or rejecting it. */
  withdrawal: 1,
  /** A fine staff issued, what the balance paid of one owed, and one taken from the deposit on leaving. */
  fine: 2,
  /** A deposit top-up, and the deposit paid back on leaving. */
  deposit: 3,
} as const

/** The worker ranking's kinds (spec §2, /worker-ranking; the request's `type`). */
export const WorkerRankingKind = {
  /** By orders completed. */
  orders: 0,
  /** By income this month. */
  income: 1,
} as const

/** What `checkWorkerStatus` answers (spec §4, worker status check result): where the worker entry leads. */
export const WorkerCheckStatus = {
  /** An approved worker with a valid membership and the minimum deposit: the worker center. */
  approved: 0,
  /** No application (or the worker left): /apply. */
  notApplied: 1,
  /** The application waits for staff: /audit-pending. */
  pending: 2,
  /** The application was rejected: /audit-rejected, with the reason. */
  rejected: 3,
  /** Approved, but the membership is missing or expired: /pay-membership. */
  membershipDue: 4,
  /** Approved and a member, but the deposit is below the minimum: the deposit top-up. */
  depositUnpaid: 5,
} as const

/** A chat message report's status (举报): a queue for staff. */
export const ChatReportStatus = {
  /** Waiting for staff (待处理). */
  pending: 0,
  /** Closed by staff with what they found and did (已处理); the reporter is not shown it. */
  handled: 1,
} as const

/**
 * A WeChat template message's sending status (issue 22): the outbox of the official account's messages
 * a job works through. One whose outcome is unknown is never sent again.
 */
export const TemplateMessageStatus = {
  /** Waiting to be sent, the first time or again after WeChat refused it, from its next attempt's time. */
  waiting: 0,
  /** Claimed by a process and being handed to WeChat, which may already have it. */
  sending: 1,
  /** WeChat took it. */
  sent: 2,
  /** WeChat will never take it, or every try was refused: given up. */
  failed: 3,
  /** Not sent: no template is configured for its kind. */
  skipped: 4,
  /** Handed to WeChat without an answer (a timeout, or the process stopped mid-call): never sent again. */
  unknown: 5,
} as const

/** One of a state's numbers: `StateOf<typeof UserStatus>` is `0 | 1`. */
export type StateOf<T extends Record<string, number>> = T[keyof T]
