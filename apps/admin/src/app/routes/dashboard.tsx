import { ReloadOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd'
import { PageHeader } from '@/components/page-header.tsx'
import { useDashboard } from '@/features/dashboard/api/get-dashboard.ts'
import { greeting } from '@/features/dashboard/components/greeting.ts'
import { KpiCards } from '@/features/dashboard/components/kpi-cards.tsx'
import { TODOS, TodoCards } from '@/features/dashboard/components/todo-cards.tsx'
import { TrendChart, TrendLegend } from '@/features/dashboard/components/trend-chart.tsx'
import { SystemStatusCard } from '@/features/system/components/system-status-card.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { useMe } from '@/lib/me.ts'
import { mayOpen, type Section } from '../sections.tsx'

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography.Title level={5} style={{ margin: 0 }}>
      {children}
    </Typography.Title>
  )
}

/** 工作台: what waits for this role, today's and this month's figures, and the last 30 days. */
export function DashboardRoute({ section }: { section: Section }) {
  const me = useMe().data
  const dashboard = useDashboard()
  const data = dashboard.data
  // Only the queues this role can open; a to-do it cannot act on is noise.
  const todos = me ? TODOS.filter((todo) => mayOpen(todo.path, me.role)) : []

  return (
    <>
      <PageHeader
        title={me ? `${greeting(new Date().getHours())}，${me.name}` : section.title}
        description={section.description}
        extra={
          <Button
            icon={<ReloadOutlined />}
            loading={dashboard.isFetching}
            onClick={() => dashboard.refetch()}
          >
            刷新
          </Button>
        }
      />
      <Flex vertical gap={24}>
        {dashboard.isError && (
          <Alert
            type="error"
            showIcon
            title="工作台数据加载失败"
            description={dashboard.error instanceof ApiError ? dashboard.error.message : '请稍后重试'}
            action={
              <Button size="small" onClick={() => dashboard.refetch()}>
                重试
              </Button>
            }
          />
        )}
        {data && todos.length > 0 && (
          <Flex vertical gap={12}>
            <SectionTitle>待处理</SectionTitle>
            <TodoCards todo={data.todo} todos={todos} />
          </Flex>
        )}
        {(data || !dashboard.isError) && (
          <Flex vertical gap={12}>
            <SectionTitle>经营概况</SectionTitle>
            <KpiCards dashboard={data} />
          </Flex>
        )}
        {(data || !dashboard.isError) && (
          <Card title="近 30 天趋势" extra={<TrendLegend />}>
            {data ? <TrendChart days={data.series} /> : <Skeleton active paragraph={{ rows: 7 }} />}
          </Card>
        )}
        <SystemStatusCard />
      </Flex>
    </>
  )
}
