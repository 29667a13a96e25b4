import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import {
  CATALOGUE_LIMITS,
  lotteryPrize,
  PROBABILITY_TOTAL,
  percentToProbability,
  probabilityToPercent,
} from '@dianjing/shared'
import { Button, Flex, Form, Input, InputNumber, Typography } from 'antd'
import { schemaRule } from '@/lib/form-rules.ts'
import { textCount } from '@/lib/text-limit.ts'
import { type ProductFormValues, probabilityTotal } from './product-form-values.ts'

const nameRule = schemaRule(lotteryPrize.shape.name)
const { min: MIN_PRIZES, max: MAX_PRIZES } = CATALOGUE_LIMITS.lotteryPrizes

const percentRule = {
  validator: async (_rule: unknown, value: string | undefined) => {
    const text = (value ?? '').trim()
    if (!text) throw new Error('请输入中奖概率')
    const probability = percentToProbability(text)
    if (probability === null) throw new Error('请输入0-100之间的数字，最多两位小数')
    if (probability === 0) throw new Error('中奖概率必须大于0')
  },
}

/** The prizes of a lottery product, with percentages that must add up to exactly 100%. */
export function LotteryPrizesField() {
  const prizes = Form.useWatch<ProductFormValues['lotteryPrizes']>('lotteryPrizes')
  const total = probabilityTotal(prizes)
  const complete = total === PROBABILITY_TOTAL

  return (
    <>
      <Form.List
        name="lotteryPrizes"
        rules={[
          {
            validator: async (_rule, value: ProductFormValues['lotteryPrizes'] | undefined) => {
              if ((value?.length ?? 0) < MIN_PRIZES) throw new Error(`抽奖商品至少需要${MIN_PRIZES}个奖品`)
              const sum = probabilityTotal(value)
              if (sum !== null && sum !== PROBABILITY_TOTAL) throw new Error('奖品概率之和必须等于100%')
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={0}>
            <Flex gap={12} style={{ marginBottom: 8 }}>
              <Typography.Text type="secondary" style={{ width: 32 }}>
                序号
              </Typography.Text>
              <Typography.Text type="secondary" style={{ flex: 1 }}>
                奖品名称
              </Typography.Text>
              <Typography.Text type="secondary" style={{ width: 180 }}>
                中奖概率
              </Typography.Text>
              <span style={{ width: 32 }} />
            </Flex>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={12} align="flex-start">
                <Typography.Text style={{ width: 32, lineHeight: '32px' }}>{index + 1}</Typography.Text>
                <Form.Item name={[field.name, 'name']} rules={[nameRule]} style={{ flex: 1 }}>
                  <Input
                    placeholder="如：免单券"
                    count={textCount(CATALOGUE_LIMITS.lotteryPrizeName)}
                    aria-label={`奖品${index + 1}名称`}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'percent']} rules={[percentRule]} style={{ width: 180 }}>
                  <Input
                    suffix="%"
                    placeholder="0.00"
                    inputMode="decimal"
                    aria-label={`奖品${index + 1}中奖概率`}
                  />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  aria-label={`删除奖品${index + 1}`}
                  icon={<DeleteOutlined />}
                  disabled={fields.length <= MIN_PRIZES}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            <Flex justify="space-between" align="center">
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= MAX_PRIZES}
                onClick={() => add({ name: '', percent: '' })}
              >
                添加奖品（{fields.length}/{MAX_PRIZES}）
              </Button>
              <Typography.Text type={complete ? 'success' : 'danger'} strong>
                概率合计：{total === null ? '—' : `${probabilityToPercent(total)}%`}
                {!complete &&
                  total !== null &&
                  `（${total > PROBABILITY_TOTAL ? '超出' : '还差'} ${probabilityToPercent(Math.abs(PROBABILITY_TOTAL - total))}%）`}
              </Typography.Text>
            </Flex>
            <Form.ErrorList errors={errors} />
          </Flex>
        )}
      </Form.List>
      <Form.Item
        name="lotteryDrawsPerUnit"
        label="每份抽奖次数"
        extra="客户每购买 1 份可抽奖的次数"
        rules={[{ required: true, message: '请输入每份抽奖次数' }]}
        style={{ marginTop: 16, marginBottom: 0 }}
      >
        <InputNumber
          min={1}
          max={CATALOGUE_LIMITS.lotteryDrawsPerUnit}
          precision={0}
          style={{ width: 160 }}
          suffix="次"
        />
      </Form.Item>
    </>
  )
}
