import { Badge, Flex, Tabs } from 'antd'
import type { ReactNode } from 'react'

/** A list's tabs; the first holds what waits for staff, with how many wait on its badge. */
export function CountedTabs<Tab extends string>({
  tabs,
  labels,
  active,
  waiting,
  onChange,
  extra,
}: {
  tabs: readonly Tab[]
  labels: Record<Tab, string>
  active: Tab
  /** How many wait, once known. */
  waiting: number | undefined
  onChange: (tab: Tab) => void
  /** At the tab bar's end: a search. */
  extra?: ReactNode
}) {
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => onChange(key as Tab)}
      items={tabs.map((tab, index) => ({
        key: tab,
        label:
          index === 0 ? (
            <Flex align="center" gap={6}>
              {labels[tab]}
              <Badge count={waiting} overflowCount={99} size="small" />
            </Flex>
          ) : (
            labels[tab]
          ),
      }))}
      tabBarExtraContent={extra}
    />
  )
}
