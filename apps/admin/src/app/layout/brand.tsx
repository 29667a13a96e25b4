import { ThunderboltFilled } from '@ant-design/icons'
import { Flex, theme } from 'antd'

export const PRODUCT_NAME = '电竞陪练'
export const CONSOLE_NAME = '管理后台'

export function BrandMark({ size = 32 }: { size?: number }) {
  const { token } = theme.useToken()
  return (
    <Flex
      align="center"
      justify="center"
      style={{
        flex: 'none',
        width: size,
        height: size,
        borderRadius: size / 4,
        color: '#fff',
        fontSize: size * 0.55,
        background: `linear-gradient(135deg, ${token.colorPrimary}, #c026d3)`,
      }}
    >
      <ThunderboltFilled />
    </Flex>
  )
}

/** The product mark and name at the top of the sider; only the mark when the sider is collapsed. */
export function Brand({ collapsed }: { collapsed: boolean }) {
  return (
    <Flex
      align="center"
      justify={collapsed ? 'center' : 'flex-start'}
      gap={10}
      style={{ height: 64, padding: collapsed ? 0 : '0 20px', overflow: 'hidden', whiteSpace: 'nowrap' }}
    >
      <BrandMark />
      {!collapsed && (
        <span style={{ color: '#fff', fontSize: 16, fontWeight: 600, letterSpacing: 0.5 }}>
          {PRODUCT_NAME}
          <span style={{ margin: '0 6px', opacity: 0.45 }}>·</span>
          <span style={{ fontWeight: 400, opacity: 0.85 }}>{CONSOLE_NAME}</span>
        </span>
      )}
    </Flex>
  )
}
