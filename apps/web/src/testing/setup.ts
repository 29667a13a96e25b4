import { unstableSetRender } from 'antd-mobile'
import { afterEach } from 'vitest'
import { renderDetached } from '@/lib/antd-mobile-render.ts'

// As in main.tsx: antd-mobile's Toast and Dialog mount themselves through createRoot on React 19.
unstableSetRender(renderDetached)

afterEach(() => localStorage.clear())
