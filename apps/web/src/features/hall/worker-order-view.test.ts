import { FulfilmentMessages, hasDisputePage } from '@dianjing/shared'
import { describe, expect, it } from 'vitest'
import { workerOrder } from './testing/worker-order.ts'
import {
  acceptRefusalFix,
  CUSTOMER_AFTER_ACCEPT,
  CUSTOMER_AFTER_SERVICE,
  canCompleteOrder,
  hallRegion,
  isGoneFromHall,
  isServing,
  orderTimeline,
  proofPaths,
  proofProblem,
  serviceFacts,
  workerOrderStateLabel,
  workerOrderTab,
  workerStatusLabel,
} from './worker-order-view.ts'

describe('worker order view', () => {
  it('reads the tab and the region from the address, falling back to 服务中 and all regions', () => {
    expect(workerOrderTab('2')).toBe('2')
    expect(workerOrderTab('4')).toBe('1')
    expect(workerOrderTab(null)).toBe('1')
    expect(hallRegion('0')).toBe('0')
    expect(hallRegion('1')).toBe('1')
    expect(hallRegion('2')).toBeUndefined()
    expect(hallRegion(null)).toBeUndefined()
  })

  it('labels the worker-side states', () => {
    expect([1, 2, 3, 9].map(workerStatusLabel)).toEqual(['服务中', '待结算', '已结算', '未知状态'])
  })

  it('splits the comma-joined proof, ignoring blanks', () => {
    expect(proofPaths('')).toEqual([])
    expect(proofPaths('/a.png, /b.png,,')).toEqual(['/a.png', '/b.png'])
  })

  it('lets an order be completed only in service and with proof (spec §4)', () => {
    expect(canCompleteOrder(workerOrder({ bizStatus: 1, attachment: '/a.png' }))).toBe(true)
    expect(canCompleteOrder(workerOrder({ bizStatus: 1, attachment: '' }))).toBe(false)
    expect(canCompleteOrder(workerOrder({ bizStatus: 2, attachment: '/a.png' }))).toBe(false)
  })

  it('checks the proof count with the server words', () => {
    expect(proofProblem([])).toBe(FulfilmentMessages.proofRequired)
    expect(proofProblem(Array.from({ length: 9 }, (_, index) => `/${index}.png`))).toBeNull()
    expect(proofProblem(Array.from({ length: 10 }, (_, index) => `/${index}.png`))).toBe(
      FulfilmentMessages.proofImagesMax,
    )
  })

  it('points a membership or deposit refusal at its fix, and knows when the order has left the hall', () => {
    expect(acceptRefusalFix(FulfilmentMessages.membershipDue)?.to).toBe('/pay-membership')
    expect(acceptRefusalFix(FulfilmentMessages.depositShort)?.to).toBe('/recharge')
    expect(acceptRefusalFix(FulfilmentMessages.takenByOther)).toBeNull()
    expect(isGoneFromHall(FulfilmentMessages.takenByOther)).toBe(true)
    expect(isGoneFromHall(FulfilmentMessages.notInHall)).toBe(true)
    expect(isGoneFromHall(FulfilmentMessages.tooMany)).toBe(false)
  })

  it('builds the timeline from the four times', () => {
    const steps = orderTimeline(workerOrder({ completeTime: '2026-11-22 08:00:00' }))
    expect(steps.map((step) => step.time)).toEqual([
      '2026-11-22 07:10:00',
      '2026-11-22 07:17:39',
      '2026-11-22 08:00:00',
      '',
    ])
  })

  it('shows the customer’s details, to copy and call, only when the server sent them', () => {
    const serving = workerOrder({
      customer: { phone: '13900000001', gameId: 'wz30477117', textId: '阿杰', orderRemarks: '晚上上线' },
    })
    const facts = serviceFacts(serving)
    expect(facts.filter((fact) => fact.copy).map((fact) => fact.label)).toEqual([
      '客户游戏账号',
      '文字ID',
      '联系电话',
    ])
    expect(facts.find((fact) => fact.label === '联系电话')?.href).toBe('tel:13900000001')
    expect(facts.find((fact) => fact.label === '订单备注')?.value).toBe('晚上上线')
    const withoutTextId = serviceFacts(workerOrder()).map((fact) => fact.label)
    expect(withoutTextId).not.toContain('文字ID')

    const inHall = serviceFacts(workerOrder({ bizStatus: 0, customer: undefined }))
    expect(inHall.some((fact) => fact.copy)).toBe(false)
    expect(inHall.at(-1)).toMatchObject({ label: '客户信息', value: CUSTOMER_AFTER_ACCEPT })
    const settled = serviceFacts(workerOrder({ bizStatus: 3, customer: undefined }))
    expect(settled.at(-1)).toMatchObject({ label: '客户信息', value: CUSTOMER_AFTER_SERVICE })
  })

  it('reads an order ended by a split as 协商完成 or 平台裁决, no longer served, its dispute still open to read', () => {
    const negotiated = workerOrder({ status: 5, bizStatus: 1, splitBy: 'agreed' })
    expect(workerOrderStateLabel(negotiated)).toBe('协商完成')
    expect(workerOrderStateLabel(workerOrder({ status: 5, bizStatus: 2, splitBy: 'ruling' }))).toBe(
      '平台裁决',
    )
    expect(isServing(negotiated)).toBe(false)
    expect(hasDisputePage(negotiated)).toBe(true)
    expect(workerOrderStateLabel(workerOrder({ bizStatus: 2 }))).toBe('待结算')
    expect(hasDisputePage(workerOrder({ bizStatus: 2 }))).toBe(true)
    expect(hasDisputePage(workerOrder({ bizStatus: 3 }))).toBe(false)
    expect(hasDisputePage(workerOrder({ bizStatus: 3, disputeStatus: 2 }))).toBe(true)
    expect(canCompleteOrder(workerOrder({ attachment: '/boot/files/a.png', disputeStatus: 2 }))).toBe(false)
    // A cancel proposal waiting for an answer holds the order too: the server refuses to complete it.
    expect(canCompleteOrder(workerOrder({ attachment: '/boot/files/a.png', disputeStatus: 1 }))).toBe(false)
  })
})
