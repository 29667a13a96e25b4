import { Readable } from 'node:stream'
import {
  formatCents,
  formatDateTime,
  formatDateTimeOrEmpty,
  ORDER_STATE_LABELS,
  orderDisplayState,
  REGION_LABELS,
} from '@dianjing/shared'
import { and, asc, eq, gt } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/database.ts'
import { games, orders, staff, users, workerLedger } from '../../db/schema/index.ts'
import { withinShanghaiDays } from '../../lib/sql-filters.ts'

/** Rows read per query: a large range streams in batches and never sits in memory whole. */
const BATCH = 500

/**
 * A long run of digits that must stay text: an order number or a phone. A spreadsheet reads a bare
 * 20-digit number as 2.02611E+19 and drops digits past the 15th; Excel and WPS keep `="…"` as written.
 */
export interface DigitsCell {
  digits: string
}

type Field = string | number | null | undefined | DigitsCell

export const digitsCell = (digits: string | null | undefined): DigitsCell | string =>
  digits ? { digits } : ''

/**
 * One CSV field: quoted when it holds a comma, quote or line break, and a leading = + - @ is
 * neutralised so a spreadsheet does not run it as a formula. Digits meant as text are written as the
 * one formula that only shows them (`="2026…"`), never for anything but digits.
 */
export function csvField(value: Field): string {
  if (typeof value === 'object' && value !== null) {
    if (/^\d+$/.test(value.digits)) return `"=""${value.digits}"""`
    return csvField(value.digits)
  }
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

const line = (fields: Field[]) => `${fields.map(csvField).join(',')}\r\n`

/** Pages through a table by id after id, yielding CSV lines; the first line is the header. */
async function* csv<T extends { id: number }>(
  header: string[],
  page: (afterId: number) => Promise<T[]>,
  toFields: (row: T) => Field[],
): AsyncGenerator<string> {
  // The byte order mark lets spreadsheet programs read the Chinese as UTF-8.
  yield `\uFEFF${line(header)}`
  let afterId = 0
  for (;;) {
    const rows = await page(afterId)
    if (rows.length === 0) return
    yield rows.map((row) => line(toFields(row))).join('')
    afterId = rows.at(-1)!.id
  }
}

const customers = alias(users, 'customers')
const workerUsers = alias(users, 'worker_users')

export function ordersCsv(db: Db, range: { from: string; to: string }): Readable {
  const within = withinShanghaiDays(orders.createdAt, range.from, range.to)
  return Readable.from(
    csv(
      [
        '订单号',
        '下单时间',
        '支付时间',
        '商品',
        '游戏',
        '区服',
        '数量',
        '金额(元)',
        '打手服务费(元)',
        '平台佣金(元)',
        '状态',
        '客户ID',
        '客户手机',
        '打手ID',
        '打手',
        '完成时间',
        '结算时间',
      ],
      async (afterId) =>
        (
          await db
            .select({
              order: orders,
              gameName: games.name,
              customerPhone: customers.phone,
              workerName: workerUsers.nickName,
            })
            .from(orders)
            .innerJoin(games, eq(games.id, orders.gameTypeId))
            .innerJoin(customers, eq(customers.id, orders.userId))
            .leftJoin(workerUsers, eq(workerUsers.id, orders.workerId))
            .where(and(within, gt(orders.id, afterId)))
            .orderBy(asc(orders.id))
            .limit(BATCH)
        ).map((row) => ({ id: row.order.id, row })),
      ({ row }) => [
        digitsCell(row.order.orderNum),
        formatDateTime(row.order.createdAt),
        formatDateTimeOrEmpty(row.order.paidAt),
        (JSON.parse(row.order.productJson) as { title?: string }).title ?? '',
        row.gameName,
        REGION_LABELS[row.order.gameRegion] ?? row.order.gameRegion,
        row.order.quantity,
        formatCents(row.order.amount),
        row.order.paidAt ? formatCents(row.order.workerAmount) : '',
        row.order.paidAt ? formatCents(row.order.amount - row.order.workerAmount) : '',
        ORDER_STATE_LABELS[orderDisplayState(row.order.status, row.order.bizStatus, row.order.splitBy)],
        row.order.userId,
        digitsCell(row.customerPhone),
        row.order.workerId,
        row.workerName,
        formatDateTimeOrEmpty(row.order.completedAt),
        formatDateTimeOrEmpty(row.order.settledAt),
      ],
    ),
  )
}

const EVENT_LABELS: Record<string, string> = {
  settle: '订单结算',
  fine: '罚款',
  fine_offset: '余额抵扣罚款',
  withdraw: '申请提现',
  withdraw_paid: '提现已打款',
  withdraw_rejected: '提现驳回',
  withdraw_failed: '支付宝转账失败退回',
  deposit: '保证金充值',
}

export function fundRecordsCsv(db: Db, range: { from: string; to: string }): Readable {
  const within = withinShanghaiDays(workerLedger.createdAt, range.from, range.to)
  const signed = (cents: number) => (cents === 0 ? '' : formatCents(cents))
  return Readable.from(
    csv(
      [
        '时间',
        '打手ID',
        '打手',
        '手机号',
        '类型',
        '金额(元)',
        '可用余额变动',
        '冻结变动',
        '欠款变动',
        '保证金变动',
        '可用余额',
        '冻结金额',
        '欠缴罚款',
        '保证金',
        '订单号',
        '备注',
        '操作员',
      ],
      async (afterId) =>
        (
          await db
            .select({
              entry: workerLedger,
              workerName: users.nickName,
              phone: users.phone,
              staffName: staff.name,
            })
            .from(workerLedger)
            .innerJoin(users, eq(users.id, workerLedger.workerId))
            .leftJoin(staff, eq(staff.id, workerLedger.staffId))
            .where(and(within, gt(workerLedger.id, afterId)))
            .orderBy(asc(workerLedger.id))
            .limit(BATCH)
        ).map((row) => ({ id: row.entry.id, row })),
      ({ row }) => [
        formatDateTime(row.entry.createdAt),
        row.entry.workerId,
        row.workerName,
        digitsCell(row.phone),
        EVENT_LABELS[row.entry.event] ?? row.entry.event,
        formatCents(row.entry.amount),
        signed(row.entry.availableChange),
        signed(row.entry.frozenChange),
        signed(row.entry.owedChange),
        signed(row.entry.depositChange),
        formatCents(row.entry.availableAfter),
        formatCents(row.entry.frozenAfter),
        formatCents(row.entry.owedAfter),
        formatCents(row.entry.depositAfter),
        digitsCell(row.entry.orderNum),
        row.entry.remarks,
        row.staffName,
      ],
    ),
  )
}
