import type { QueueCount, QueueSummary, StaffRoleValue } from '@dianjing/shared'
import { Badge, Flex, Menu, type MenuProps, Tooltip } from 'antd'
import type { ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useMe } from '@/lib/me.ts'
import { useQueueSummary } from '@/lib/queues.ts'
import { findSection, isGroup, navigationFor, type Section } from '../sections.tsx'

type MenuItem = Required<MenuProps>['items'][number]

/** A queue's count beside its title: red when some waited past the target, blue otherwise, none at 0. */
function QueueLabel({ title, count }: { title: string; count: QueueCount | undefined }) {
  if (!count || count.count === 0) return title
  const overdue = count.overdue > 0
  return (
    <Tooltip
      placement="right"
      title={overdue ? `${count.count} 项待处理，其中 ${count.overdue} 项已超时` : `${count.count} 项待处理`}
    >
      <Flex align="center" justify="space-between" gap={8}>
        <span>{title}</span>
        <Badge
          count={count.count}
          overflowCount={99}
          size="small"
          color={overdue ? undefined : '#1677ff'}
          aria-label={`${count.count} 项待处理`}
        />
      </Flex>
    </Tooltip>
  )
}

const labelOf = (section: Section, queues: QueueSummary | undefined): ReactNode =>
  section.queue ? <QueueLabel title={section.title} count={queues?.[section.queue]} /> : section.title

/**
 * The sections a role may open, as menu items, each work queue with how many wait in it (and a dot on
 * a closed group holding one); nothing until the role is known.
 */
export function menuItems(role: StaffRoleValue | undefined, queues?: QueueSummary): MenuItem[] {
  if (!role) return []
  return navigationFor(role).map((entry) => {
    if (!isGroup(entry)) return { key: entry.path, icon: entry.icon, label: labelOf(entry, queues) }
    const waiting = entry.children.some((child) => child.queue && (queues?.[child.queue]?.count ?? 0) > 0)
    return {
      key: entry.key,
      icon: entry.icon,
      label: waiting ? (
        <Flex component="span" align="center" gap={6} style={{ display: 'inline-flex' }}>
          {entry.title}
          <Badge status="error" aria-label="有待处理的事项" />
        </Flex>
      ) : (
        entry.title
      ),
      children: entry.children.map((child) => ({ key: child.path, label: labelOf(child, queues) })),
    }
  })
}

export function SideMenu() {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const { section, group } = findSection(pathname)
  const role = useMe().data?.role
  const queues = useQueueSummary(role !== undefined).data

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={menuItems(role, queues)}
      selectedKeys={section ? [section.path] : []}
      defaultOpenKeys={group ? [group.key] : []}
      onClick={({ key }) => navigate(key)}
      style={{ borderInlineEnd: 'none' }}
    />
  )
}
