import { QueryClientProvider } from '@tanstack/react-query'
import { App as AntdApp, ConfigProvider, type ThemeConfig, theme } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { type ReactNode, useEffect, useState } from 'react'
import { bindMessageApi } from '@/lib/feedback.ts'
import { createQueryClient } from '@/lib/query-client.ts'

// Dates in pickers and tables read in Chinese, like the rest of the console.
dayjs.locale('zh-cn')

const BRAND_PURPLE = '#6d28d9'
const SIDER_BG = '#17132b'

const adminTheme: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: {
    colorPrimary: BRAND_PURPLE,
    colorInfo: BRAND_PURPLE,
    borderRadius: 8,
    colorBgLayout: '#f4f5f9',
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { siderBg: SIDER_BG, headerBg: '#ffffff', headerPadding: '0 24px' },
    Menu: {
      darkItemBg: SIDER_BG,
      darkSubMenuItemBg: '#110e21',
      darkItemSelectedBg: BRAND_PURPLE,
      itemMarginInline: 8,
    },
  },
}

/** Hands antd's context-aware message API to code outside React (the query cache). */
function FeedbackBridge() {
  const { message } = AntdApp.useApp()
  useEffect(() => bindMessageApi(message), [message])
  return null
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <ConfigProvider locale={zhCN} theme={adminTheme}>
      <AntdApp>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  )
}
