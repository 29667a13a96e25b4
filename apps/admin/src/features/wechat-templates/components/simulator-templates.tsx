import { ExportOutlined } from '@ant-design/icons'
import { Flex, Table, Typography } from 'antd'

/** Where the bundled WeChat simulator lists the template messages it received, per user. */
export const SIMULATOR_MESSAGES_URL = '/__wechat/messages'

interface SimulatorTemplate {
  id: string
  title: string
  keywords: readonly string[]
  suits: string
}

/**
 * The templates the bundled WeChat simulator's official account has (server: wechat-sim/templates.ts),
 * as examples of what staff copy from 公众号后台 › 模板消息; usable as they are in development.
 */
const SIMULATOR_TEMPLATES: SimulatorTemplate[] = [
  {
    id: 'TM00001_ORDER_STATUS',
    title: '订单状态通知',
    keywords: ['thing1', 'character_string2', 'time3', 'thing4'],
    suits: '支付、接单、进度、服务完成、退款、新订单提醒、指定接单',
  },
  {
    id: 'TM00002_ACCOUNT_CHANGE',
    title: '账户资金变动提醒',
    keywords: ['thing1', 'amount2', 'time3', 'thing4'],
    suits: '订单结算、提现到账、提现失败',
  },
  {
    id: 'TM00003_AUDIT_RESULT',
    title: '审核结果通知',
    keywords: ['thing1', 'thing2', 'time3'],
    suits: '入驻审核、会员即将到期',
  },
  {
    id: 'TM00004_NEW_MESSAGE',
    title: '新消息提醒',
    keywords: ['thing1', 'thing2', 'time3'],
    suits: '新消息',
  },
]

/** The link to the simulator's inbox, in a new tab. */
export function SimulatorMessagesLink() {
  return (
    <Typography.Link href={SIMULATOR_MESSAGES_URL} target="_blank" rel="noopener noreferrer">
      <Flex gap={4} align="center" component="span">
        查看模拟器收到的消息
        <ExportOutlined />
      </Flex>
    </Typography.Link>
  )
}

/** The simulator's templates as a small reference: id (copyable), title, keywords and what each suits. */
export function SimulatorTemplates() {
  return (
    <Table<SimulatorTemplate>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={SIMULATOR_TEMPLATES}
      columns={[
        {
          title: '模板ID',
          dataIndex: 'id',
          width: 250,
          render: (id: string) => (
            <Typography.Text copyable code>
              {id}
            </Typography.Text>
          ),
        },
        { title: '模板标题', dataIndex: 'title', width: 150 },
        {
          title: '关键词',
          dataIndex: 'keywords',
          width: 300,
          render: (keywords: readonly string[]) => keywords.join('、'),
        },
        { title: '适用于', dataIndex: 'suits', ellipsis: { showTitle: true } },
      ]}
    />
  )
}
