import type { AdminLotteryProduct } from '@dianjing/shared'
import { useState } from 'react'
import { ListCard } from '@/components/list-card.tsx'
import { PageHeader } from '@/components/page-header.tsx'
import { RefreshButton } from '@/components/refresh-button.tsx'
import { useLotteryProducts, useRefreshLottery } from '../api/get-lottery-products.ts'
import { LotteryOrdersDrawer } from '../components/lottery-orders-drawer.tsx'
import { LotteryProductsTable } from '../components/lottery-products-table.tsx'

export function LotteryRoute({ section }: { section: { title: string; description: string } }) {
  const products = useLotteryProducts()
  const refresh = useRefreshLottery()
  // undefined: the order drawer is closed; otherwise the product whose orders it lists.
  const [showing, setShowing] = useState<AdminLotteryProduct | undefined>(undefined)

  return (
    <>
      <PageHeader
        title={section.title}
        description={section.description}
        extra={<RefreshButton loading={products.isFetching} onRefresh={refresh} />}
      />
      <ListCard
        list={products}
        refusedTitle="无权查看抽奖统计"
        refusedText="如需访问请联系所有者调整角色。"
        failedTitle="抽奖统计加载失败"
      >
        <LotteryProductsTable
          rows={products.data ?? []}
          loading={products.isFetching}
          onShowOrders={setShowing}
        />
      </ListCard>
      <LotteryOrdersDrawer product={showing} onClose={() => setShowing(undefined)} />
    </>
  )
}
