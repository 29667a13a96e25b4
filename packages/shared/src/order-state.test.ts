import { describe, expect, it } from 'vitest'
import { ORDER_STATE_LABELS, orderDisplayState } from './order-state.ts'

describe('orderDisplayState (spec §4)', () => {
  it.each([0, 1, 2, 3, 9])('status 0, bizStatus %i → awaiting payment', (biz) => {
    expect(orderDisplayState(0, biz)).toBe('awaitingPayment')
  })
  it('status 1, bizStatus 0 → waiting for a worker', () => {
    expect(orderDisplayState(1, 0)).toBe('waitingForWorker')
  })
  it('status 1, bizStatus 1 → in service', () => {
    expect(orderDisplayState(1, 1)).toBe('inService')
  })
  it('status 1, bizStatus 2 → awaiting close', () => {
    expect(orderDisplayState(1, 2)).toBe('awaitingClose')
  })
  it('status 1, bizStatus 3 → completed', () => {
    expect(orderDisplayState(1, 3)).toBe('completed')
  })
  it.each([0, 1, 2, 3])('status 4, bizStatus %i → refunded', (biz) => {
    expect(orderDisplayState(4, biz)).toBe('refunded')
  })
  it.each([
    [3, 0],
    [6, 1],
    [-1, 0],
    [1, 7],
  ])('status %i, bizStatus %i → unknown', (status, biz) => {
    expect(orderDisplayState(status, biz)).toBe('unknown')
  })
  it.each([1, 2])('status 5, bizStatus %i (ended by a split, decision 024) → 协商完成', (biz) => {
    expect(orderDisplayState(5, biz)).toBe('negotiated')
    expect(ORDER_STATE_LABELS.negotiated).toBe('协商完成')
  })
  it('status 2 (closed unpaid, docs/domain.md) → closed', () => {
    expect(orderDisplayState(2, 0)).toBe('closed')
  })
  it('accepts the string forms the API may carry', () => {
    expect(orderDisplayState('1', '2')).toBe('awaitingClose')
  })
  it('labels every state in Chinese', () => {
    expect(ORDER_STATE_LABELS[orderDisplayState(1, 0)]).toBe('待接单')
    expect(ORDER_STATE_LABELS[orderDisplayState(0, 0)]).toBe('待付款')
  })
})
