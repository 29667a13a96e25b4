import { type AdminProduct, CATALOGUE_LIMITS, productBody, yuanToCents } from '@dianjing/shared'
import {
  AutoComplete,
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Switch,
} from 'antd'
import { useMemo } from 'react'
import { ImageInput, ImageListInput } from '@/components/image-input.tsx'
import { RichTextEditor } from '@/components/rich-text-editor.tsx'
import { schemaRule, yuanRule } from '@/lib/form-rules.ts'
import { textCount } from '@/lib/text-limit.ts'
import { useGames } from '../api/get-games.ts'
import { useProducts } from '../api/get-products.ts'
import { LotteryPrizesField } from './lottery-prizes-field.tsx'
import { NEW_PRODUCT_VALUES, type ProductFormValues, toBody, toFormValues } from './product-form-values.ts'

const { shape } = productBody
const rules = {
  gameId: [{ required: true, message: '请选择游戏' }],
  type: [schemaRule(shape.type)],
  title: [schemaRule(shape.title)],
  briefIntroduction: [schemaRule(shape.briefIntroduction)],
  description: [schemaRule(shape.description)],
  productCover: [schemaRule(shape.productCover)],
  imgAddressList: [schemaRule(shape.imgAddressList)],
  preferentialYuan: [
    yuanRule('优惠价', CATALOGUE_LIMITS.priceCents),
    ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
      // Allowed, but staff should know: the shop shows the original price struck through only above the offer.
      warningOnly: true,
      validator: async (_rule: unknown, value: unknown) => {
        const offer = typeof value === 'string' ? yuanToCents(value.trim()) : null
        const original = yuanToCents(String(getFieldValue('originalYuan') ?? '').trim())
        if (offer !== null && original !== null && original > 0 && offer > original) {
          throw new Error('优惠价高于原价：客户端将不显示划线原价，请确认价格是否填反')
        }
      },
    }),
  ],
  originalYuan: [yuanRule('原价', CATALOGUE_LIMITS.priceCents)],
  salesBase: [schemaRule(shape.salesBase)],
  sort: [schemaRule(shape.sort)],
}

/** Group headings already used for the chosen game, offered while typing a new one. */
function useTypeOptions(gameId: number | undefined) {
  const products = useProducts({ page: 1, pageSize: 100, gameId })
  return useMemo(() => {
    const types = new Set((products.data?.list ?? []).map((row) => row.type))
    return [...types].map((type) => ({ value: type }))
  }, [products.data])
}

/**
 * Every field of a product. Prices are typed in yuan and sent in cents; a lottery product also carries
 * its prizes, whose percentages must add up to 100%.
 */
export function ProductEditor({
  product,
  saving,
  onSubmit,
  onCancel,
  onDirty,
}: {
  product?: AdminProduct
  saving: boolean
  onSubmit: (body: ReturnType<typeof toBody>) => void
  onCancel: () => void
  onDirty: () => void
}) {
  const [form] = Form.useForm<ProductFormValues>()
  const games = useGames()
  const gameId = Form.useWatch('gameId', form)
  const kind = Form.useWatch('kind', form)
  const typeOptions = useTypeOptions(gameId)
  const initialValues = useMemo(() => (product ? toFormValues(product) : NEW_PRODUCT_VALUES), [product])

  return (
    <Form<ProductFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => onSubmit(toBody(values))}
      onValuesChange={onDirty}
      scrollToFirstError={{ behavior: 'smooth', block: 'center' }}
      requiredMark
    >
      <Row gutter={24} align="top">
        <Col span={16}>
          <Flex vertical gap={24}>
            <Card title="基本信息">
              <Row gutter={16}>
                <Col span={12}>
                  <Form.Item name="gameId" label="所属游戏" rules={rules.gameId}>
                    <Select
                      placeholder="请选择游戏"
                      loading={games.isPending}
                      options={(games.data ?? []).map((game) => ({
                        value: game.id,
                        label: game.enabled ? game.name : `${game.name}（已停用）`,
                      }))}
                    />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item
                    name="type"
                    label="商品分组"
                    rules={rules.type}
                    required
                    tooltip="用户端首页按分组标题归类展示该游戏的商品"
                  >
                    <AutoComplete
                      options={typeOptions}
                      filterOption={(input, option) => String(option?.value ?? '').includes(input)}
                    >
                      <Input placeholder="如：段位代练" count={textCount(CATALOGUE_LIMITS.productType)} />
                    </AutoComplete>
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="title" label="商品标题" rules={rules.title} required>
                <Input placeholder="请输入商品标题" count={textCount(CATALOGUE_LIMITS.productTitle)} />
              </Form.Item>
              <Form.Item name="briefIntroduction" label="商品简介" rules={rules.briefIntroduction}>
                <Input.TextArea
                  placeholder="一两句话说明服务内容，展示在商品卡片和详情页标题下方"
                  count={textCount(CATALOGUE_LIMITS.productBrief)}
                  autoSize={{ minRows: 2, maxRows: 4 }}
                />
              </Form.Item>
              <Form.Item name="kind" label="商品类型" style={{ marginBottom: 0 }}>
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: 'normal', label: '普通商品' },
                    { value: 'lottery', label: '抽奖商品' },
                  ]}
                />
              </Form.Item>
            </Card>

            <Card title="价格与销售">
              <Row gutter={16}>
                <Col span={8}>
                  <Form.Item
                    name="preferentialYuan"
                    label="优惠价（元）"
                    rules={rules.preferentialYuan}
                    dependencies={['originalYuan']}
                    required
                  >
                    <Input prefix="¥" placeholder="0.00" inputMode="decimal" />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item
                    name="originalYuan"
                    label="原价（元）"
                    rules={rules.originalYuan}
                    required
                    tooltip="高于优惠价时以划线价展示"
                  >
                    <Input prefix="¥" placeholder="0.00" inputMode="decimal" />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item
                    name="salesBase"
                    label="基础销量"
                    rules={rules.salesBase}
                    tooltip="用户端展示的销量 = 基础销量 + 实际成交"
                  >
                    <InputNumber
                      min={0}
                      max={CATALOGUE_LIMITS.salesBase}
                      precision={0}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item name="sort" label="排序" rules={rules.sort} tooltip="同一游戏内数字越小越靠前">
                    <InputNumber
                      min={0}
                      max={CATALOGUE_LIMITS.sort}
                      precision={0}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item
                    name="onSale"
                    label="销售状态"
                    valuePropName="checked"
                    style={{ marginBottom: 0 }}
                  >
                    <Switch checkedChildren="在售" unCheckedChildren="已售罄" />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item
                name="needsGameLogin"
                label="需要游戏账号"
                valuePropName="checked"
                extra="开启后下单页要求客户填写游戏账号和密码（或登录说明），加密保存，仅接单打手在服务中可查看"
                style={{ marginTop: 16, marginBottom: 0 }}
              >
                <Switch checkedChildren="需要" unCheckedChildren="不需要" />
              </Form.Item>
            </Card>

            {kind === 'lottery' && (
              <Card title="抽奖设置" extra="客户付款后按概率抽取奖品">
                <LotteryPrizesField />
              </Card>
            )}

            <Card title="商品详情">
              <Form.Item
                name="description"
                rules={rules.description}
                extra={`最多${CATALOGUE_LIMITS.productDescription}个字（图片与格式不计）`}
                style={{ marginBottom: 0 }}
              >
                <RichTextEditor
                  placeholder="介绍服务内容、流程与下单须知，可插入图片"
                  minHeight={320}
                  ariaLabel="商品详情"
                  maxText={CATALOGUE_LIMITS.productDescription}
                />
              </Form.Item>
            </Card>
          </Flex>
        </Col>

        <Col span={8} style={{ position: 'sticky', top: 88 }}>
          <Card title="商品图片">
            <Form.Item
              name="productCover"
              label="封面"
              rules={rules.productCover}
              required
              extra="展示在商品列表，建议 1:1 方形图"
            >
              <ImageInput label="上传封面" />
            </Form.Item>
            <Form.Item
              name="imgAddressList"
              label={`详情轮播图（最多 ${CATALOGUE_LIMITS.productImages} 张）`}
              rules={rules.imgAddressList}
              extra="展示在商品详情页顶部，可用箭头调整顺序；不上传则展示封面"
              style={{ marginBottom: 0 }}
            >
              <ImageListInput max={CATALOGUE_LIMITS.productImages} />
            </Form.Item>
          </Card>
        </Col>
      </Row>

      <Flex
        justify="flex-end"
        gap={12}
        style={{
          position: 'sticky',
          bottom: 0,
          zIndex: 5,
          margin: '24px -24px -24px',
          padding: '12px 24px',
          background: 'rgba(255, 255, 255, 0.96)',
          borderTop: '1px solid rgba(5, 5, 5, 0.06)',
          boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.04)',
        }}
      >
        <Button onClick={onCancel}>取消</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存商品
        </Button>
      </Flex>
    </Form>
  )
}
