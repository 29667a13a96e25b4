import {
  type AdminBanner,
  type BannerBodyInput,
  bannerBody,
  bannerScheduleProblem,
  CATALOGUE_LIMITS,
} from '@dianjing/shared'
import { DatePicker, Flex, Form, type FormRule, Input, InputNumber, Switch } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { FormModal } from '@/components/form-modal.tsx'
import { ImageInput } from '@/components/image-input.tsx'
import { schemaRule } from '@/lib/form-rules.ts'
import { textCount } from '@/lib/text-limit.ts'
import { useSaveBanner } from '../api/save-banner.ts'

const rules = {
  title: [schemaRule(bannerBody.shape.title)],
  image: [schemaRule(bannerBody.shape.image)],
  link: [schemaRule(bannerBody.shape.link)],
  sort: [schemaRule(bannerBody.shape.sort)],
  startTime: [schemaRule(bannerBody.shape.startTime)],
  endTime: [
    schemaRule(bannerBody.shape.endTime),
    ({ getFieldValue }) => ({
      validator: async (_rule, endTime: string | undefined) => {
        const problem = bannerScheduleProblem(getFieldValue('startTime') as string | undefined, endTime)
        if (problem) throw new Error(problem)
      },
    }),
  ] satisfies FormRule[],
}

/**
 * The form keeps a time as the API writes it (`2027-02-01 00:00:00`, Shanghai time) and the picker shows
 * it as that same wall time, whatever the browser's zone: staff pick the time they mean in Beijing.
 */
const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'
const timeField = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (picked: Dayjs | null) => (picked ? picked.second(0).format(TIME_FORMAT) : ''),
}

/** The home carousel is 16:9-ish on a phone; the preview keeps that shape. */
const BANNER_PREVIEW = { width: 320, height: 140 }

/** Creates a banner (`editing` null) or edits one. */
export function BannerFormModal({
  editing,
  onClose,
}: {
  editing: AdminBanner | null | undefined
  onClose: () => void
}) {
  const save = useSaveBanner()
  return (
    <FormModal<BannerBodyInput, BannerBodyInput, AdminBanner>
      editing={editing}
      onClose={onClose}
      noun="轮播图"
      width={560}
      blank={{ title: '', image: '', link: '', sort: 0, enabled: true, startTime: '', endTime: '' }}
      schema={bannerBody}
      save={save}
    >
      <Form.Item name="image" label="图片" rules={rules.image} required extra="建议尺寸 750×330，不超过 5MB">
        <ImageInput size={BANNER_PREVIEW} label="上传轮播图" />
      </Form.Item>
      <Form.Item name="title" label="标题" rules={rules.title} extra="仅后台识别用，用户端不展示">
        <Input placeholder="如：新人首单立减" count={textCount(CATALOGUE_LIMITS.bannerTitle)} />
      </Form.Item>
      <Form.Item
        name="link"
        label="跳转链接"
        rules={rules.link}
        extra={`选填，最多${CATALOGUE_LIMITS.bannerLink}个字符。站内页面以 / 开头，如 /product-detail?productId=1；外部页面须为 https:// 链接`}
      >
        <Input placeholder="/product-detail?productId=1" allowClear />
      </Form.Item>
      <Form.Item name="sort" label="排序" rules={rules.sort} extra="数字越小越靠前">
        <InputNumber min={0} max={CATALOGUE_LIMITS.sort} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Flex gap={16}>
        <Form.Item
          name="startTime"
          label="上线时间"
          rules={rules.startTime}
          extra="北京时间，选填；不填则保存后即展示"
          style={{ flex: 1 }}
          {...timeField}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="endTime"
          label="下线时间"
          rules={rules.endTime}
          dependencies={['startTime']}
          extra="北京时间，选填；不填则一直展示"
          style={{ flex: 1 }}
          {...timeField}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Form.Item name="enabled" label="启用" valuePropName="checked">
        <Switch checkedChildren="启用" unCheckedChildren="停用" />
      </Form.Item>
    </FormModal>
  )
}
