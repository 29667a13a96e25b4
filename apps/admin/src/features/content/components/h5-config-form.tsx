import { CATALOGUE_LIMITS, type H5Config, type H5ConfigBody, h5ConfigBody } from '@dianjing/shared'
import { App, Button, Card, Flex, Form } from 'antd'
import { RichTextEditor } from '@/components/rich-text-editor.tsx'
import { schemaRule } from '@/lib/form-rules.ts'
import { useSaveH5Config } from '../api/save-config.ts'

const rules = { platformAnnouncement: [schemaRule(h5ConfigBody.shape.platformAnnouncement)] }

/** What workers read: the announcement on the order hall. */
export function H5ConfigForm({ config }: { config: H5Config }) {
  const [form] = Form.useForm<H5ConfigBody>()
  const { message } = App.useApp()
  const save = useSaveH5Config()

  const submit = (values: H5ConfigBody) => {
    save.mutate(h5ConfigBody.parse(values), {
      onSuccess: (saved) => {
        form.setFieldsValue(saved)
        message.success('H5 配置已保存，打手端即时生效')
      },
    })
  }

  return (
    <Form<H5ConfigBody> form={form} layout="vertical" initialValues={config} onFinish={submit}>
      <Flex vertical gap={24}>
        <Card title="打手公告">
          <Form.Item
            name="platformAnnouncement"
            label="平台公告"
            rules={rules.platformAnnouncement}
            extra={`展示在打手中心页，可不填；最多${CATALOGUE_LIMITS.workerAnnouncement}个字（图片与格式不计）`}
            style={{ marginBottom: 0 }}
          >
            <RichTextEditor
              placeholder="请输入打手公告"
              minHeight={220}
              ariaLabel="打手公告"
              maxText={CATALOGUE_LIMITS.workerAnnouncement}
            />
          </Form.Item>
        </Card>
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存 H5 配置
          </Button>
        </Flex>
      </Flex>
    </Form>
  )
}
