import { Alert, Button, Card, Result } from 'antd'
import type { ReactNode } from 'react'
import { apiErrorOf } from '@/lib/api-client.ts'

/** What the card needs of the list's query. */
export interface ListQuery {
  data?: unknown
  error: Error | null
  isError: boolean
  refetch: () => unknown
}

/**
 * The card under a list page's header. A role the server refuses (403) is told why instead of shown the
 * list; a failure is shown above the list with 重试; and without data no empty table claims there is
 * nothing to show.
 */
export function ListCard({
  list,
  refusedTitle,
  refusedText,
  failedTitle,
  tabbed = false,
  toolbar,
  notice,
  children,
}: {
  list: ListQuery
  /** 无权查看提现申请 */
  refusedTitle: string
  /** Why, where the page words it itself; otherwise the server's message. */
  refusedText?: string
  /** 提现申请加载失败 */
  failedTitle: string
  /** Tabs open the card, close to its top edge. */
  tabbed?: boolean
  /** Above a failure: the tabs, filters or search. */
  toolbar?: ReactNode
  /** Between a failure and the list: what the role may do here. */
  notice?: ReactNode
  children: ReactNode
}) {
  const error = apiErrorOf(list.error)
  return (
    <Card styles={tabbed ? { body: { paddingTop: 8 } } : undefined}>
      {error?.isForbidden ? (
        <Result status="403" title={refusedTitle} subTitle={refusedText ?? error.message} />
      ) : (
        <>
          {toolbar}
          {list.isError && (
            <Alert
              type="error"
              showIcon
              title={failedTitle}
              description={error?.message ?? '请稍后重试'}
              action={
                <Button size="small" onClick={() => list.refetch()}>
                  重试
                </Button>
              }
              style={{ marginBottom: 16 }}
            />
          )}
          {notice}
          {(list.data || !list.isError) && children}
        </>
      )}
    </Card>
  )
}
