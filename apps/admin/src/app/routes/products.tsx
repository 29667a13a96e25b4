import { Card } from 'antd'
import { useSearchParams } from 'react-router'
import { PageHeader } from '@/components/page-header.tsx'
import { useGames } from '@/features/catalogue/api/get-games.ts'
import { useProducts } from '@/features/catalogue/api/get-products.ts'
import { ProductFilters, type ProductFilterValues } from '@/features/catalogue/components/product-filters.tsx'
import { ProductsTable } from '@/features/catalogue/components/products-table.tsx'
import { compactParams, positiveParam } from '@/lib/search-params.ts'
import type { Section } from '../sections.tsx'

const DEFAULT_PAGE_SIZE = 20

/** The filters and page live in the address, so returning from the editor lands where staff left. */
function readQuery(params: URLSearchParams) {
  const status = params.get('status')
  return {
    page: positiveParam(params.get('page')) ?? 1,
    pageSize: Math.min(positiveParam(params.get('pageSize')) ?? DEFAULT_PAGE_SIZE, 100),
    gameId: positiveParam(params.get('gameId')),
    status: status === '0' || status === '1' ? status : undefined,
    keyword: params.get('keyword')?.trim() || undefined,
  } as const
}

export function ProductsRoute({ section }: { section: Section }) {
  const [params, setParams] = useSearchParams()
  const query = readQuery(params)
  const games = useGames()
  const products = useProducts(query)

  const filter = (next: ProductFilterValues) =>
    setParams(compactParams({ ...next, pageSize: query.pageSize }))
  const page = (nextPage: number, pageSize: number) =>
    setParams(compactParams({ ...query, page: pageSize === query.pageSize ? nextPage : 1, pageSize }))

  return (
    <>
      <PageHeader title={section.title} description={section.description} />
      <Card>
        <ProductFilters games={games.data ?? []} value={query} onChange={filter} />
        <ProductsTable
          rows={products.data?.list ?? []}
          loading={products.isFetching}
          pagination={{ page: query.page, pageSize: query.pageSize, total: products.data?.total ?? 0 }}
          onPageChange={page}
        />
      </Card>
    </>
  )
}
