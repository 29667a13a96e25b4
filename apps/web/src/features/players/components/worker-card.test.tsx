import type { WorkerCard as Worker } from '@dianjing/shared'
import { describe, expect, it } from 'vitest'
import { render } from '@/testing/render.tsx'
import { WorkerCard } from './worker-card.tsx'

const worker = (overrides: Partial<Worker> = {}): Worker => ({
  userId: 3,
  nickName: '小鹿',
  avatar: '/boot/files/seed/avatar-xiaolu.svg',
  level: '金牌打手',
  rating: '5.00',
  region: '微信区',
  completedOrders: 138,
  gameNames: ['王者荣耀', '和平精英'],
  ...overrides,
})

describe('WorkerCard', () => {
  it('shows the nickname, level, rating with a star, region and orders done, and links to the worker', () => {
    const { container } = render(<WorkerCard worker={worker()} />)
    const text = container.textContent ?? ''
    expect(container.querySelector('h3')?.textContent).toBe('小鹿')
    expect(text).toContain('金牌打手')
    expect(text).toContain('★5.00')
    expect(text).toContain('微信区')
    expect(text).toContain('已接 138 单')
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/worker-detail?userId=3')
  })

  it('lists the games served as tags', () => {
    const { container } = render(<WorkerCard worker={worker()} />)
    const tags = [...container.querySelectorAll('ul[aria-label="擅长游戏"] li')].map((tag) => tag.textContent)
    expect(tags).toEqual(['王者荣耀', '和平精英'])
  })

  it('leaves out the games when there are none', () => {
    const { container } = render(<WorkerCard worker={worker({ gameNames: [] })} />)
    expect(container.querySelector('ul')).toBeNull()
  })
})
