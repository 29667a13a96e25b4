import { ArrowLeftOutlined } from '@ant-design/icons'
import { Button, Card, Flex, Result, Skeleton, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { apiErrorOf } from '@/lib/api-client.ts'
import { backPath } from '@/lib/paths.ts'

/** What the frame needs of the record's query. */
export interface RecordQuery<Record> {
  data?: Record
  error: Error | null
  isError: boolean
  refetch: () => unknown
}

/**
 * The frame of one record's page (a user, a worker, an order): the way back to the list staff came from,
 * the title with the record's name and state, its actions, and the record once loaded. An address that
 * names no record, a refusal (403) and a failure each say so, with the way back (and 重试 for a failure).
 */
export function DetailPage<Record>({
  title,
  subject,
  list,
  found,
  record,
  name,
  copyableName,
  tag,
  actions,
  actionGap = 8,
  avatar,
  children,
}: {
  /** 用户详情 */
  title: string
  /** What the record is, in the page's messages: 用户 (无权查看用户, 用户不存在, 返回用户列表). */
  subject: string
  /** The list "back" leads to when nothing better is known: /users. */
  list: string
  /** Whether the address names a record at all. */
  found: boolean
  record: RecordQuery<Record>
  name: (record: Record) => string
  copyableName?: boolean
  tag: (record: Record) => ReactNode
  /** At the header's end, once the record is loaded. */
  actions: (record: Record) => ReactNode
  actionGap?: number
  /** The loading placeholder starts with a portrait. */
  avatar?: boolean
  children: (record: Record) => ReactNode
}) {
  const navigate = useNavigate()
  const back = backPath(useLocation().state, list)

  const header = (
    <Flex align="center" justify="space-between" gap={12} style={{ marginBottom: 24 }}>
      <Flex align="center" gap={12} wrap>
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label="返回" onClick={() => navigate(back)} />
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {record.data && (
          <>
            <Typography.Text copyable={copyableName} style={{ fontSize: 16 }}>
              {name(record.data)}
            </Typography.Text>
            {tag(record.data)}
          </>
        )}
      </Flex>
      {record.data && (
        <Flex align="center" gap={actionGap}>
          {actions(record.data)}
        </Flex>
      )}
    </Flex>
  )

  if (!found || (record.isError && !record.data)) {
    const error = apiErrorOf(record.error)
    const forbidden = error?.isForbidden
    return (
      <>
        {header}
        <Card>
          <Result
            status={forbidden ? '403' : 'warning'}
            title={forbidden ? `无权查看${subject}` : `无法打开该${subject}`}
            subTitle={error?.message ?? `${subject}不存在`}
            extra={
              <Flex gap={8} justify="center">
                {error && !forbidden && <Button onClick={() => record.refetch()}>重试</Button>}
                <Button type="primary" onClick={() => navigate(back)}>
                  {`返回${subject}列表`}
                </Button>
              </Flex>
            }
          />
        </Card>
      </>
    )
  }

  return (
    <>
      {header}
      {record.data ? (
        children(record.data)
      ) : (
        <Card>
          <Skeleton active avatar={avatar} paragraph={{ rows: 12 }} />
        </Card>
      )}
    </>
  )
}
