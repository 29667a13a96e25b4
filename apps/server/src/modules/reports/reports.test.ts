import type { AdminDashboard } from '@dianjing/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedDemoData } from '../../db/seed.ts'
import { signInStaff } from '../../test/staff-client.ts'
import { useTestApp } from '../../test/test-app.ts'
import { makeCustomer, makePaidOrder } from '../orders/testing.ts'
import { csvField, digitsCell } from './exports.ts'

const context = await useTestApp()
const { app, database } = context
const { db } = database

beforeAll(async () => {
  await seedDemoData(db)
})

describe('dashboard and exports', () => {
  it('counts today’s money and what waits for staff', async () => {
    const support = await signInStaff(context, 'support')
    const before = (await support.call<AdminDashboard>('GET', '/boot/admin/dashboard')).body.data
    const customer = await makeCustomer(db)
    await makePaidOrder(db, customer.userId, { amount: 12_300, secondsAgo: 1 })
    const after = (await support.call<AdminDashboard>('GET', '/boot/admin/dashboard')).body.data
    expect(after.today.paidAmount - before.today.paidAmount).toBe(12_300)
    expect(after.today.paidOrders - before.today.paidOrders).toBe(1)
    expect(after.today.newUsers - before.today.newUsers).toBe(1)
    expect(after.series).toHaveLength(30)
    expect(after.series.at(-1)!.paidAmount).toBe(after.today.paidAmount)
  })

  it('streams orders as CSV for a date range, formula-safe', async () => {
    const finance = await signInStaff(context, 'finance')
    const customer = await makeCustomer(db, '=HYPERLINK("x")')
    const order = await makePaidOrder(db, customer.userId, { amount: 9_900 })
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date())
    const answer = await app.inject({
      method: 'GET',
      url: `/boot/admin/exports/orders.csv?from=${today}&to=${today}`,
      headers: { authorization: finance.authorization },
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toContain('text/csv')
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toMatch(/^订单号,下单时间/)
    expect(lines[0]).toContain(',金额(元),打手服务费(元),平台佣金(元),状态,')
    // The order number and the phone stay text in Excel and WPS (no 2.02611E+19), written as ="…".
    const line = lines.find((row) => row.includes(order.orderNum))!
    expect(line).toContain(',99.00,79.20,19.80,')
    expect(line).toMatch(/,"=""131\d{8}""",/)
    const none = await app.inject({
      method: 'GET',
      url: '/boot/admin/exports/orders.csv?from=2020-01-01&to=2020-01-02',
      headers: { authorization: finance.authorization },
    })
    expect(
      none.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1)
  })
})

describe('a CSV field', () => {
  it('keeps a long number as text for Excel and WPS, and nothing else becomes a formula', () => {
    expect(csvField(digitsCell('20261124120000123456'))).toBe('"=""20261124120000123456"""')
    expect(csvField(digitsCell('13800001111'))).toBe('"=""13800001111"""')
    expect(csvField(digitsCell('DJ2026'))).toBe('DJ2026')
    expect(csvField(digitsCell('=1+1'))).toBe("'=1+1")
    expect(csvField(digitsCell(null))).toBe('')
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvField(-12.5)).toBe('-12.5')
  })
})
