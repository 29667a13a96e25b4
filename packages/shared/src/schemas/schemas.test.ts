import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { passwordLoginBody, wxCustomerLoginBody } from './auth.ts'
import { HALL_COUNT_CAP, hallCountText, hallQuery } from './fulfilment.ts'
import { orderCreateBody, refundBody } from './orders.ts'
import { profileBody } from './profile.ts'
import { createPaymentOrderBody, withdrawalInfoBody, withdrawQuery, workerApplicationBody } from './worker.ts'

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input)
  return result.success ? undefined : result.error.issues[0]?.message
}

const order = {
  productId: 1,
  gameId: 'player-1',
  phone: '13800138000',
  gameRegion: '0',
  orderQuantity: 1,
  totalAmount: 1000,
}

describe('order create payload (spec §5)', () => {
  it('accepts a complete order and fills the spec defaults', () => {
    const parsed = orderCreateBody.parse(order)
    expect(parsed).toMatchObject({
      workerType: '0',
      orderType: '0',
      automaticScheduling: '0',
      workerName: '自动安排',
    })
  })
  it.each([
    [{ gameId: '' }, '请输入游戏ID'],
    [{ gameId: '   ' }, '请输入游戏ID'],
    [{ phone: undefined }, '请输入手机号码'],
    [{ gameRegion: '' }, '请选择游戏区服'],
    [{ productId: undefined }, '商品信息获取失败'],
    [{ orderQuantity: 0 }, '购买数量为1-99'],
    [{ orderQuantity: 100 }, '购买数量为1-99'],
  ])('%j → %s', (patch, message) => {
    expect(firstMessage(orderCreateBody, { ...order, ...patch })).toBe(message)
  })
  it("takes the spec client's payload as it sends it: numbers as text, '' as the worker", () => {
    const spec = {
      productId: '12',
      gameId: 'player-1',
      textId: '',
      gameRegion: '0',
      workerType: '0',
      orderQuantity: '1',
      orderRemarks: '',
      totalAmount: '800',
      orderType: '0',
      automaticScheduling: '0',
      workerId: '',
      workerName: '自动安排',
      phone: '13800138000',
    }
    expect(orderCreateBody.parse(spec)).toMatchObject({
      productId: 12,
      orderQuantity: 1,
      totalAmount: 800,
      workerId: undefined,
    })
    expect(orderCreateBody.parse({ ...spec, workerId: null }).workerId).toBeUndefined()
    expect(orderCreateBody.parse({ ...spec, automaticScheduling: '1', workerId: '7' }).workerId).toBe(7)
    expect(orderCreateBody.parse({ ...spec, automaticScheduling: '1', workerId: 7 }).workerId).toBe(7)
  })
  it.each([
    [{ automaticScheduling: '1' }, '请选择打手'],
    [{ automaticScheduling: '1', workerId: '' }, '请选择打手'],
    [{ automaticScheduling: '1', workerId: null }, '请选择打手'],
    [{ automaticScheduling: '1', workerId: '0' }, '所选打手信息有误，请重新选择'],
    [{ workerId: 'abc' }, '所选打手信息有误，请重新选择'],
    [{ workerId: -3 }, '所选打手信息有误，请重新选择'],
    [{ workerId: '1.0' }, '所选打手信息有误，请重新选择'],
    [{ automaticScheduling: '2' }, '参数取值不在允许范围内'],
    [{ orderType: '2' }, '参数取值不在允许范围内'],
    [{ phone: '' }, '请输入手机号码'],
    [{ phone: '12800138000' }, '请输入正确的手机号码'],
    [{ phone: '1380013800a' }, '请输入正确的手机号码'],
    [{ orderQuantity: '0x1' }, '购买数量为1-99'],
    [{ totalAmount: '8e2' }, '订单金额有误'],
    [{ totalAmount: [800] }, '订单金额有误'],
    [{ productId: ' 12 ' }, '商品信息获取失败'],
  ])('%j → %s', (patch, message) => {
    expect(firstMessage(orderCreateBody, { ...order, ...patch })).toBe(message)
  })
  it('refund needs a reason', () => {
    expect(firstMessage(refundBody, { orderId: 1, refundReason: ' ' })).toBe('请填写退款理由')
  })
})

describe('login payloads', () => {
  it('messaging-app login checks presence then length', () => {
    expect(firstMessage(wxCustomerLoginBody, { phone: '', openId: 'h' })).toBe('请输入手机号码')
    expect(firstMessage(wxCustomerLoginBody, { phone: '1380013800', openId: 'h' })).toBe(
      '请输入正确的手机号码',
    )
    expect(wxCustomerLoginBody.parse({ phone: '13800138000', openId: 'h' }).promotionCode).toBe('')
  })
  it('password login checks the full pattern', () => {
    expect(firstMessage(passwordLoginBody, { password: 'x' })).toBe('请输入手机号码')
    expect(firstMessage(passwordLoginBody, { phone: '12800138000', password: 'x' })).toBe(
      '请输入正确的手机号码',
    )
    expect(firstMessage(passwordLoginBody, { phone: '13800138000' })).toBe('请输入密码')
  })
})

describe('worker payloads', () => {
  const application = { name: '张三', sex: '0', districtServer: '1', briefIntroduction: '国服前百' }
  it('application needs every field', () => {
    expect(workerApplicationBody.safeParse(application).success).toBe(true)
    for (const key of Object.keys(application)) {
      expect(firstMessage(workerApplicationBody, { ...application, [key]: undefined })).toBe('请填写完整信息')
    }
    expect(firstMessage(workerApplicationBody, { ...application, imgsUrl: 'a,b,c,d' })).toBe(
      '最多上传3张图片',
    )
  })
  it.each([
    [1, '0.01', true],
    [1, '20000', true],
    [1, '20000.01', false],
    [1, '0', false],
    [1, '1e3', false],
    [2, '100', true],
    [2, '99', false],
    [3, '1', true],
    [3, '0.99', false],
    [3, '10000', true],
    [3, '10000.01', false],
    [3, '', false],
    [3, ' 100 ', false],
    [3, '0x64', false],
    [3, '+100', false],
    [3, '100.0', true],
    [3, 100, true],
    [3, 12.5, true],
    [3, 12.345, false],
    [3, [100], false],
    [3, true, false],
    ['3', '100', true],
    ['0x3', '100', false],
    [[3], '100', false],
    [true, '100', false],
    [4, '100', false],
  ])('payment order type %j total %j → %s', (orderType, total, valid) => {
    expect(createPaymentOrderBody.safeParse({ orderType, total }).success).toBe(valid)
  })
  it('reads a yuan total exactly, from text or a JSON number', () => {
    expect(createPaymentOrderBody.parse({ orderType: 3, total: 12.34 }).total).toBe('12.34')
    expect(firstMessage(createPaymentOrderBody, { orderType: 3, total: 0.1 + 0.2 })).toBe(
      '请输入有效的充值金额（1-10000元）',
    )
    expect(firstMessage(createPaymentOrderBody, { orderType: 3 })).toBe('请输入金额')
    expect(firstMessage(createPaymentOrderBody, { orderType: 3, total: [1] })).toBe('请输入正确的金额')
    expect(firstMessage(createPaymentOrderBody, { orderType: '1.0', total: '1' })).toBe('支付类型有误')
  })
  it.each([
    [undefined, '请输入提现金额'],
    ['', '请输入提现金额'],
    [' 100', '请输入有效金额'],
    ['1e3', '请输入有效金额'],
    ['0', '请输入有效金额'],
    ['-5', '请输入有效金额'],
  ])('withdrawal amount %j → %s', (amount, message) => {
    expect(firstMessage(withdrawQuery, { amount })).toBe(message)
    expect(withdrawQuery.parse({ amount: '150' }).amount).toBe(150)
  })
  it('withdrawal info messages', () => {
    const info = { zfbName: '张三', zfbPhone: '13800138000', zfbPaymentCode: '/boot/files/a.png' }
    expect(firstMessage(withdrawalInfoBody, { ...info, zfbPaymentCode: '' })).toBe('请上传收款码图片')
    expect(firstMessage(withdrawalInfoBody, { ...info, zfbPhone: '123' })).toBe('请输入正确的手机号码')
  })
})

describe('profile', () => {
  it('trims the nickname and bounds both fields', () => {
    expect(profileBody.parse({ nickName: '  小明 ' }).nickName).toBe('小明')
    expect(firstMessage(profileBody, { nickName: '   ' })).toBe('请输入昵称')
    expect(firstMessage(profileBody, { nickName: '一'.repeat(21) })).toBe('昵称不能超过20个字符')
    expect(firstMessage(profileBody, { nickName: 'a', briefIntroduction: 'x'.repeat(101) })).toBe(
      '简介不能超过100个字符',
    )
  })
})

describe('the hall’s capped counts', () => {
  it('shows a count that reached the cap as 99+, below it as it is', () => {
    expect(hallCountText(HALL_COUNT_CAP)).toBe('99+')
    expect(hallCountText(HALL_COUNT_CAP - 1)).toBe('99')
    expect(hallCountText(0)).toBe('0')
  })

  it('takes a cursor only as the server writes one', () => {
    expect(hallQuery.safeParse({ cursor: 'h_2026-11-24T08:00:00.123456Z_119' }).success).toBe(true)
    expect(hallQuery.safeParse({ cursor: 'o_12' }).success).toBe(true)
    expect(hallQuery.safeParse({ cursor: "h_2026-11-24' or 1=1" }).error?.issues[0]?.message).toBe(
      '翻页参数不正确',
    )
  })
})
