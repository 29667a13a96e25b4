import { FulfilmentMessages } from '@dianjing/shared'
import { describe, expect, it } from 'vitest'
import { workerOrder } from './testing/worker-order.ts'
import {
  acceptRefusalFix,
  canCompleteOrder,
  hallRegion,
  isGoneFromHall,
  orderTimeline,
  proofPaths,
  proofProblem,
  serviceFacts,
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
    expect(canCompleteOrder(workerOrder({ bizStatus: 1, attachment: ' , ' }))).toBe(false)
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

  it('offers to copy the game account (and text id) only once the order is the worker’s', () => {
    const order = workerOrder({ textId: '阿杰' })
    expect(serviceFacts(order, { copyAccount: true }).filter((fact) => fact.copy)).toHaveLength(2)
    expect(serviceFacts(order, { copyAccount: false }).some((fact) => fact.copy)).toBe(false)
    expect(serviceFacts(workerOrder(), { copyAccount: true }).map((fact) => fact.label)).not.toContain(
      '文字ID',
    )
  })
})
