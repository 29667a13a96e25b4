import { Dialog, Toast, unstableSetRender } from 'antd-mobile'
import { act } from 'react'
import { afterAll, afterEach } from 'vitest'
import { renderDetached, unmountDetached } from '@/lib/antd-mobile-render.ts'

// As in main.tsx: antd-mobile's Toast and Dialog mount themselves through createRoot on React 19.
unstableSetRender(renderDetached)

afterEach(() => localStorage.clear())

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
