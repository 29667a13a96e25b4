// Helpers for component tests across the console: antd in jsdom, a real query client and a faked server.
import { QueryClientProvider } from '@tanstack/react-query'
import { App as AntdApp } from 'antd'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** antd reads these in the browser; jsdom has neither. */
export function polyfillBrowser() {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia
  // jsdom cannot style pseudo-elements; antd only measures with them, so answer the element's style.
  // jsdom lays nothing out either: where a browser answers the paddings and border widths in pixels, jsdom
  // leaves those antd sets through CSS variables empty, and border widths at their keyword (medium).
  // TextArea's autoSize adds them up into its height, NaN from those; answer 0px, like every size jsdom
  // measures (scrollHeight is 0 too).
  // The page is shared by the test files (testing/fresh-environment.ts): wrapped once, not once per file.
  const page = globalThis as { jsdomComputedStyle?: typeof window.getComputedStyle }
  page.jsdomComputedStyle ??= window.getComputedStyle.bind(window)
  const elementStyle = page.jsdomComputedStyle
  window.getComputedStyle = (element: Element) => {
    const style = elementStyle(element)
    for (const side of ['top', 'right', 'bottom', 'left']) {
      for (const property of [`padding-${side}`, `border-${side}-width`]) {
        if (Number.isNaN(Number.parseFloat(style.getPropertyValue(property))))
          style.setProperty(property, '0px')
      }
    }
    return style
  }
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
}

/**
 * The server: each call answers the envelope `reply` gives for its path (under /boot/admin) and query; a
 * `code` other than 0 is a refusal worded by `msg`.
 */
export function fakeServer(
  reply: (
    path: string,
    init: RequestInit | undefined,
    query: URLSearchParams,
  ) => { code?: number; msg?: string; data: unknown },
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const path = url.pathname.replace('/boot/admin', '')
    const { code = 0, msg = '操作成功', data } = reply(path, init, url.searchParams)
    return Response.json({ code, msg, data })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

let root: Root | undefined
let container: HTMLElement | undefined

export function render(ui: ReactNode) {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() =>
    root?.render(
      <QueryClientProvider client={createQueryClient()}>
        <AntdApp>{ui}</AntdApp>
      </QueryClientProvider>,
    ),
  )
}

export function cleanup() {
  act(() => root?.unmount())
  container?.remove()
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
}

/** The open antd modal. */
export const modal = () => document.querySelector<HTMLElement>('.ant-modal')!

/** The buttons by their text, without antd's spacing between two characters. */
export function buttons(text: string, within: ParentNode = document): HTMLButtonElement[] {
  return [...within.querySelectorAll('button')].filter(
    (candidate) => candidate.textContent?.replace(/\s/g, '') === text,
  )
}

export function button(text: string, within: ParentNode = document): HTMLButtonElement {
  const found = buttons(text, within)[0]
  if (!found) throw new Error(`no button ${text}`)
  return found
}

export function click(element: HTMLElement) {
  act(() => element.click())
}

/** Types as a user would: the native value setter, then an input event React listens to. */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
  act(() => {
    setValue?.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/**
 * Waits, inside act, until the assertion holds (8 s at most). antd updates on timers and frames (a modal
 * opening, an error sliding away, a message appearing): vi.waitFor left up to 20 ms between tries outside
 * act, where those fired and React warned. Here the next wait starts as soon as the assertion fails.
 */
export async function waitFor(assertion: () => void) {
  const deadline = Date.now() + 8000
  for (;;) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)))
    try {
      assertion()
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
    }
  }
}
