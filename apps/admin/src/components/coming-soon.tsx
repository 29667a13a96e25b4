import { Card, Empty } from 'antd'

/** An honest state for a section whose tools have not been built yet: no sample rows, no fake numbers. */
export function ComingSoon() {
  return (
    <Card>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="该模块即将上线"
        style={{ padding: '64px 0' }}
      />
    </Card>
  )
}
