import { Card } from 'antd'
import { PageHeader } from '@/components/page-header.tsx'
import { readPage, useLastPageClamp, usePagedParams } from '@/lib/paged-params.ts'
import { positiveParam } from '@/lib/search-params.ts'
import { useGames } from '../api/get-games.ts'
import { useProducts } from '../api/get-products.ts'
import { ProductFilters } from '../components/product-filters.tsx'
import { ProductsTable } from '../components/products-table.tsx'

/** The filters and page live in the address, so returning from the editor lands where staff left. */
function readQuery(params: URLSearchParams) {
  const status = params.get('status')
  return {
    ...readPage(params),
    gameId: positiveParam(params.get('gameId')),
    status: status === '0' || status === '1' ? status : undefined,
    keyword: params.get('keyword')?.trim() || undefined,
  } as const
}

export function ProductsRoute({ section }: { section: { title: string; description: string } }) {
  const paged = usePagedParams(readQuery)
  const { query } = paged
  const games = useGames()
  const products = useProducts(query)
  useLastPageClamp(paged, products)

  return (
    <>
      <PageHeader title={section.title} description={section.description} />
      <Card>
        <ProductFilters
          games={games.data ?? []}
          value={query}
          onChange={({ gameId, status, keyword }) => paged.filter({ gameId, status, keyword })}
        />
        <ProductsTable
          rows={products.data?.list ?? []}
          loading={products.isFetching}
          pagination={{ page: query.page, pageSize: query.pageSize, total: products.data?.total ?? 0 }}
          onPageChange={paged.turnPage}
        />
      </Card>
    </>
  )
}
