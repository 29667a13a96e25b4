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

describe('the template messages in words', () => {
  it('names each part by its notification and reads a template a line at a time', () => {
    expect(fieldLabel('paid', 'wechatTemplates')).toBe('支付成功')
    expect(fieldLabel('withdrawalPaid', 'wechatTemplates')).toBe('提现到账')
    const template = {
      enabled: true,
      templateId: 'TM00001_ORDER_STATUS',
      fields: [
        { keyword: 'thing1', field: 'title' },
        { keyword: 'character_string2', field: 'orderNum' },
      ],
    }
    expect(fieldText('wechatTemplates', 'paid', template)).toBe(
      '已启用\n模板ID：TM00001_ORDER_STATUS\nthing1 → 通知标题\ncharacter_string2 → 订单号',
    )
    expect(fieldText('wechatTemplates', 'refunded', { enabled: false, templateId: '', fields: [] })).toBe(
      '未启用\n模板ID：未填写\n未设置关键词',
    )
    // A kind that was not set before reads as nothing.
    expect(fieldText('wechatTemplates', 'paid', undefined)).toBe('—')
  })
})

describe('the queue settings in words', () => {
  it('names each part as its page does, in minutes', () => {
    expect(fieldLabel('firstProgressMinutes', 'queueSettings')).toBe('首次进度时限')
    expect(fieldText('queueSettings', 'firstProgressMinutes', 30)).toBe('30 分钟')
    expect(fieldText('queueSettings', 'targets', { refunds: 240, unclaimed: 60 })).toBe(
      '退款审核：240 分钟\n待派单：60 分钟',
    )
    expect(fieldText('queueSettings', 'reasonTemplates', { dispatch: ['客户指定', '熟悉该游戏'] })).toBe(
      '派单与改派：客户指定、熟悉该游戏',
    )
  })
})
