import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { compactParams, positiveParam } from '@/lib/search-params.ts'
import type { UserListQuery } from '../api/get-users.ts'

const DEFAULT_PAGE_SIZE = 20

/** The search and page live in the address, so a link, a reload or "back" opens the same list. */
export function readUserQuery(params: URLSearchParams): UserListQuery {
  return {
    keyword: params.get('keyword')?.trim() ?? '',
    page: positiveParam(params.get('page')) ?? 1,
    pageSize: Math.min(positiveParam(params.get('pageSize')) ?? DEFAULT_PAGE_SIZE, 100),
  }
}

export function useUserListAddress() {
  const [params, setParams] = useSearchParams()
  const query = readUserQuery(params)
  const { keyword, pageSize } = query

  const search = (text: string) => setParams(compactParams({ keyword: text.trim(), pageSize }))
  const turnPage = (nextPage: number, nextSize: number) =>
    setParams(compactParams({ keyword, page: nextSize === pageSize ? nextPage : 1, pageSize: nextSize }))

  return { query, search, turnPage, setParams }
}

/** A list that shrank (a search, a colleague's change) moves to the page that now holds its last rows. */
export function useStayWithinPages(
  query: UserListQuery,
  total: number | undefined,
  placeholder: boolean,
  setParams: ReturnType<typeof useSearchParams>[1],
) {
  const lastPage = total === undefined ? query.page : Math.max(1, Math.ceil(total / query.pageSize))
  const beyond = !placeholder && query.page > lastPage
  const { keyword, pageSize } = query
  useEffect(() => {
    if (beyond) setParams(compactParams({ keyword, page: lastPage, pageSize }), { replace: true })
  }, [beyond, lastPage, keyword, pageSize, setParams])
}
