import {
  type ArbitrationDetail,
  type ArbitrationRow,
  ArbitrationStatus,
  ProposalStatus,
} from '@dianjing/shared'

/** Now as the server writes a Shanghai wall time, `minutesAgo` before. */
export function shanghaiTime(minutesAgo = 0): string {
  const moment = new Date(Date.now() - minutesAgo * 60_000 + 8 * 3_600_000)
  return moment.toISOString().slice(0, 19).replace('T', ' ')
}

/** A row of the queue as the server answers it: opened long ago by the customer, evidence closed. */
export function arbitrationRow(overrides: Partial<ArbitrationRow> = {}): ArbitrationRow {
  return {
    id: 5,
    orderId: 7,
    orderNum: 'DJ2026112130477117',
    title: '王者荣耀 钻石到星耀 代练',
    amount: 1_250_000,
    customerName: '新客户小王',
    workerName: '阿杰打手',
    openedBy: 'customer',
    reason: '打手三天没有上号，段位反而掉了',
    status: ArbitrationStatus.open,
    createTime: '2026-11-20 10:00:00',
    evidenceDueTime: '2026-11-20 12:00:00',
    evidenceOpen: false,
    evidenceCount: { customer: 2, worker: 1 },
    waitingMinutes: 5000,
    overdue: true,
    ...overrides,
  }
}

/** An arbitration's page as the server answers it: open, evidence closed, one refused proposal. */
export function arbitrationDetail(overrides: Partial<ArbitrationDetail> = {}): ArbitrationDetail {
  return {
    id: 5,
    orderId: 7,
    openedBy: 'customer',
    reason: '打手三天没有上号，段位反而掉了',
    status: ArbitrationStatus.open,
    createTime: '2026-11-20 10:00:00',
    evidenceDueTime: '2026-11-20 12:00:00',
    evidenceOpen: false,
    evidence: [
      {
        id: 1,
        side: 'customer',
        text: '三天没有任何对局记录',
        images: ['/uploads/evidence/c1.png', '/uploads/evidence/c2.png'],
        time: '2026-11-20 10:10:00',
      },
      {
        id: 2,
        side: 'worker',
        text: '账号被顶号，无法登录',
        images: [],
        time: '2026-11-20 10:30:00',
      },
    ],
    ruling: null,
    orderNum: 'DJ2026112130477117',
    outTradeNo: 'DJ2026112130477117',
    title: '王者荣耀 钻石到星耀 代练',
    amount: 1_250_000,
    workerAmount: 1_000_000,
    customerId: 11,
    customerName: '新客户小王',
    workerId: 8,
    workerName: '阿杰打手',
    proposals: [
      {
        id: 3,
        orderId: 7,
        proposedBy: 'customer',
        mine: false,
        refund: 1_000_000,
        workerPart: 200_000,
        reason: '不想继续了',
        status: ProposalStatus.refused,
        answerNote: '已经打了一半',
        agreedByDeadline: false,
        createTime: '2026-11-19 09:00:00',
        dueTime: '2026-11-20 09:00:00',
        answerTime: '2026-11-19 12:00:00',
      },
    ],
    ...overrides,
  }
}
