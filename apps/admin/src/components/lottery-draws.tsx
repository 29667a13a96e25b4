import type { AdminLotteryDraws } from '@dianjing/shared'
import { Flex, Tag, Typography } from 'antd'

/** What staff are told before refunding a lottery order whose draws were used. */
export const DRAWN_REFUND_NOTE = '客户已抽奖，奖品不会收回；如纠纷裁定仍需退款可以退，请先核实抽奖记录'

/** `已抽 1/3 次`: how many of the order's draws were used. */
export const drawsUsedText = (lottery: NonNullable<AdminLotteryDraws>) =>
  `已抽 ${lottery.drawsUsed}/${lottery.drawsTotal} 次`

/**
 * A lottery order's draws, where staff decide its refund: how many were used and the prizes won,
 * with a warning once any was used. Nothing for any other order.
 */
export function LotteryDraws({ lottery, note = true }: { lottery: AdminLotteryDraws; note?: boolean }) {
  if (!lottery) return null
  const drawn = lottery.drawsUsed > 0
  return (
    <Flex vertical gap={2} align="flex-start">
      <Tag color={drawn ? 'warning' : 'default'} style={{ marginInlineEnd: 0 }}>
        抽奖订单 · {drawsUsedText(lottery)}
      </Tag>
      {drawn && (
        <Typography.Text style={{ fontSize: 12 }}>
          已中奖品：{lottery.prizes.length > 0 ? lottery.prizes.join('、') : '无记录'}
        </Typography.Text>
      )}
      {drawn && note && (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          {DRAWN_REFUND_NOTE}
        </Typography.Text>
      )}
    </Flex>
  )
}
