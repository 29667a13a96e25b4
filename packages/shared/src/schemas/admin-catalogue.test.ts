import { describe, expect, it } from 'vitest'
import { isSafeLink, percentToProbability, probabilityToPercent, productBody } from './admin-catalogue.ts'

describe('prize probabilities in percent', () => {
  it.each([
    ['25', 2500],
    ['12.5', 1250],
    ['0.01', 1],
    ['100', 10_000],
    ['33.33', 3333],
    [' 7 ', 700],
  ])('%s%% → %i ten-thousandths', (text, value) => {
    expect(percentToProbability(text)).toBe(value)
  })

  it.each(['', '-1', '1e2', '0.001', '100.01', '101', 'abc', '.5', '05'])('refuses %j', (text) => {
    expect(percentToProbability(text)).toBeNull()
  })

  it.each([
    [2500, '25'],
    [1250, '12.5'],
    [1, '0.01'],
    [10_000, '100'],
  ])('%i → %s%%', (value, text) => {
    expect(probabilityToPercent(value)).toBe(text)
  })
})

describe('banner and rich-text links', () => {
  it.each([
    '/product-detail?productId=1',
    '/apply',
    'https://example.com',
    'https://a.example.com:8443/x?y=1#z',
  ])('allows %s', (link) => expect(isSafeLink(link)).toBe(true))
  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    '//evil.example.com',
    '/\\evil.example.com',
    'http://example.com',
    'https://user@evil.example.com',
    'data:text/html,x',
    'product-detail',
  ])('refuses %s', (link) => expect(isSafeLink(link)).toBe(false))
})

describe('product body', () => {
  const product = {
    gameId: 1,
    type: '段位',
    title: '标题',
    productCover: '/boot/files/202601/a.png',
    preferentialPrice: 100,
    originalPrice: 200,
  }

  it('fills the defaults of a normal product', () => {
    expect(productBody.parse(product)).toMatchObject({ status: '0', kind: 'normal', salesBase: 100, sort: 0 })
  })

  it('needs lottery prizes adding up to exactly 100%', () => {
    const lottery = { ...product, kind: 'lottery', lotteryDrawsPerUnit: 1 }
    const prizes = (a: number, b: number) => [
      { name: 'A', probability: a },
      { name: 'B', probability: b },
    ]
    expect(productBody.safeParse({ ...lottery, lotteryPrizes: prizes(5000, 5000) }).success).toBe(true)
    const short = productBody.safeParse({ ...lottery, lotteryPrizes: prizes(5000, 4999) })
    expect(short.error?.issues[0]?.message).toBe('奖品概率之和必须等于100%')
    const over = productBody.safeParse({ ...lottery, lotteryPrizes: prizes(5000, 5001) })
    expect(over.error?.issues[0]?.message).toBe('奖品概率之和必须等于100%')
  })
})
