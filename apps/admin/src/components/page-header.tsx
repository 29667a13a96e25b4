import { Flex, Typography } from 'antd'
import type { ReactNode } from 'react'

/** The title block every console page opens with: what the page is and what it is for. */
export function PageHeader({
  title,
  description,
  extra,
}: {
  title: string
  description?: string
  extra?: ReactNode
}) {
  return (
    <Flex justify="space-between" align="flex-start" gap={16} style={{ marginBottom: 24 }}>
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {description && (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {description}
          </Typography.Paragraph>
        )}
      </div>
      {extra}
    </Flex>
  )
}
