import { useCallback, useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { compactParams, positiveParam } from '@/lib/search-params.ts'

const DEFAULT_PAGE_SIZE = 20

export interface KeywordListQuery {
  keyword: string
  page: number
  pageSize: number
}

/**
 * The search and page of a list live in the address, so a link or a reload opens the same list.
 * `status` is the list's one filter where it has one ('' for none); a new search or filter starts at page 1.
 */
export function useKeywordListAddress() {
  const [params, setParams] = useSearchParams()
  const query: KeywordListQuery = {
    keyword: params.get('keyword')?.trim() ?? '',
    page: positiveParam(params.get('page')) ?? 1,
    pageSize: Math.min(positiveParam(params.get('pageSize')) ?? DEFAULT_PAGE_SIZE, 100),
  }
  const status = params.get('status') ?? ''
  const { keyword, pageSize } = query

  const search = (text: string) => setParams(compactParams({ keyword: text.trim(), status, pageSize }))
  const filter = (next: string) => setParams(compactParams({ keyword, status: next, pageSize }))
  const turnPage = (nextPage: number, nextSize: number) =>
    setParams(
      compactParams({ keyword, status, page: nextSize === pageSize ? nextPage : 1, pageSize: nextSize }),
    )
  const goToPage = useCallback(
    (target: number) =>
      setParams(compactParams({ keyword, status, page: target, pageSize }), { replace: true }),
    [keyword, status, pageSize, setParams],
  )

  return { query, status, search, filter, turnPage, goToPage }
}

/** A list that shrank (a search, a colleague's change) moves to the page that now holds its last rows. */
export function useStayWithinPages(
  query: KeywordListQuery,
  total: number | undefined,
  placeholder: boolean,
  goToPage: (page: number) => void,
) {
  const lastPage = total === undefined ? query.page : Math.max(1, Math.ceil(total / query.pageSize))
  const beyond = !placeholder && query.page > lastPage
  useEffect(() => {
    if (beyond) goToPage(lastPage)
  }, [beyond, lastPage, goToPage])
}
