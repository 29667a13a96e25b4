import {
  QUEUE_KEYS,
  QUEUE_LABELS,
  QUEUE_TARGET_MAX_MINUTES,
  type QueueKey,
  type QueueSettings,
  queueSettings,
  REASON_KIND_LABELS,
  REASON_KINDS,
  REASON_TEMPLATE_MAX_LENGTH,
  REASON_TEMPLATES_PER_KIND,
  type ReasonKind,
} from '@dianjing/shared'
import { Alert, App, Button, Card, Col, Flex, Form, InputNumber, Row, Select, Skeleton } from 'antd'
import { PageHeader } from '@/components/page-header.tsx'
import { waitText } from '@/components/waiting-time.tsx'
import { apiErrorOf } from '@/lib/api-client.ts'
import { schemaRule } from '@/lib/form-rules.ts'
import { useQueueSettingsQuery, useSaveQueueSettings } from '@/lib/queues.ts'

const { shape } = queueSettings

/** What each target means for the queue, under its field. */
const TARGET_HINTS: Record<QueueKey, string> = {
  applications: '从提交申请算起',
  refunds: '从客户申请退款算起',
  withdrawals: '从打手申请提现算起',
  unclaimed: '从客户支付算起，不能短于进入待派单的等待时间',
  arbitrations: '从客户或打手发起仲裁算起',
}

type DisputeDeadline = keyof QueueSettings['disputes']

/** The deadlines the server's jobs keep when an order goes wrong, each with its label and what it means. */
const DISPUTE_FIELDS: { key: DisputeDeadline; label: string; hint: string }[] = [
  {
    key: 'answerMinutes',
    label: '撤销申请答复时限',
    hint: '一方发起协商撤销后，对方超过此时间未答复，视为同意并按申请的金额分配',
  },
  {
    key: 'evidenceMinutes',
    label: '仲裁举证时限',
    hint: '发起仲裁后，双方需在此时间内提交证据，之后由平台裁决',
  },
  {
    key: 'stallMinutes',
    label: '无进度可申请仲裁时间',
    hint: '服务中的订单超过此时间没有进度更新，可申请仲裁',
  },
]

const REASON_HINTS: Record<ReasonKind, string> = {
  applicationReject: '驳回入驻申请时可选，申请人会看到',
  refundRefuse: '拒绝退款时可选，客户会在订单详情中看到',
  withdrawalReject: '驳回提现时可选，打手会看到',
  dispatch: '派单与改派时可选，记入订单时间线',
}

function MinutesInput({
  value,
  onChange,
  least = 1,
}: {
  value?: number
  onChange?: (value: number | null) => void
  least?: number
}) {
  return (
    <Flex align="center" gap={8}>
      <InputNumber
        value={value}
        onChange={onChange}
        min={least}
        max={QUEUE_TARGET_MAX_MINUTES}
        precision={0}
        suffix="分钟"
        style={{ width: 160 }}
      />
      {value !== undefined && value !== null && (
        <span style={{ color: 'rgba(0,0,0,0.45)' }}>
          {value === 0 ? '支付后立即进入' : `约 ${waitText(value)}`}
        </span>
      )}
    </Flex>
  )
}

/**
 * 队列设置: how long each queue's requests may wait before they show in red, when an order nobody took
 * joins the dispatch queue, and the reasons staff pick from when they refuse or dispatch.
 */
export function QueueSettingsRoute({ section }: { section: { title: string; description: string } }) {
  const query = useQueueSettingsQuery()
  const current = query.data
  const [form] = Form.useForm<QueueSettings>()
  const { message } = App.useApp()
  const save = useSaveQueueSettings()

  const submit = (values: QueueSettings) => {
    const parsed = queueSettings.safeParse(values)
    if (!parsed.success) {
      message.error(parsed.error.issues[0]?.message ?? '设置有误，请检查')
      return
    }
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        form.setFieldsValue(saved)
        message.success('队列设置已保存')
      },
    })
  }

  return (
    <>
      <PageHeader title={section.title} description={section.description} />
      {current ? (
        <Form<QueueSettings>
          key={JSON.stringify(current)}
          form={form}
          layout="vertical"
          initialValues={current}
          onFinish={submit}
        >
          <Flex vertical gap={24}>
            <Card title="处理时限" extra="超过时限的请求在列表中标红，菜单角标变为红色">
              <Row gutter={24}>
                {QUEUE_KEYS.map((key) => (
                  <Col span={8} key={key}>
                    <Form.Item
                      name={['targets', key]}
                      label={QUEUE_LABELS[key]}
                      extra={TARGET_HINTS[key]}
                      rules={[schemaRule(shape.targets.shape[key])]}
                    >
                      <MinutesInput />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
              <Row gutter={24}>
                <Col span={12}>
                  <Form.Item
                    name="unclaimedAfterMinutes"
                    label="进入待派单的等待时间"
                    extra="客户支付后超过这段时间仍无打手接单，订单进入「订单 › 待派单」；填 0 则所有待接单订单都在其中"
                    rules={[schemaRule(shape.unclaimedAfterMinutes)]}
                  >
                    <MinutesInput least={0} />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item
                    name="firstProgressMinutes"
                    label="首次进度时限"
                    extra="打手接单后需在此时间内首次更新进度，超时的订单向客户和员工标出"
                    rules={[schemaRule(shape.firstProgressMinutes)]}
                  >
                    <MinutesInput />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
            <Card title="纠纷处理" extra="协商撤销与仲裁的各项时限，由系统到期自动处理">
              <Row gutter={24}>
                {DISPUTE_FIELDS.map(({ key, label, hint }) => (
                  <Col span={8} key={key}>
                    <Form.Item
                      name={['disputes', key]}
                      label={label}
                      extra={hint}
                      rules={[schemaRule(shape.disputes.shape[key])]}
                    >
                      <MinutesInput />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
            </Card>
            <Card
              title="常用理由"
              extra={`每类最多 ${REASON_TEMPLATES_PER_KIND} 条，每条不超过 ${REASON_TEMPLATE_MAX_LENGTH} 个字符；输入后按回车添加`}
            >
              <Row gutter={24}>
                {REASON_KINDS.map((kind) => (
                  <Col span={12} key={kind}>
                    <Form.Item
                      name={['reasonTemplates', kind]}
                      label={REASON_KIND_LABELS[kind]}
                      extra={REASON_HINTS[kind]}
                      rules={[schemaRule(shape.reasonTemplates.shape[kind])]}
                    >
                      <Select
                        mode="tags"
                        open={false}
                        suffixIcon={null}
                        tokenSeparators={['\n']}
                        placeholder="输入一条理由后按回车"
                        aria-label={REASON_KIND_LABELS[kind]}
                      />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
            </Card>
            <Flex justify="end">
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                保存设置
              </Button>
            </Flex>
          </Flex>
        </Form>
      ) : query.isError ? (
        <Alert
          type="error"
          showIcon
          title="队列设置加载失败"
          description={apiErrorOf(query.error)?.message ?? '请稍后重试'}
        />
      ) : (
        <Skeleton active />
      )}
    </>
  )
}
