import { type AdminBanner, type BannerBodyInput, bannerBody, CATALOGUE_LIMITS } from '@dianjing/shared'
import { App, Form, Input, InputNumber, Modal, Switch } from 'antd'
import { ImageInput } from '@/components/image-input.tsx'
import { schemaRule } from '@/lib/form-rules.ts'
import { useSaveBanner } from '../api/save-banner.ts'

const rules = {
  title: [schemaRule(bannerBody.shape.title)],
  image: [schemaRule(bannerBody.shape.image)],
  link: [schemaRule(bannerBody.shape.link)],
  sort: [schemaRule(bannerBody.shape.sort)],
}

/** The home carousel is 16:9-ish on a phone; the preview keeps that shape. */
const BANNER_PREVIEW = { width: 320, height: 140 }

export function BannerFormModal({
  banner,
  open,
  onClose,
}: {
  banner?: AdminBanner
  open: boolean
  onClose: () => void
}) {
  const [form] = Form.useForm<BannerBodyInput>()
  const { message } = App.useApp()
  const save = useSaveBanner()

  const submit = (values: BannerBodyInput) => {
    save.mutate(
      { id: banner?.id, body: bannerBody.parse(values) },
      {
        onSuccess: () => {
          message.success(banner ? '轮播图已保存' : '轮播图已创建')
          onClose()
        },
      },
    )
  }

  return (
    <Modal
      title={banner ? '编辑轮播图' : '新建轮播图'}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="保存"
      confirmLoading={save.isPending}
      destroyOnHidden
      width={560}
    >
      <Form<BannerBodyInput>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={banner ?? { title: '', image: '', link: '', sort: 0, enabled: true }}
        onFinish={submit}
        style={{ marginTop: 16 }}
      >
        <Form.Item
          name="image"
          label="图片"
          rules={rules.image}
          required
          extra="建议尺寸 750×330，不超过 5MB"
        >
          <ImageInput size={BANNER_PREVIEW} label="上传轮播图" />
        </Form.Item>
        <Form.Item name="title" label="标题" rules={rules.title} extra="仅后台识别用，用户端不展示">
          <Input placeholder="如：新人首单立减" maxLength={CATALOGUE_LIMITS.bannerTitle} showCount />
        </Form.Item>
        <Form.Item
          name="link"
          label="跳转链接"
          rules={rules.link}
          extra="选填。站内页面以 / 开头，如 /product-detail?productId=1；外部页面须为 https:// 链接"
        >
          <Input placeholder="/product-detail?productId=1" allowClear />
        </Form.Item>
        <Form.Item name="sort" label="排序" rules={rules.sort} extra="数字越小越靠前">
          <InputNumber min={0} max={CATALOGUE_LIMITS.sort} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch checkedChildren="启用" unCheckedChildren="停用" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
