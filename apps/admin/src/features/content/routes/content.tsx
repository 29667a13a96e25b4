import { Alert, Skeleton, Tabs } from 'antd'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { PageHeader } from '@/components/page-header.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { useH5Config, useSystemConfig } from '../api/get-config.ts'
import { H5ConfigForm } from '../components/h5-config-form.tsx'
import { SystemConfigForm } from '../components/system-config-form.tsx'

function Loaded<T>({
  query,
  children,
}: {
  query: { data?: T; error: Error | null }
  children: (data: T) => ReactNode
}) {
  if (query.data) return children(query.data)
  if (query.error) {
    return (
      <Alert
        type="error"
        showIcon
        title="配置加载失败"
        description={query.error instanceof ApiError ? query.error.message : '请稍后重试'}
      />
    )
  }
  return <Skeleton active paragraph={{ rows: 8 }} />
}

export function ContentRoute({ section }: { section: { title: string; description: string } }) {
  const [params, setParams] = useSearchParams()
  const system = useSystemConfig()
  const h5 = useH5Config()
  const tab = params.get('tab') === 'h5' ? 'h5' : 'system'

  return (
    <>
      <PageHeader title={section.title} description={section.description} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'h5' ? { tab: 'h5' } : {}, { replace: true })}
        items={[
          {
            key: 'system',
            label: '用户端配置',
            children: <Loaded query={system}>{(config) => <SystemConfigForm config={config} />}</Loaded>,
          },
          {
            key: 'h5',
            label: '打手端配置',
            children: <Loaded query={h5}>{(config) => <H5ConfigForm config={config} />}</Loaded>,
          },
        ]}
      />
    </>
  )
}
