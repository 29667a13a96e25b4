import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd'
import { PageHeader } from '@/components/page-header.tsx'
import { apiErrorOf } from '@/lib/api-client.ts'
import { useWechatTemplates } from '../api/get-wechat-templates.ts'
import { SimulatorMessagesLink, SimulatorTemplates } from '../components/simulator-templates.tsx'
import { TemplatesForm } from '../components/templates-form.tsx'

/** What a template id and a keyword are, where they come from, and the simulator's as examples. */
function Guide() {
  return (
    <Card
      size="small"
      title="填写说明"
      extra={<SimulatorMessagesLink />}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}
    >
      <Typography.Paragraph style={{ margin: 0 }}>
        <Typography.Text strong>模板ID</Typography.Text>
        ：在公众号后台「模板消息」中从模板库添加模板后获得。
        <Typography.Text strong>关键词</Typography.Text>：模板详情中的{' '}
        <Typography.Text code>{'{{thing1.DATA}}'}</Typography.Text> 即关键词
        thing1，逐个添加并选择填入的内容：time 类填时间，amount 类填金额，character_string 类填订单号，thing
        类最多 20 个字。
        <Typography.Text type="secondary">
          未启用的通知只在用户端消息中心展示；用户需用微信登录并关注公众号才能收到模板消息。
        </Typography.Text>
      </Typography.Paragraph>
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          示例：开发与测试环境内置的微信模拟器中的模板，可直接填写
        </Typography.Text>
        <SimulatorTemplates />
      </Flex>
    </Card>
  )
}

/** 模板消息: which WeChat template message each kind of notification is sent as, and how it is filled. */
export function WechatTemplatesRoute({ section }: { section: { title: string; description: string } }) {
  const query = useWechatTemplates()

  return (
    <>
      <PageHeader title={section.title} description={section.description} />
      <Flex vertical gap={24}>
        <Guide />
        {query.data ? (
          <TemplatesForm key={JSON.stringify(query.data)} settings={query.data} />
        ) : query.isError ? (
          <Alert
            type="error"
            showIcon
            title="模板消息设置加载失败"
            description={apiErrorOf(query.error)?.message ?? '请稍后重试'}
            action={
              <Button size="small" onClick={() => query.refetch()}>
                重试
              </Button>
            }
          />
        ) : (
          <Card>
            <Skeleton active paragraph={{ rows: 8 }} />
          </Card>
        )}
      </Flex>
    </>
  )
}
