import type { WorkerCard } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { render } from '@/testing/render.tsx'
import { WorkerListRoute } from './worker-list.tsx'

const worker = (userId: number, nickName: string): WorkerCard => ({
  userId,
  nickName,
  avatar: `/boot/files/seed/avatar-${userId}.svg`,
  level: '打手',
  rating: '5.00',
  region: 'QQ区',
  completedOrders: 10,
  gameNames: ['王者荣耀'],
})
const WORKERS = [worker(1, '夜雨'), worker(2, '北辰'), worker(3, '小鹿')]

/** The server's workerList, faked at the network edge: a nickname search as the server does it. */
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const search = new URL(String(input), 'http://localhost').searchParams.get('userName') ?? ''
  return Response.json({ code: 0, msg: '', data: WORKERS.filter((item) => item.nickName.includes(search)) })
})

/** The userName of each workerList call so far ('' for the full list). */
const searches = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/workerList'))
    .map((url) => url.searchParams.get('userName') ?? '')

function Address() {
  const location = useLocation()
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>
}

function renderList(route = '/worker-list') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <WorkerListRoute />
      <Address />
    </QueryClientProvider>,
    { route },
  )
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

/** What a keystroke does to the search box: React sees the native input event. */
function type(input: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const nicknames = (container: HTMLElement) =>
  [...container.querySelectorAll('h3')].map((heading) => heading.textContent)

beforeEach(() => {
  vi.useFakeTimers()
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('worker list', () => {
  it('searches once, 300 ms after the last keystroke, and keeps the search in the address', async () => {
    const { container } = renderList()
    await wait(50)
    expect(nicknames(container)).toEqual(['夜雨', '北辰', '小鹿'])
    expect(searches()).toEqual([''])

    const input = container.querySelector('input')!
    type(input, '小')
    await wait(200)
    type(input, '小鹿')
    await wait(299)
    // Still typing as far as the debounce knows: no search has gone out.
    expect(searches()).toEqual([''])

    await wait(1)
    await wait(50)
    expect(searches()).toEqual(['', '小鹿'])
    expect(nicknames(container)).toEqual(['小鹿'])
    expect(container.querySelector('[data-testid="address"]')?.textContent).toBe(
      `/worker-list?q=${encodeURIComponent('小鹿')}`,
    )
  })

  it('restores the search from the address, as after coming back from a worker', async () => {
    const { container } = renderList(`/worker-list?q=${encodeURIComponent('北辰')}`)
    await wait(50)
    expect(container.querySelector('input')?.value).toBe('北辰')
    expect(searches()).toEqual(['北辰'])
    expect(nicknames(container)).toEqual(['北辰'])
  })

  it('says so when no worker matches the search', async () => {
    const { container } = renderList(`/worker-list?q=${encodeURIComponent('无名')}`)
    await wait(50)
    expect(container.textContent).toContain('暂无匹配的打手')
  })
})
