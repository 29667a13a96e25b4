import {
  ORDER_RULES,
  type OrderCondition,
  type OrderRuleFacts,
  OrderRuleMessages,
  type OrderRuleName,
  type OrderStateField,
  whyNot,
} from '@dianjing/shared'
import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { orders } from '../../db/schema/index.ts'
import { type AppError, business } from '../../lib/errors.ts'
import { literal } from '../../lib/sql-filters.ts'

/*
 * The rulebook (packages/shared/src/order-rules.ts) on the server: its refusals, and its clauses as the
 * SQL conditions of the conditional updates that change orders. Every state is written as a constant in the statement's text: a statement built
 * once still matches the partial indexes (the hall's), and the one-statement writes keep their plans.
 * order-rules.test.ts holds, on the database, every rule's SQL equal to `canDo` for every combination of
 * the fields it reads.
 */

/** The columns a rule reads, of `orders` or of a table of the same shape (an alias, an index's `t`). */
export type OrderRuleColumns = Record<
  OrderStateField | 'lotteryNum' | 'lotteryNumAlready' | 'attachment' | 'userId' | 'workerId',
  PgColumn
>

/** The user a rule is asked for: a value, the placeholder of a statement built once, or any SQL. */
export type RuleUser = number | Placeholder | SQL

const states = (values: readonly number[]) =>
  sql.join(
    values.map((value) => literal(value)),
    sql`, `,
  )

/** One clause of a rule as SQL (the rule's SQL is its clauses joined by `and`). */
export function orderClauseSql(
  columns: OrderRuleColumns,
  clause: OrderCondition,
  user: RuleUser | undefined,
): SQL {
  if ('field' in clause) {
    const column = columns[clause.field]
    if ('oneOf' in clause)
      return clause.oneOf.length === 1
        ? sql`${column} = ${literal(clause.oneOf[0]!)}`
        : sql`${column} in (${states(clause.oneOf)})`
    return clause.noneOf.length === 1
      ? sql`${column} <> ${literal(clause.noneOf[0]!)}`
      : sql`${column} not in (${states(clause.noneOf)})`
  }
  if ('draws' in clause)
    return clause.draws === 'none'
      ? sql`${columns.lotteryNumAlready} = 0`
      : sql`${columns.lotteryNumAlready} < ${columns.lotteryNum}`
  if ('proof' in clause) return sql`${columns.attachment} <> ''`
  if ('worker' in clause) return sql`${columns.workerId} is not null`
  if (user === undefined)
    throw new Error(`an order rule about the ${clause.user} needs the user it is asked for`)
  const asked = typeof user === 'number' ? sql`${user}::int` : user
  switch (clause.user) {
    case 'customer':
      return sql`${columns.userId} = ${asked}`
    case 'notCustomer':
      return sql`${columns.userId} <> ${asked}`
    case 'worker':
      return sql`${columns.workerId} = ${asked}`
    case 'notWorker':
      return sql`${columns.workerId} is distinct from ${asked}`
  }
}

const clausesOf = (rule: OrderRuleName) => ORDER_RULES[rule].when as readonly OrderCondition[]

/** Clauses as one SQL condition: each of them, joined by `and`. */
const allOf = (clauses: readonly OrderCondition[], columns: OrderRuleColumns, user: RuleUser | undefined) =>
  sql.join(
    clauses.map((clause) => orderClauseSql(columns, clause, user)),
    sql` and `,
  )

/** Whether a rule names the user it is asked for (then its SQL needs one). */
export const namesUser = (rule: OrderRuleName) => clausesOf(rule).some((clause) => 'user' in clause)

/** The rule's clauses about the order's state, as SQL (none names the user). */
const stateClausesSql = (rule: OrderRuleName, columns: OrderRuleColumns) =>
  allOf(
    clausesOf(rule).filter((clause) => !('user' in clause)),
    columns,
    undefined,
  )

/**
 * A rule that does not name the user (a job's, staff's, a payment's), as SQL. A rule about the user
 * refuses: leaving its user clauses out would drop a check of who may make the change.
 */
export function orderStateSql(rule: OrderRuleName, columns: OrderRuleColumns = orders): SQL {
  if (namesUser(rule))
    throw new Error(`the order rule ${rule} names the user: use orderRuleSql, or orderStateForAnyoneSql`)
  return stateClausesSql(rule, columns)
}

/**
 * The state a rule about the user asks of the order, whoever the user: for a condition every user
 * shares, such as the hall's partial indexes (the orders anyone may accept), with the user judged
 * apart in the same statement.
 */
export function orderStateForAnyoneSql(rule: OrderRuleName, columns: OrderRuleColumns = orders): SQL {
  return stateClausesSql(rule, columns)
}

/**
 * Every clause of the rule, as SQL: the order's state, and what `user` must be to it (the user acting,
 * or the worker given the order). A rule about the user refuses to compile without one.
 */
export function orderRuleSql(rule: OrderRuleName, user?: RuleUser, columns: OrderRuleColumns = orders): SQL {
  return allOf(clausesOf(rule), columns, user)
}

/**
 * What to tell a caller whose change found nothing to change (a lost race, or a change never allowed):
 * the rule's `whyNot` of the order as it is now, read after the conditional update; `otherwise` when the
 * order meets the rule's clauses and something beyond them refused (the hall's delay, a worker's cap);
 * `missing` when there is no such order.
 */
export function refusal(
  order: OrderRuleFacts | undefined,
  rule: OrderRuleName,
  user: number | undefined,
  otherwise: string,
  missing: string = OrderRuleMessages.notFound,
): AppError {
  return business(order ? (whyNot(order, rule, user) ?? otherwise) : missing)
}
