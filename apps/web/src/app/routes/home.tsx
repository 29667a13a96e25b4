import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { ContactBubble } from '@/components/contact-bubble.tsx'
import { DeferredPullToRefresh } from '@/components/deferred-pull-to-refresh.tsx'
import { EmptyState } from '@/components/empty-state.tsx'
import { LoadError } from '@/components/load-error.tsx'
import { NotificationBell } from '@/components/notification-bell.tsx'
import { useBanners } from '@/features/catalogue/api/get-banners.ts'
import { useGames } from '@/features/catalogue/api/get-games.ts'
import { useSystemConfig } from '@/features/catalogue/api/get-system-config.ts'
import { catalogueKeys } from '@/features/catalogue/api/keys.ts'
import { pickGame } from '@/features/catalogue/api/prime-home.ts'
import { BannerCarousel } from '@/features/catalogue/components/banner-carousel.tsx'
import { GameProducts } from '@/features/catalogue/components/game-products.tsx'
import { GameTabs } from '@/features/catalogue/components/game-tabs.tsx'
import { HomeHeader } from '@/features/catalogue/components/home-header.tsx'
import { HomeNoticeBar } from '@/features/catalogue/components/home-notice-bar.tsx'
import { ProductGroupsSkeleton } from '@/features/catalogue/components/product-groups.tsx'
import { useHomeNoticeDialog } from '@/features/catalogue/components/use-home-notice-dialog.tsx'
import { DebugPanel } from '@/features/diagnostics/components/debug-panel.tsx'
import { useFirstScreenCache } from '@/lib/use-first-screen-query.ts'
import styles from './home.module.css'

/**
 * Home (spec §2): carousel, scrolling notice, the notice dialog, products by game, the contact
 * button; pull to refresh. A long pull reveals the debug panel.
 */
export function HomeRoute() {
  const firstScreenCache = useFirstScreenCache()
  const banners = useBanners()
  const games = useGames()
  const config = useSystemConfig()
  const [searchParams, setSearchParams] = useSearchParams()
  const activeGameId = pickGame(games.data, searchParams.get('gameId'))
  useHomeNoticeDialog(config.data?.homeNotice)

  const chooseGame = (gameId: number) =>
    setSearchParams({ gameId: String(gameId) }, { replace: true, preventScrollReset: true })

  // Spec §2: pull-to-refresh reloads banners and game types (and so what is shown under them).
  const refresh = () =>
    firstScreenCache().then((cache) => cache.refetchQueries({ queryKey: catalogueKeys.all, type: 'active' }))

  let catalogue: ReactNode
  if (games.isError) {
    catalogue = (
      <LoadError
        compact
        title="游戏分类加载失败"
        error={games.error}
        onRetry={() => games.refetch()}
        retrying={games.isFetching}
      />
    )
  } else if (games.isPending) {
    catalogue = <ProductGroupsSkeleton />
  } else if (activeGameId === undefined) {
    catalogue = <EmptyState title="暂无上架的游戏" description="请稍后再来看看" />
  } else {
    catalogue = <GameProducts gameId={activeGameId} />
  }

  const content = (
    <>
      <div className={styles.hero}>
        <HomeHeader action={<NotificationBell />} />
        <div className={styles.banner}>
          <BannerCarousel banners={banners.data} loading={banners.isPending} />
        </div>
      </div>
      <div className={styles.notice}>
        <HomeNoticeBar
          text={config.data?.platformNotification}
          html={config.data?.homeNotice}
          loading={config.isPending}
        />
      </div>
      <nav className={styles.games}>
        <GameTabs
          games={games.data}
          loading={games.isPending}
          activeId={activeGameId}
          onChange={chooseGame}
        />
      </nav>
      <main className={styles.catalogue}>{catalogue}</main>
    </>
  )

  return (
    <div className={styles.page}>
      <DeferredPullToRefresh onRefresh={refresh}>{content}</DeferredPullToRefresh>
      <ContactBubble supportWechatId={config.data?.supportWechatId ?? ''} />
      <DebugPanel />
    </div>
  )
}
