import { ORDER_QUANTITY } from '../constants.ts'

/*
 * The words and limits of placing an order. Apart from their schemas, so that a page or the rulebook
 * reading them pulls no zod (decision 035).
 */

export const OrderMessages = {
  ageConfirm: '请确认您已年满18周岁',
  productMissing: '商品信息获取失败',
  gameIdRequired: '请输入游戏ID',
  regionRequired: '请选择游戏区服',
  quantity: `购买数量为${ORDER_QUANTITY.min}-${ORDER_QUANTITY.max}`,
  refundReasonRequired: '请填写退款理由',
  soldOut: '商品已售罄',
  submitFailed: '下单失败，请重试',
  workerRequired: '请选择打手',
  workerInvalid: '所选打手信息有误，请重新选择',
  amountInvalid: '订单金额有误',
  lotteryDrawn: '抽奖已开始，无法申请退款，如有疑问请联系客服',
} as const
