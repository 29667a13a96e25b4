import type { ProductCard as Product } from '@dianjing/shared'
import { describe, expect, it } from 'vitest'
import { render } from '@/testing/render.tsx'
import { ProductCard } from './product-card.tsx'
import { groupByHeading } from './product-groups.tsx'

const product = (overrides: Partial<Product> = {}): Product => ({
  id: 7,
  gameId: 1,
  type: '排位上分',
  title: '王者荣耀 钻石→星耀 排位代打',
  briefIntroduction: '国服打手全程语音沟通，段位不达标全额退款，支持QQ区与微信区，安全不封号，急速开局',
  productCover: '/boot/files/seed/product-wzry-rank.svg',
  preferentialPrice: 12900,
  originalPrice: 19900,
  salesVolume: 1234,
  status: '0',
  ...overrides,
})

describe('ProductCard', () => {
  it('shows the price from cents, the original struck through, sales, and links to the details', () => {
    const { container } = render(<ProductCard product={product()} />)
    const text = container.textContent ?? ''
    expect(text).toContain('¥129.00')
    expect(container.querySelector('del')?.textContent).toBe('¥199.00')
    expect(text).toContain('已售 1234')
    expect(text).not.toContain('已售罄')
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/product-detail?productId=7')
  })

  it('cuts the brief to 30 characters', () => {
    const { container } = render(<ProductCard product={product()} />)
    const brief = container.querySelector('p')?.textContent ?? ''
    expect(Array.from(brief)).toHaveLength(31)
    expect(brief.endsWith('…')).toBe(true)
  })

  it('marks a product whose status is not "0" as sold out', () => {
    const { container } = render(<ProductCard product={product({ status: '1' })} />)
    expect(container.textContent).toContain('已售罄')
    expect(container.querySelector('a')?.getAttribute('aria-label')).toContain('已售罄')
  })

  it('leaves out an original price that is not higher', () => {
    const { container } = render(<ProductCard product={product({ originalPrice: 12900 })} />)
    expect(container.querySelector('del')).toBeNull()
  })
})

describe('groupByHeading', () => {
  it('groups under each heading in the order the server lists them', () => {
    const groups = groupByHeading([
      product({ id: 1, type: '排位上分' }),
      product({ id: 2, type: '陪玩' }),
      product({ id: 3, type: '排位上分' }),
      product({ id: 4, type: ' ' }),
    ])
    expect(groups.map((group) => [group.heading, group.products.map((item) => item.id)])).toEqual([
      ['排位上分', [1, 3]],
      ['陪玩', [2]],
      ['其他', [4]],
    ])
  })
})
