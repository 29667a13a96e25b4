import type { UserLevelPreview } from '@dianjing/shared'
import { Flex, Typography } from 'antd'

/** What a level change does to customers, in words: whom it moves, from which level to which. */
export function LevelMoves({ preview }: { preview: UserLevelPreview }) {
  if (preview.customers === 0) return <Typography.Text>不会改变任何客户的会员等级。</Typography.Text>
  return (
    <Flex vertical gap={4}>
      <Typography.Text>
        保存后 <Typography.Text strong>{preview.customers}</Typography.Text> 位客户的会员等级将变化：
      </Typography.Text>
      {preview.moves.map((move) => (
        <Typography.Text key={`${move.from}>${move.to}`} type="secondary">
          {move.from} → {move.to}：{move.customers} 人
        </Typography.Text>
      ))}
    </Flex>
  )
}
