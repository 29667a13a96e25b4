import { ReloadOutlined } from '@ant-design/icons'
import { type AdminLotteryProduct, ResultCode } from '@dianjing/shared'
import { Alert, Button, Card, Result } from 'antd'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header.tsx'
import { useLotteryProducts, useRefreshLottery } from '@/features/lottery/api/get-lottery-products.ts'
import { LotteryOrdersDrawer } from '@/features/lottery/components/lottery-orders-drawer.tsx'
import { LotteryProductsTable } from '@/features/lottery/components/lottery-products-table.tsx'
import { ApiError } from '@/lib/api-client.ts'
import type { Section } from '../sections.tsx'

export function LotteryRoute({ section }: { section: Section }) {
  const products = useLotteryProducts()
  const refresh = useRefreshLottery()
  // undefined: the order drawer is closed; otherwise the product whose orders it lists.
  const [showing, setShowing] = useState<AdminLotteryProduct | undefined>(undefined)

  const error = products.error instanceof ApiError ? products.error : undefined
  const forbidden = error?.code === ResultCode.forbidden

  return (
    <>
      <PageHeader
        title={section.title}
        description={section.description}
        extra={
          <Button icon={<ReloadOutlined />} loading={products.isFetching} onClick={() => refresh()}>
            刷新
          </Button>
        }
      />
      <Card>
        {forbidden ? (
          <Result status="403" title="无权查看抽奖统计" subTitle="如需访问请联系所有者调整角色。" />
        ) : (
          <>
            {products.isError && (
              <Alert
                type="error"
                showIcon
                title="抽奖统计加载失败"
                description={error?.message ?? '请稍后重试'}
                action={
                  <Button size="small" onClick={() => products.refetch()}>
                    重试
                  </Button>
                }
                style={{ marginBottom: 16 }}
              />
            )}
            {/* Without data an empty table would claim there are no lottery products. */}
            {(products.data || !products.isError) && (
              <LotteryProductsTable
                rows={products.data ?? []}
                loading={products.isFetching}
                onShowOrders={setShowing}
              />
            )}
          </>
        )}
      </Card>
      <LotteryOrdersDrawer product={showing} onClose={() => setShowing(undefined)} />
    </>
  )
}
