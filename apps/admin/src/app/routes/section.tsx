import { ComingSoon } from '@/components/coming-soon.tsx'
import { PageHeader } from '@/components/page-header.tsx'
import type { Section } from '../sections.tsx'

/** A section whose tools are still to come: its name and purpose, and an honest empty state. */
export function SectionRoute({ section }: { section: Section }) {
  return (
    <>
      <PageHeader title={section.title} description={section.description} />
      <ComingSoon />
    </>
  )
}
