import { Card, Flex, Typography, theme } from 'antd'
import { useEffect } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { LoginForm } from '@/features/auth/components/login-form.tsx'
import { getToken } from '@/lib/auth-token.ts'
import { BrandMark, CONSOLE_NAME, PRODUCT_NAME } from '../layout/brand.tsx'

/** Only paths inside the console, so a crafted link cannot send staff elsewhere after signing in. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/'
}

export function LoginRoute() {
  const { token } = theme.useToken()
  const navigate = useNavigate()
  const location = useLocation()
  const target = returnPath(location.state)

  useEffect(() => {
    document.title = `登录 · ${PRODUCT_NAME} ${CONSOLE_NAME}`
  }, [])

  if (getToken()) return <Navigate to={target} replace />

  return (
    <Flex
      align="center"
      justify="center"
      style={{
        minHeight: '100vh',
        padding: 24,
        background: `radial-gradient(circle at 20% 20%, ${token.colorPrimaryBg}, transparent 45%), radial-gradient(circle at 80% 80%, #fdf4ff, transparent 40%), ${token.colorBgLayout}`,
      }}
    >
      <Card
        style={{ width: 400, boxShadow: token.boxShadowTertiary }}
        styles={{ body: { padding: '40px 40px 32px' } }}
      >
        <Flex vertical align="center" gap={12} style={{ marginBottom: 32 }}>
          <BrandMark size={48} />
          <Typography.Title level={3} style={{ margin: 0 }}>
            {PRODUCT_NAME} {CONSOLE_NAME}
          </Typography.Title>
          <Typography.Text type="secondary">平台员工专用，请使用员工账号登录</Typography.Text>
        </Flex>
        <LoginForm onSuccess={() => navigate(target, { replace: true })} />
      </Card>
    </Flex>
  )
}
