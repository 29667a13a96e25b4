import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { compactParams, positiveParam } from './search-params.ts'

export const DEFAULT_PAGE_SIZE = 20

/** Which page of a list, and how many rows a page holds. */
export interface Paged {
  page: number
  pageSize: number
}

/** The page a pager asks for: a new page size starts again on the first page. */
export function turnedPage(current: Paged, page: number, pageSize: number): Paged {
  return { page: pageSize === current.pageSize ? page : 1, pageSize }
}

/** A list's query as it is written into the address: a new filter leaves the page out (the first). */
export type AddressOf<Query extends Paged> = Omit<Query, 'page'> & { page?: number }

/** The page and its size an address asks for; anything unreadable is the first page of 20. */
export function readPage(params: URLSearchParams, maxPageSize = 100): Paged {
  return {
    page: positiveParam(params.get('page')) ?? 1,
    pageSize: Math.min(positiveParam(params.get('pageSize')) ?? DEFAULT_PAGE_SIZE, maxPageSize),
  }
}

/** The last page that holds rows (the first, for an empty list). */
export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

const writeAll = <Query extends Paged>(query: AddressOf<Query>) =>
  compactParams(query as unknown as Record<string, string | number | undefined>)

/**
 * A list whose filters, page and page size live in the address, so a link, a reload or "back" opens the
 * same list. `read` turns the address into the query, `write` the query back (by default every value that
 * is set, in the query's order).
 */
export function usePagedParams<Query extends Paged>(
  read: (params: URLSearchParams) => Query,
  write: (query: AddressOf<Query>) => Record<string, string> = writeAll,
) {
  const [params, setParams] = useSearchParams()
  const query = read(params)
  const show = (next: AddressOf<Query>, options: { replace?: boolean } = {}) =>
    setParams(write(next), options)
  return {
    query,
    show,
    /** New filters start again on the first page, keeping the page size staff chose. */
    filter: (changes: Partial<Omit<Query, 'page' | 'pageSize'>>) =>
      show({ ...query, ...changes, page: undefined }),
    /** The table's pager: a new page size starts again on the first page. */
    turnPage: (page: number, pageSize: number) => show({ ...query, ...turnedPage(query, page, pageSize) }),
  }
}

export type PagedParams<Query extends Paged> = ReturnType<typeof usePagedParams<Query>>

/**
 * A list that shrank (a decision, a narrower filter, a colleague's change) moves to the page that now
 * holds its last rows. Not while the previous page's rows stand in for the new one: their total is stale.
 */
export function useLastPageClamp<Query extends Paged>(
  { query, show }: Pick<PagedParams<Query>, 'query' | 'show'>,
  list: { data?: { total: number }; isPlaceholderData: boolean },
) {
  const lastPage = list.data ? lastPageOf(list.data.total, query.pageSize) : query.page
  const beyondLastPage = !list.isPlaceholderData && query.page > lastPage
  // After every render, as the query is read afresh from the address each time; it acts only past the end.
  useEffect(() => {
    if (beyondLastPage) show({ ...query, page: lastPage }, { replace: true })
  })
}
