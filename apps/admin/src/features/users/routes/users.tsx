import { Flex, Typography } from 'antd'
import { useLocation, useNavigate } from 'react-router'
import { KeywordSearch } from '@/components/keyword-search.tsx'
import { ListCard } from '@/components/list-card.tsx'
import { PageHeader } from '@/components/page-header.tsx'
import { RefreshButton } from '@/components/refresh-button.tsx'
import { readPage, useLastPageClamp, usePagedParams } from '@/lib/paged-params.ts'
import { keywordParam } from '@/lib/search-params.ts'
import { type UserListQuery, type UserRow, useRefreshUsers, useUsers } from '../api/get-users.ts'
import { UsersTable } from '../components/users-table.tsx'

/** The search and page live in the address, so a link, a reload or "back" opens the same list. */
const readUserQuery = (params: URLSearchParams): UserListQuery => ({
  keyword: keywordParam(params),
  ...readPage(params),
})

/** Every customer, found by phone, nickname or id; a row opens the user's page. */
export function UsersRoute({ section }: { section: { title: string; description: string } }) {
  const paged = usePagedParams(readUserQuery)
  const { query } = paged
  const users = useUsers(query)
  const refresh = useRefreshUsers()
  const navigate = useNavigate()
  const location = useLocation()
  useLastPageClamp(paged, users)

  // The user's page comes back to this list with its search and page.
  const open = (user: UserRow) => navigate(`/users/${user.id}`, { state: { search: location.search } })

  return (
    <>
      <PageHeader
        title={section.title}
        description={section.description}
        extra={<RefreshButton loading={users.isFetching} onRefresh={refresh} />}
      />
      <ListCard
        list={users}
        refusedTitle="无权查看用户"
        failedTitle="用户列表加载失败"
        toolbar={
          <Flex justify="space-between" align="center" gap={16} style={{ marginBottom: 16 }}>
            <Typography.Text type="secondary">
              按手机号、昵称或用户 ID 查找；点击一行查看用户的资料、订单、余额明细与邀请。
            </Typography.Text>
            <KeywordSearch
              keyword={query.keyword}
              label="搜索手机号、昵称或用户ID"
              placeholder="搜索手机号、昵称或用户ID"
              onSearch={(keyword) => paged.filter({ keyword })}
            />
          </Flex>
        }
      >
        <UsersTable
          rows={users.data?.list ?? []}
          loading={users.isFetching}
          pagination={{ page: query.page, pageSize: query.pageSize, total: users.data?.total ?? 0 }}
          emptyText={query.keyword ? `没有找到与“${query.keyword}”匹配的用户` : '暂无用户'}
          onPageChange={paged.turnPage}
          onOpen={open}
        />
      </ListCard>
    </>
  )
}
