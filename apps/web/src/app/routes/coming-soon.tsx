import { ComingSoonPage } from '@/components/coming-soon-page.tsx'
import { usePageHandle } from '../route-handle.ts'

/** Every route whose screen a later change builds: its own title, an honest empty state. */
export function ComingSoonRoute() {
  const handle = usePageHandle()
  return <ComingSoonPage title={handle?.title ?? ''} back={!handle?.tab} />
}
