import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type WechatTemplateSettings,
  wechatTemplate,
  wechatTemplateSettings,
} from '@dianjing/shared'
import {
  App,
  Button,
  Card,
  Flex,
  Form,
  type FormInstance,
  Input,
  Switch,
  Table,
  Typography,
  theme,
} from 'antd'
import { schemaRule } from '@/lib/form-rules.ts'
import { useSaveWechatTemplates } from '../api/save-wechat-templates.ts'
import { KeywordFields } from './keyword-fields.tsx'
import { formValues, kindHint, settingsBody, type TemplateFormValues } from './template-values.ts'

const templateIdRules = [schemaRule(wechatTemplate.shape.templateId)]

/** Where in the form a schema's issue points: [kind, 'templateId'] or [kind, 'fields']. */
type FieldName = Parameters<FormInstance<TemplateFormValues>['setFields']>[0][number]['name']

function KindCell({ kind }: { kind: NotificationKind }) {
  return (
    <Flex vertical gap={2}>
      <Typography.Text strong>{NOTIFICATION_KIND_LABELS[kind]}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {kindHint(kind)}
      </Typography.Text>
    </Flex>
  )
}

/**
 * Every notification kind's template message in one table, saved whole: on or off, the template id, and
 * which of the notification's values fills each of the template's keywords. The shared schema decides,
 * with the messages the server would give.
 */
export function TemplatesForm({ settings }: { settings: WechatTemplateSettings }) {
  const [form] = Form.useForm<TemplateFormValues>()
  const { message } = App.useApp()
  const save = useSaveWechatTemplates()
  const { token } = theme.useToken()

  const submit = (values: TemplateFormValues) => {
    const parsed = wechatTemplateSettings.safeParse(settingsBody(values))
    if (!parsed.success) {
      // An enabled kind needs its id and a keyword: said where it is missing, in the schema's words.
      form.setFields(
        parsed.error.issues.map((issue) => ({ name: issue.path as FieldName, errors: [issue.message] })),
      )
      message.error(parsed.error.issues[0]?.message ?? '设置有误，请检查')
      return
    }
    save.mutate(parsed.data, { onSuccess: () => message.success('模板消息设置已保存') })
  }

  return (
    <Form<TemplateFormValues>
      form={form}
      initialValues={formValues(settings)}
      onFinish={submit}
      onFinishFailed={({ errorFields }) => message.error(errorFields[0]?.errors[0] ?? '设置有误，请检查')}
    >
      <Card title="各类通知的模板" styles={{ body: { padding: 0 } }}>
        <Table<NotificationKind>
          rowKey={(kind) => kind}
          dataSource={[...NOTIFICATION_KINDS]}
          pagination={false}
          tableLayout="fixed"
          columns={[
            {
              title: '通知类型',
              key: 'kind',
              width: 250,
              render: (_value, kind) => <KindCell kind={kind} />,
            },
            {
              title: '启用',
              key: 'enabled',
              width: 80,
              render: (_value, kind) => (
                <Form.Item name={[kind, 'enabled']} valuePropName="checked" style={{ marginBottom: 0 }}>
                  <Switch aria-label={`启用${NOTIFICATION_KIND_LABELS[kind]}`} />
                </Form.Item>
              ),
            },
            {
              title: '模板ID',
              key: 'templateId',
              width: 290,
              render: (_value, kind) => (
                <Form.Item name={[kind, 'templateId']} rules={templateIdRules} style={{ marginBottom: 0 }}>
                  <Input
                    placeholder="从公众号后台复制模板ID"
                    aria-label={`${NOTIFICATION_KIND_LABELS[kind]}模板ID`}
                  />
                </Form.Item>
              ),
            },
            {
              title: '关键词 → 填入内容',
              key: 'fields',
              render: (_value, kind) => <KeywordFields kind={kind} />,
            },
          ]}
        />
        {/* The table is long: saving stays in view wherever staff edit. */}
        <Flex
          justify="end"
          style={{
            position: 'sticky',
            bottom: 0,
            zIndex: 3,
            padding: '12px 24px',
            background: token.colorBgContainer,
            borderTop: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: `0 0 ${token.borderRadiusLG}px ${token.borderRadiusLG}px`,
          }}
        >
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存设置
          </Button>
        </Flex>
      </Card>
    </Form>
  )
}
