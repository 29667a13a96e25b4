import {
  BizStatus,
  canDo,
  clauseRefusal,
  DisputeStatus,
  ORDER_RULES,
  type OrderClause,
  OrderKind,
  type OrderRuleFacts,
  type OrderRuleName,
  OrderStatus,
  OrderType,
  orderEndedAt,
  orderEnding,
  RefundStatus,
  SplitBy,
  whyNot,
} from '@dianjing/shared'
import { asc, type SQL, sql } from 'drizzle-orm'
import { integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { afterAll, describe, expect, it } from 'vitest'
import { orderEndedAtSql } from '../../db/order-ending.ts'
import { rowsOf } from '../../lib/sql-filters.ts'
import { createTestDatabase } from '../../test/test-database.ts'
import { namesUser, orderClauseSql, orderRuleSql, orderStateSql } from './order-rules.ts'

/*
 * The rulebook read two ways must say the same: for every rule and every combination of the fields its
 * clauses read, the SQL the server's updates run (on the database) and `canDo` agree, and when they
 * refuse, `whyNot` names the first clause the database also finds false. The combinations are a table
 * of the same columns as `orders`, so the compiled conditions run as they are.
 */

const cases = pgTable('order_rule_cases', {
  id: integer('id').primaryKey(),
  status: smallint('status').notNull(),
  bizStatus: smallint('biz_status').notNull(),
  refundStatus: smallint('refund_status').notNull(),
  disputeStatus: smallint('dispute_status').notNull(),
  orderType: smallint('order_type').notNull(),
  type: smallint('type').notNull(),
  lotteryNum: integer('lottery_num').notNull(),
  lotteryNumAlready: integer('lottery_num_already').notNull(),
  attachment: text('attachment').notNull(),
  userId: integer('user_id').notNull(),
  workerId: integer('worker_id'),
  splitBy: varchar('split_by', { length: 8 }),
  settledAt: timestamp('settled_at', { withTimezone: true }),
  negotiatedAt: timestamp('negotiated_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})

type Case = typeof cases.$inferSelect

/** The user each rule is asked for; the orders are bought by CUSTOMER or by them, served by them or OTHER. */
const USER = 7
const CUSTOMER = 3
const OTHER = 9

const values = <T extends Record<string, number>>(states: T) => Object.values(states)

/** Every combination of the fields the rules read: the state numbers, the lottery counts, proof and parties. */
function allCases(): Omit<Case, 'splitBy' | 'settledAt' | 'negotiatedAt' | 'closedAt' | 'updatedAt'>[] {
  const rows: ReturnType<typeof allCases> = []
  const draws = [
    [0, 0],
    [2, 0],
    [2, 1],
    [2, 2],
  ] as const
  const parties = [
    [CUSTOMER, null],
    [CUSTOMER, USER],
    [CUSTOMER, OTHER],
    [USER, null],
    [USER, OTHER],
  ] as const
  for (const status of values(OrderStatus))
    for (const bizStatus of values(BizStatus))
      for (const refundStatus of values(RefundStatus))
        for (const disputeStatus of values(DisputeStatus))
          for (const orderType of values(OrderType))
            for (const type of values(OrderKind))
              for (const [lotteryNum, lotteryNumAlready] of draws)
                for (const attachment of ['', '/boot/files/proof.png'])
                  for (const [userId, workerId] of parties)
                    rows.push({
                      id: rows.length + 1,
                      status,
                      bizStatus,
                      refundStatus,
                      disputeStatus,
                      orderType,
                      type,
                      lotteryNum,
                      lotteryNumAlready,
                      attachment,
                      userId,
                      workerId,
                    })
  return rows
}

const database = await createTestDatabase()
const { db } = database
afterAll(() => database.close())

await db.execute(sql`create table order_rule_cases (
  id int primary key, status smallint not null, biz_status smallint not null,
  refund_status smallint not null, dispute_status smallint not null, order_type smallint not null,
  type smallint not null, lottery_num int not null, lottery_num_already int not null,
  attachment text not null, user_id int not null, worker_id int, split_by varchar(8),
  settled_at timestamptz, negotiated_at timestamptz, closed_at timestamptz, updated_at timestamptz not null)`)
const rows = allCases()
const NOW = new Date('2026-12-01T04:00:00Z')
for (let start = 0; start < rows.length; start += 2000) {
  await db.insert(cases).values(rows.slice(start, start + 2000).map((row) => ({ ...row, updatedAt: NOW })))
}

const RULES = Object.keys(ORDER_RULES) as OrderRuleName[]

const bit = (condition: SQL) => sql`(case when ${condition} then '1' else '0' end)`

/**
 * Each rule's truth and each of its clauses', as the database judges them row by row (a null, such as
 * worker_id = 7 on an order with no worker, is false to a WHERE), read in one statement: per row, per
 * rule, '1' or '0' for the rule and then for each clause, the rules apart by '|'.
 */
const judgedRows = rowsOf<{ id: number; bits: string }>(
  await db.execute(sql`
    select ${cases.id} as id, ${sql.join(
      RULES.map((rule) => {
        const user = namesUser(rule) ? USER : undefined
        const clauses = ORDER_RULES[rule].when as readonly OrderClause[]
        return sql.join(
          [
            bit(orderRuleSql(rule, user, cases)),
            ...clauses.map((clause) => bit(orderClauseSql(cases, clause, user))),
          ],
          sql` || `,
        )
      }),
      sql` || '|' || `,
    )} as bits
    from ${cases} order by ${cases.id}`),
).map((row) => row.bits.split('|'))

describe('the order rulebook', () => {
  it('covers every state and party combination', () => {
    expect(rows.length).toBe(5 * 4 * 3 * 3 * 2 * 2 * 4 * 2 * 5)
    expect(judgedRows).toHaveLength(rows.length)
  })

  it.each(RULES.map((rule, index) => [rule, index] as const))(
    '%s: the SQL the server runs, canDo and whyNot agree on every combination',
    (rule, ruleIndex) => {
      const clauses = ORDER_RULES[rule].when as readonly OrderClause[]
      const user = namesUser(rule) ? USER : undefined
      const judged = judgedRows.map((bits) => {
        const mine = bits[ruleIndex]!
        return { allowed: mine[0] === '1', clauses: [...mine.slice(1)].map((one) => one === '1') }
      })
      const disagreements: string[] = []
      for (const [index, row] of rows.entries()) {
        const database = judged[index]!
        const facts: OrderRuleFacts = row
        const allowed = canDo(facts, rule, user)
        const why = whyNot(facts, rule, user)
        const firstFalse = database.clauses.findIndex((holds) => !holds)
        const expected = firstFalse === -1 ? null : clauseRefusal(row, clauses[firstFalse]!)
        if (database.allowed !== allowed || why !== expected)
          disagreements.push(
            `${JSON.stringify(row)}: SQL ${database.allowed}, canDo ${allowed}, whyNot ${why}`,
          )
      }
      expect(disagreements.slice(0, 5)).toEqual([])
    },
  )

  it('compiles the state alone (no user) to the same conditions the full rule starts from', async () => {
    for (const rule of RULES) {
      if (namesUser(rule)) continue
      const [one] = rowsOf<{ same: boolean }>(
        await db.execute(
          sql`select bool_and((${orderStateSql(rule, cases)}) = (${orderRuleSql(rule, undefined, cases)})) as same from ${cases}`,
        ),
      )
      expect(one!.same, rule).toBe(true)
    }
  })

  it('refuses to compile a rule about the user without one, or to leave its user out unasked', () => {
    expect(() => orderRuleSql('applyRefund')).toThrow(/needs the user/)
    expect(() => orderStateSql('confirm')).toThrow(/names the user/)
  })

  it('dates every ending as the database does, a ruling told apart from an agreement', async () => {
    const settled = new Date('2026-11-20T01:00:00Z')
    const negotiated = new Date('2026-11-21T02:00:00Z')
    const closed = new Date('2026-11-22T03:00:00Z')
    await db.execute(sql`update ${cases} set
      split_by = case when id % 3 = 0 then ${SplitBy.ruling} when id % 3 = 1 then ${SplitBy.agreed} else null end,
      settled_at = case when id % 2 = 0 then ${settled.toISOString()}::timestamptz end,
      negotiated_at = case when id % 5 <> 0 then ${negotiated.toISOString()}::timestamptz end,
      closed_at = case when id % 7 <> 0 then ${closed.toISOString()}::timestamptz end`)
    const read = await db
      .select({
        row: cases,
        endedAt: orderEndedAtSql(cases).mapWith((value) => (value ? new Date(value) : null)),
      })
      .from(cases)
      .orderBy(asc(cases.id))
    const disagreements = read.filter(
      ({ row, endedAt }) => orderEndedAt(row)?.getTime() !== endedAt?.getTime(),
    )
    expect(disagreements.slice(0, 3)).toEqual([])
    // A ruled order ended when the ruling executed; one with no such time, at its last change.
    const ruled = read.filter(({ row }) => orderEnding(row) === 'ruled')
    expect(ruled.find(({ row }) => row.negotiatedAt)?.endedAt).toEqual(negotiated)
    expect(ruled.find(({ row }) => !row.negotiatedAt)?.endedAt).toEqual(NOW)
    expect(
      orderEnding({ status: OrderStatus.negotiated, bizStatus: BizStatus.inService, splitBy: 'deadline' }),
    ).toBe('agreed')
    expect(orderEnding({ status: OrderStatus.paid, bizStatus: BizStatus.awaitingClose })).toBeNull()
  })

  it('lets the customer edit a game login exactly while the order has not ended', () => {
    // An unpaid order has no stage yet: only its waiting one is a real order.
    const real = rows.filter(
      (row) => row.status !== OrderStatus.unpaid || row.bizStatus === BizStatus.waiting,
    )
    for (const row of real) {
      expect(canDo(row, 'editLogin'), JSON.stringify(row)).toBe(orderEnding(row) === null)
    }
  })
})
