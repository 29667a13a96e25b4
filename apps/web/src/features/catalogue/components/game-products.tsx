import { LoadError } from '@/components/load-error.tsx'
import { useProducts } from '../api/get-products.ts'
import { ProductGroups, ProductGroupsSkeleton } from './product-groups.tsx'

/** The chosen game's products under their headings, with their loading and error states. */
export function GameProducts({ gameId }: { gameId: number }) {
  const products = useProducts(gameId)
  if (products.isPending) return <ProductGroupsSkeleton />
  if (products.isError) {
    return (
      <LoadError
        compact
        title="商品加载失败"
        error={products.error}
        onRetry={() => products.refetch()}
        retrying={products.isFetching}
      />
    )
  }
  return <ProductGroups products={products.data} />
}
