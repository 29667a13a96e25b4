import {
  CATALOGUE_LIMITS,
  type SystemConfig,
  type SystemConfigBody,
  systemConfigBody,
} from '@dianjing/shared'
import { App, Button, Card, Col, Flex, Form, Input, Row } from 'antd'
import { ImageInput } from '@/components/image-input.tsx'
import { RichTextEditor } from '@/components/rich-text-editor.tsx'
import { schemaRule } from '@/lib/form-rules.ts'
import { textCount } from '@/lib/text-limit.ts'
import { useSaveSystemConfig } from '../api/save-config.ts'

const { shape } = systemConfigBody
const rules = {
  homeNotice: [schemaRule(shape.homeNotice)],
  orderNotice: [schemaRule(shape.orderNotice)],
  platformNotification: [schemaRule(shape.platformNotification)],
  supportWechatId: [schemaRule(shape.supportWechatId)],
  complaintImage: [schemaRule(shape.complaintImage)],
  assessmentImage: [schemaRule(shape.assessmentImage)],
}

/** What customers read: the home notice, the order notice, the platform rules and the support contact. */
export function SystemConfigForm({ config }: { config: SystemConfig }) {
  const [form] = Form.useForm<SystemConfigBody>()
  const { message } = App.useApp()
  const save = useSaveSystemConfig()

  const submit = (values: SystemConfigBody) => {
    save.mutate(systemConfigBody.parse(values), {
      onSuccess: (saved) => {
        form.setFieldsValue(saved)
        message.success('系统配置已保存，用户端即时生效')
      },
    })
  }

  return (
    <Form<SystemConfigBody> form={form} layout="vertical" initialValues={config} onFinish={submit}>
      <Flex vertical gap={24}>
        <Card title="公告与须知">
          <Form.Item
            name="homeNotice"
            label="首页公告"
            rules={rules.homeNotice}
            required
            extra={`用户进入首页时弹窗展示，5 分钟内不重复弹出；最多${CATALOGUE_LIMITS.homeNotice}个字（图片与格式不计）`}
          >
            <RichTextEditor
              placeholder="请输入首页公告"
              minHeight={140}
              ariaLabel="首页公告"
              maxText={CATALOGUE_LIMITS.homeNotice}
            />
          </Form.Item>
          <Form.Item
            name="orderNotice"
            label="下单须知"
            rules={rules.orderNotice}
            required
            extra={`展示在下单页与「我的 → 下单必读」弹窗；最多${CATALOGUE_LIMITS.orderNotice}个字（图片与格式不计）`}
          >
            <RichTextEditor
              placeholder="请输入下单须知"
              minHeight={160}
              ariaLabel="下单须知"
              maxText={CATALOGUE_LIMITS.orderNotice}
            />
          </Form.Item>
          <Form.Item
            name="platformNotification"
            label="平台须知"
            rules={rules.platformNotification}
            extra="纯文本，展示在首页滚动通知栏"
            style={{ marginBottom: 0 }}
          >
            <Input.TextArea
              aria-label="平台须知"
              count={textCount(CATALOGUE_LIMITS.platformNotification)}
              autoSize={{ minRows: 2, maxRows: 4 }}
            />
          </Form.Item>
        </Card>
        <Card title="客服与投诉">
          <Row gutter={24}>
            <Col span={8}>
              <Form.Item
                name="supportWechatId"
                label="客服微信号"
                rules={rules.supportWechatId}
                required
                extra="联系客服弹窗中展示并可一键复制；6-20位字母、数字、下划线或减号，以字母开头"
              >
                <Input
                  placeholder="如：dianjing-kefu"
                  aria-label="客服微信号"
                  count={textCount(CATALOGUE_LIMITS.supportWechatId)}
                />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name="complaintImage"
                label="投诉图片"
                rules={rules.complaintImage}
                extra="「我的 → 投诉」弹窗展示，可放客服二维码"
              >
                <ImageInput label="上传图片" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name="assessmentImage"
                label="考核图片"
                rules={rules.assessmentImage}
                extra="「我的 → 考核」弹窗展示"
              >
                <ImageInput label="上传图片" />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存系统配置
          </Button>
        </Flex>
      </Flex>
    </Form>
  )
}
