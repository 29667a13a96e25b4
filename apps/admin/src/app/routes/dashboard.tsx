import { Flex } from 'antd'
import { PageHeader } from '@/components/page-header.tsx'
import { StaffWelcome } from '@/features/auth/components/staff-welcome.tsx'
import { SystemStatusCard } from '@/features/system/components/system-status-card.tsx'
import type { Section } from '../sections.tsx'

export function DashboardRoute({ section }: { section: Section }) {
  return (
    <>
      <PageHeader title={section.title} description={section.description} />
      <Flex vertical gap={24}>
        <StaffWelcome />
        <SystemStatusCard />
      </Flex>
    </>
  )
}
