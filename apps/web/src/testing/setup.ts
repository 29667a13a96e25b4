import { Dialog, Toast, unstableSetRender } from 'antd-mobile'
import { act } from 'react'
import { afterAll, afterEach } from 'vitest'
import { renderDetached, unmountDetached } from '@/lib/antd-mobile-render.ts'
import { loadToast } from '@/lib/toast.ts'

// As in main.tsx: antd-mobile's Toast and Dialog mount themselves through createRoot on React 19.
unstableSetRender(renderDetached)
// As once the app is up (main.tsx): the toast's code is loaded, so a toast shows at once.
await loadToast()

afterEach(() => localStorage.clear())

// jsdom loads no stylesheet and lays nothing out; give it the little layout the components read.
// antd-mobile converts px through two `.adm-px-tester` elements its global stylesheet fixes in place,
// sized `var(--size) * 1px` (PullToRefresh, ImageViewer): the fixed position it checks, and the size.
const pxTesterStyle = document.createElement('style')
pxTesterStyle.textContent = '.adm-px-tester { position: fixed; }'
document.head.append(pxTesterStyle)
// The page is shared by the test files (testing/fresh-environment.ts): patched once, not once per file.
const boundingClientRect = jsdomBoundingClientRect()
HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
  if (!this.classList.contains('adm-px-tester')) return boundingClientRect.call(this)
  const size = Number(this.style.getPropertyValue('--size')) || 0
  return new DOMRect(0, 0, size, size)
}
// React Router's ScrollRestoration scrolls to the top on each navigation; jsdom has nothing to scroll.
window.scrollTo = () => {}

// Toasts and dialogs close through animations and React's scheduler, which on a busy machine can
// outlast the file: unmount them at once while the file's DOM still exists, or their last render runs
// after the environment is gone and fails on a missing `window`.
afterAll(() => {
  Toast.clear()
  Dialog.clear()
  // Inside act where the file renders with act (testing/render.tsx), so React does not warn.
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT
  if (actEnvironment) act(() => unmountDetached())
  else unmountDetached()
})

function jsdomBoundingClientRect(): () => DOMRect {
  const patched = globalThis as { jsdomBoundingClientRect?: () => DOMRect }
  patched.jsdomBoundingClientRect ??= HTMLElement.prototype.getBoundingClientRect
  return patched.jsdomBoundingClientRect
}
