import { describe, expect, it } from 'vitest'
import { fieldLabel, fieldText } from './audit-fields.ts'

describe('a recorded field in words', () => {
  it('reads a handled chat report: its state by name and its note as what was done', () => {
    expect(fieldText('chatReport', 'status', 0)).toBe('待处理（0）')
    expect(fieldText('chatReport', 'status', 1)).toBe('已处理（1）')
    expect(fieldLabel('status', 'chatReport')).toBe('状态')
    expect(fieldLabel('note', 'chatReport')).toBe('处理结果')
  })

  it('keeps the general word where a record has none of its own', () => {
    expect(fieldLabel('note', 'order')).toBe('备注')
    expect(fieldLabel('note')).toBe('备注')
  })
})

describe('a revoked fine in words', () => {
  it('names what came back and what was cancelled, in yuan, and the fine and its order', () => {
    expect(fieldLabel('returnedToBalance')).toBe('退回可用余额')
    expect(fieldText('worker', 'returnedToBalance', 3000)).toBe('¥30.00')
    expect(fieldLabel('owedCancelled')).toBe('取消欠款')
    expect(fieldText('worker', 'owedCancelled', 2000)).toBe('¥20.00')
    expect(fieldLabel('fineId')).toBe('罚款记录ID')
    expect(fieldLabel('orderNum')).toBe('订单号')
  })
})

describe('a banner’s schedule in words', () => {
  it('names its times as staff picked them', () => {
    expect(fieldLabel('startTime', 'banner')).toBe('上线时间')
    expect(fieldLabel('endTime', 'banner')).toBe('下线时间')
    expect(fieldText('banner', 'endTime', '2027-02-08 00:00:00')).toBe('2027-02-08 00:00:00')
    expect(fieldText('banner', 'endTime', '')).toBe('—')
  })
})
