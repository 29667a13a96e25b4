import { adminChatReportHandleBody, CHAT_REPORT_OUTCOME_MAX } from '@dianjing/shared'
import { App, Descriptions, Flex } from 'antd'
import { Link } from 'react-router'
import { ReasonModal } from '@/components/reason-modal.tsx'
import type { ChatReport } from '../api/get-chat-reports.ts'
import { useHandleChatReport } from '../api/handle-chat-report.ts'
import { ChatImages, ChatSender, ChatText } from './chat-message.tsx'

/**
 * Closes one report with what staff found and did (warned the worker, nothing against the rules…). The
 * result stays in the console and the audit log; the reporter is not shown it.
 */
export function HandleReportModal({ report, onClose }: { report?: ChatReport; onClose: () => void }) {
  const { message } = App.useApp()
  const handle = useHandleChatReport()

  const submit = (note: string) => {
    if (!report) return
    handle.mutate(
      { id: report.id, note },
      {
        onSuccess: (answer) => {
          message.success(answer || '已处理')
          onClose()
        },
      },
    )
  }

  return (
    <ReasonModal
      title="处理聊天举报"
      open={report !== undefined}
      onClose={onClose}
      onSubmit={submit}
      pending={handle.isPending}
      okText="确认处理"
      width={600}
      reason={{
        label: '处理结果',
        schema: adminChatReportHandleBody.shape.note,
        maxLength: CHAT_REPORT_OUTCOME_MAX,
        placeholder: '写明核实的情况和处理方式，如：已核实为引导私下交易，已警告打手',
        extra: '处理结果仅员工可见，并记入操作日志。',
      }}
    >
      {report && (
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ marginTop: 16 }}
          styles={{ label: { width: 96 } }}
          items={[
            {
              key: 'order',
              label: '订单号',
              children: (
                <Link to={`/orders/${report.orderId}`} onClick={onClose}>
                  {report.orderNum}
                </Link>
              ),
            },
            {
              key: 'sender',
              label: '发送人',
              children: <ChatSender role={report.senderRole} name={report.senderName} />,
            },
            {
              key: 'message',
              label: '消息内容',
              children: (
                <Flex vertical gap={6}>
                  <ChatText text={report.body} />
                  <ChatImages paths={report.images} size={64} />
                </Flex>
              ),
            },
            {
              key: 'reporter',
              label: '举报人',
              children: <ChatSender role={report.reporterRole} name={report.reporterName} />,
            },
            { key: 'reason', label: '举报原因', children: report.reason },
            { key: 'time', label: '举报时间', children: report.createTime },
          ]}
        />
      )}
    </ReasonModal>
  )
}
