import { Dialog, Toast, unstableSetRender } from 'antd-mobile'
import { afterAll, afterEach } from 'vitest'
import { renderDetached } from '@/lib/antd-mobile-render.ts'

// As in main.tsx: antd-mobile's Toast and Dialog mount themselves through createRoot on React 19.
unstableSetRender(renderDetached)

afterEach(() => localStorage.clear())

// Toasts and dialogs unmount through React's scheduler; let that work finish while the file's DOM
// still exists, or it runs after the environment is gone and fails on a missing `window`.
afterAll(async () => {
  Toast.clear()
  Dialog.clear()
  await new Promise((resolve) => setTimeout(resolve, 50))
})
