import { productBody } from '@dianjing/shared'
import { describe, expect, it } from 'vitest'
import { NEW_PRODUCT_VALUES, toBody } from './product-form-values.ts'

describe('the product form', () => {
  it('sends 需要游戏账号 as the product’s needsGameLogin, off for a new product', () => {
    const filled = {
      ...NEW_PRODUCT_VALUES,
      gameId: 1,
      type: '上分',
      title: '王者上分',
      productCover: '/boot/files/cover.png',
      preferentialYuan: '10.00',
      originalYuan: '12.00',
    }
    expect(toBody(filled).needsGameLogin).toBe(false)
    const body = toBody({ ...filled, needsGameLogin: true })
    expect(body.needsGameLogin).toBe(true)
    expect(productBody.parse(body).needsGameLogin).toBe(true)
  })
})
