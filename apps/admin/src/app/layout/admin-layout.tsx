import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons'
import { Breadcrumb, Button, Flex, Layout, theme } from 'antd'
import { useEffect, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { StaffMenu } from '@/features/auth/components/staff-menu.tsx'
import { findSection } from '../sections.tsx'
import { Brand, CONSOLE_NAME, PRODUCT_NAME } from './brand.tsx'
import { SideMenu } from './side-menu.tsx'

const SIDER_WIDTH = 224
const HEADER_HEIGHT = 64

/** The console's frame: the section menu on the left, the signed-in staff member on top, the page inside. */
export function AdminLayout() {
  const { token } = theme.useToken()
  const [collapsed, setCollapsed] = useState(false)
  const { pathname } = useLocation()
  const { section, group } = findSection(pathname)

  useEffect(() => {
    const suffix = `${PRODUCT_NAME} ${CONSOLE_NAME}`
    document.title = section ? `${section.title} · ${suffix}` : suffix
  }, [section])

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={SIDER_WIDTH}
        collapsible
        collapsed={collapsed}
        trigger={null}
        style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
      >
        <Brand collapsed={collapsed} />
        <SideMenu />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 10,
            height: HEADER_HEIGHT,
            padding: '0 24px 0 12px',
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <Flex align="center" justify="space-between" style={{ height: '100%' }}>
            <Flex align="center" gap={8}>
              <Button
                type="text"
                aria-label={collapsed ? '展开菜单' : '收起菜单'}
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                onClick={() => setCollapsed((value) => !value)}
              />
              <Breadcrumb
                items={[
                  { title: CONSOLE_NAME },
                  ...(group ? [{ title: group.title }] : []),
                  ...(section ? [{ title: section.title }] : []),
                ]}
              />
            </Flex>
            <StaffMenu />
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  )
}
