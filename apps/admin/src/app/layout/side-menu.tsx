import type { StaffRoleValue } from '@dianjing/shared'
import { Menu, type MenuProps } from 'antd'
import { useLocation, useNavigate } from 'react-router'
import { useMe } from '@/lib/me.ts'
import { findSection, isGroup, navigationFor } from '../sections.tsx'

type MenuItem = Required<MenuProps>['items'][number]

/** The sections a role may open, as menu items; nothing until the role is known. */
export function menuItems(role: StaffRoleValue | undefined): MenuItem[] {
  if (!role) return []
  return navigationFor(role).map((entry) =>
    isGroup(entry)
      ? {
          key: entry.key,
          icon: entry.icon,
          label: entry.title,
          children: entry.children.map((child) => ({ key: child.path, label: child.title })),
        }
      : { key: entry.path, icon: entry.icon, label: entry.title },
  )
}

export function SideMenu() {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const { section, group } = findSection(pathname)
  const role = useMe().data?.role

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={menuItems(role)}
      selectedKeys={section ? [section.path] : []}
      defaultOpenKeys={group ? [group.key] : []}
      onClick={({ key }) => navigate(key)}
      style={{ borderInlineEnd: 'none' }}
    />
  )
}
