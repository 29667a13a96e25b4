import styles from './coming-soon-page.module.css'
import { EmptyState } from './empty-state.tsx'
import { ComingSoonIllustration } from './illustrations.tsx'
import { PageNavBar } from './page-nav-bar.tsx'

interface ComingSoonPageProps {
  title: string
  /** Tab pages have no back arrow. */
  back?: boolean
}

/**
 * The honest page for a route whose screen is not built yet: its real title and a plain statement,
 * never sample data. One component for every such route (see app/route-table.tsx).
 */
export function ComingSoonPage({ title, back = true }: ComingSoonPageProps) {
  return (
    <div className={styles.page}>
      <PageNavBar title={title} back={back} />
      <EmptyState
        page
        image={<ComingSoonIllustration />}
        title="该功能即将开放"
        description="我们正在加紧建设中，敬请期待"
      />
    </div>
  )
}
