import { ReloadOutlined } from '@ant-design/icons'
import { ResultCode } from '@dianjing/shared'
import { Alert, Button, Card, Flex, Input, Result, Typography } from 'antd'
import { useLocation, useNavigate } from 'react-router'
import { PageHeader } from '@/components/page-header.tsx'
import { ApiError } from '@/lib/api-client.ts'
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

  const error = users.error instanceof ApiError ? users.error : undefined
  const forbidden = error?.code === ResultCode.forbidden

  return (
    <>
      <PageHeader
        title={section.title}
        description={section.description}
        extra={
          <Button icon={<ReloadOutlined />} loading={users.isFetching} onClick={() => refresh()}>
            刷新
          </Button>
        }
      />
      <Card>
        {forbidden ? (
          <Result status="403" title="无权查看用户" subTitle={error.message} />
        ) : (
          <>
            <Flex justify="space-between" align="center" gap={16} style={{ marginBottom: 16 }}>
              <Typography.Text type="secondary">
                按手机号、昵称或用户 ID 查找；点击一行查看用户的资料、订单、余额明细与邀请。
              </Typography.Text>
              <Input.Search
                // A new address (back button, a link) resets what the box shows.
                key={query.keyword}
                defaultValue={query.keyword}
                aria-label="搜索手机号、昵称或用户ID"
                placeholder="搜索手机号、昵称或用户ID"
                allowClear
                enterButton="搜索"
                onSearch={(keyword) => paged.filter({ keyword: keyword.trim() })}
                style={{ width: 360 }}
              />
            </Flex>
            {users.isError && (
              <Alert
                type="error"
                showIcon
                title="用户列表加载失败"
                description={error?.message ?? '请稍后重试'}
                action={
                  <Button size="small" onClick={() => users.refetch()}>
                    重试
                  </Button>
                }
                style={{ marginBottom: 16 }}
              />
            )}
            {/* Without data an empty table would claim there are no users. */}
            {(users.data || !users.isError) && (
              <UsersTable
                rows={users.data?.list ?? []}
                loading={users.isFetching}
                pagination={{ page: query.page, pageSize: query.pageSize, total: users.data?.total ?? 0 }}
                emptyText={query.keyword ? `没有找到与“${query.keyword}”匹配的用户` : '暂无用户'}
                onPageChange={paged.turnPage}
                onOpen={open}
              />
            )}
          </>
        )}
      </Card>
    </>
  )
}
