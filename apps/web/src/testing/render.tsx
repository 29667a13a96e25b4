import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter } from 'react-router'
import { afterEach, vi } from 'vitest'

/**
 * A small render helper on React's own `act`: mounts into a container in the document and unmounts
 * after each test. Component tests import it; tests of plain modules (where antd-mobile's toasts
 * render outside act) do not, so they stay quiet.
 */
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const mounted = new Set<{ root: Root; container: HTMLElement }>()

/** Mounts `ui` as it is (a whole app with its own router). */
export function mount(ui: ReactNode) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() => root.render(ui))
  mounted.add({ root, container })
  return { container }
}

/** Mounts a component inside a router at `route` (cards and pages link and read the address). */
export function render(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  return mount(<MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>)
}

/**
 * Retries `assertion` until it holds, letting React render between tries what arrived meanwhile
 * (server answers, pages loaded on demand). The whole wait is spent inside act: an answer landing
 * between two tries would otherwise render outside it, and React would warn.
 */
export async function waitFor(assertion: () => void, timeout = 5000): Promise<void> {
  const deadline = Date.now() + timeout
  // Under fake timers the time is moved on instead, as vi.waitFor does.
  const tick = () =>
    vi.isFakeTimers() ? vi.advanceTimersByTimeAsync(10) : new Promise((resolve) => setTimeout(resolve, 10))
  for (;;) {
    await act(tick)
    try {
      assertion()
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
    }
  }
}

afterEach(() => {
  for (const entry of mounted) {
    act(() => entry.root.unmount())
    entry.container.remove()
  }
  mounted.clear()
})
