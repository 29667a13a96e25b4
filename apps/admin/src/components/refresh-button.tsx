import { ReloadOutlined } from '@ant-design/icons'
import { Button } from 'antd'

/** 刷新 in a page's header: fetches what the page shows again, spinning while it does. */
export function RefreshButton({ loading, onRefresh }: { loading: boolean; onRefresh: () => unknown }) {
  return (
    <Button icon={<ReloadOutlined />} loading={loading} onClick={() => onRefresh()}>
      刷新
    </Button>
  )
}
