import { Menu, type MenuProps } from 'antd'
import { useLocation, useNavigate } from 'react-router'
import { findSection, isGroup, NAVIGATION } from '../sections.tsx'

type MenuItem = Required<MenuProps>['items'][number]

const items: MenuItem[] = NAVIGATION.map((entry) =>
  isGroup(entry)
    ? {
        key: entry.key,
        icon: entry.icon,
        label: entry.title,
        children: entry.children.map((child) => ({ key: child.path, label: child.title })),
      }
    : { key: entry.path, icon: entry.icon, label: entry.title },
)

export function SideMenu() {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const { section, group } = findSection(pathname)

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={section ? [section.path] : []}
      defaultOpenKeys={group ? [group.key] : []}
      onClick={({ key }) => navigate(key)}
      style={{ borderInlineEnd: 'none' }}
    />
  )
}
