// @vitest-environment jsdom
import type { AdminBanner } from '@dianjing/shared'
import { afterEach, beforeAll, describe, expect, it, type Mock } from 'vitest'
import {
  button,
  cleanup,
  click,
  fakeServer,
  modal,
  polyfillBrowser,
  render,
  waitFor,
} from '@/testing/console-test-kit.tsx'
import { BannerFormModal } from './banner-form-modal.tsx'
import { BannersTable } from './banners-table.tsx'

const BANNER: AdminBanner = {
  id: 5,
  title: '春节活动',
  image: '/boot/files/seed/banner-safe.svg',
  link: null,
  sort: 0,
  enabled: true,
  startTime: '2027-02-01 00:00:00',
  endTime: '2027-02-08 00:00:00',
  schedule: 'upcoming',
}

beforeAll(polyfillBrowser)
afterEach(cleanup)

let fetchMock: Mock

const sent = () =>
  JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body)) as Record<string, unknown>
const field = (id: string) => document.querySelector<HTMLInputElement>(`input#${id}`)!

describe('BannerFormModal', { timeout: 20_000 }, () => {
  it('shows the times staff picked, in Beijing wall time, and sends them back unchanged', async () => {
    fetchMock = fakeServer(() => ({ data: BANNER }))
    render(<BannerFormModal editing={BANNER} onClose={() => undefined} />)
    expect(field('startTime').value).toBe('2027-02-01 00:00')
    expect(field('endTime').value).toBe('2027-02-08 00:00')
    click(button('保存', modal()))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/boot/admin/banners/5')
    expect(sent()).toMatchObject({ startTime: '2027-02-01 00:00:00', endTime: '2027-02-08 00:00:00' })
  })

  it('refuses an end that is not after the start, and sends nothing', async () => {
    fetchMock = fakeServer(() => ({ data: BANNER }))
    render(
      <BannerFormModal editing={{ ...BANNER, endTime: '2027-02-01 00:00:00' }} onClose={() => undefined} />,
    )
    click(button('保存', modal()))
    await waitFor(() => expect(modal().textContent).toContain('下线时间必须晚于上线时间'))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('leaves the times empty for a new banner: shown at once, and for good', async () => {
    fetchMock = fakeServer(() => ({ data: BANNER }))
    render(<BannerFormModal editing={null} onClose={() => undefined} />)
    expect([field('startTime').value, field('endTime').value]).toEqual(['', ''])
    expect(modal().textContent).toContain('不填则保存后即展示')
    expect(modal().textContent).toContain('不填则一直展示')
  })
})

describe('BannersTable', { timeout: 20_000 }, () => {
  const rows: AdminBanner[] = [
    BANNER,
    { ...BANNER, id: 6, startTime: '', endTime: '', schedule: 'live' },
    { ...BANNER, id: 7, startTime: '', schedule: 'ended' },
    { ...BANNER, id: 8, enabled: false, schedule: 'live' },
  ]
  const rowText = (id: number) =>
    document.querySelector(`.ant-table-tbody tr[data-row-key="${id}"]`)?.textContent ?? ''

  it('shows each banner’s window and where it stands', () => {
    fetchMock = fakeServer(() => ({ data: null }))
    render(<BannersTable banners={rows} loading={false} onEdit={() => undefined} />)
    expect(rowText(5)).toContain('上线 2027-02-01 00:00下线 2027-02-08 00:00')
    expect(rowText(5)).toContain('未开始')
    expect(rowText(6)).toContain('长期展示')
    expect(rowText(6)).toContain('展示中')
    expect(rowText(7)).toContain('上线 不限')
    expect(rowText(7)).toContain('已结束')
    expect(rowText(8)).toContain('已停用')
    // Beside the side menu at 1440×900 (1,110 px), the title and the link keep room of their own.
    const fixed = [...document.querySelectorAll<HTMLElement>('colgroup col')]
      .map((col) => Number.parseFloat(col.style.width))
      .filter(Number.isFinite)
    expect(fixed.length).toBeGreaterThanOrEqual(5)
    expect(fixed.reduce((sum, width) => sum + width, 0)).toBeLessThanOrEqual(1110 - 240)
  })

  it('keeps the schedule when a banner is switched off', async () => {
    fetchMock = fakeServer(() => ({ data: { ...BANNER, enabled: false } }))
    render(<BannersTable banners={[BANNER]} loading={false} onEdit={() => undefined} />)
    click(document.querySelector<HTMLButtonElement>('button[aria-label="启用状态"]')!)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(sent()).toMatchObject({
      enabled: false,
      startTime: '2027-02-01 00:00:00',
      endTime: '2027-02-08 00:00:00',
    })
  })
})
