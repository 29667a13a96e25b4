import { AUTO_ASSIGN_WORKER_NAME } from '@dianjing/shared'
import { describe, expect, it } from 'vitest'
import { checkOrder, type OrderForm, orderTotal } from './order-form.ts'

const PRODUCT = { id: 7, status: '0', preferentialPrice: 1990 }
const FILLED: OrderForm = {
  gameId: 'player-1',
  textId: '',
  phone: '13800000001',
  gameRegion: '0',
  quantity: 3,
  remarks: '',
  worker: null,
  payMethod: 'wechat',
}

describe('checkOrder', () => {
  it('checks in the spec’s order, one message at a time', () => {
    const empty = { ...FILLED, gameId: '', phone: '', gameRegion: '' }
    expect(checkOrder(empty, undefined, false)).toMatchObject({ message: '请确认您已年满18周岁' })
    expect(checkOrder(empty, undefined, true)).toMatchObject({ message: '商品信息获取失败' })
    expect(checkOrder(empty, { ...PRODUCT, status: '1' }, true)).toEqual({ ok: false, soldOut: true })
    expect(checkOrder(empty, PRODUCT, true)).toMatchObject({ message: '请输入游戏ID' })
    expect(checkOrder({ ...empty, gameId: 'x' }, PRODUCT, true)).toMatchObject({ message: '请输入手机号码' })
    expect(checkOrder({ ...empty, gameId: 'x', phone: '13800000001' }, PRODUCT, true)).toMatchObject({
      message: '请选择游戏区服',
    })
  })

  it('builds the payload with the total in cents and the worker choice', () => {
    const auto = checkOrder(FILLED, PRODUCT, true)
    expect(auto).toMatchObject({
      ok: true,
      body: {
        productId: 7,
        totalAmount: 5970,
        orderQuantity: 3,
        automaticScheduling: '0',
        workerName: AUTO_ASSIGN_WORKER_NAME,
        workerType: '0',
        orderType: '0',
        payMethod: 'wechat',
      },
    })
    const chosen = checkOrder({ ...FILLED, worker: { id: 12, name: '小鹿' } }, PRODUCT, true)
    expect(chosen).toMatchObject({
      ok: true,
      body: { automaticScheduling: '1', workerId: 12, workerName: '小鹿' },
    })
  })

  it('checks the contact phone with the server’s rule: 11 digits, 1 then 3–9', () => {
    for (const phone of ['12800000001', '1380000000', '138000000012', '1380000000x']) {
      expect(checkOrder({ ...FILLED, phone }, PRODUCT, true)).toMatchObject({
        message: '请输入正确的手机号码',
      })
    }
    expect(checkOrder({ ...FILLED, phone: '19912345678' }, PRODUCT, true)).toMatchObject({ ok: true })
  })

  it('refuses a worker from a broken link instead of sending it', () => {
    const broken = checkOrder({ ...FILLED, worker: { id: Number.NaN, name: '打手' } }, PRODUCT, true)
    expect(broken).toMatchObject({ ok: false, message: '所选打手信息有误，请重新选择' })
  })

  it('refuses a quantity outside 1–99', () => {
    expect(checkOrder({ ...FILLED, quantity: 100 }, PRODUCT, true)).toMatchObject({
      message: '购买数量为1-99',
    })
  })
})

describe('orderTotal', () => {
  it('multiplies integer cents, never through yuan', () => {
    expect(orderTotal(10, 3)).toBe(30)
    expect(orderTotal(1990, 99)).toBe(197010)
    expect(orderTotal(1990, 0)).toBe(1990)
  })

  it('asks a product that needs the game login for an account and password, or a note', () => {
    const needs = { ...PRODUCT, needsGameLogin: true }
    expect(checkOrder(FILLED, needs, true)).toMatchObject({ message: '请填写游戏账号和密码，或填写登录说明' })
    expect(checkOrder({ ...FILLED, loginAccount: 'acc' }, needs, true)).toMatchObject({
      message: '请输入游戏密码',
    })
    expect(checkOrder({ ...FILLED, loginPassword: 'pw' }, needs, true)).toMatchObject({
      message: '请输入游戏账号',
    })
    expect(
      checkOrder({ ...FILLED, loginAccount: 'a'.repeat(65), loginPassword: 'pw' }, needs, true),
    ).toMatchObject({
      message: '游戏账号不能超过64个字符',
    })
    expect(checkOrder({ ...FILLED, loginAccount: 'acc', loginPassword: ' pw ' }, needs, true)).toMatchObject({
      ok: true,
      body: { loginAccount: 'acc', loginPassword: ' pw ', loginNote: '' },
    })
    expect(checkOrder({ ...FILLED, loginNote: '扫码上号' }, needs, true)).toMatchObject({ ok: true })
    // A product that does not need it sends nothing typed there.
    expect(checkOrder({ ...FILLED, loginAccount: 'acc', loginPassword: 'pw' }, PRODUCT, true)).toMatchObject({
      ok: true,
      body: { loginAccount: '', loginPassword: '', loginNote: '' },
    })
  })
})
