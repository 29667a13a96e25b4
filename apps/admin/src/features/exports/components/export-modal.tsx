import { Alert, App, DatePicker, Form, Modal, Typography } from 'antd'
import { useEffect, useRef } from 'react'
import { ApiError } from '@/lib/api-client.ts'
import { type ExportKind, useDownloadExport } from '../api/download-export.ts'
import { beijingToday, type DayRange, rangePresets, thisMonth, toExportRange } from './export-range.ts'

const EXPORTS: Record<ExportKind, { title: string; description: string }> = {
  orders: {
    title: '导出订单',
    description:
      '导出下单时间在所选日期内的全部订单：订单号、商品、金额、服务费、状态、客户与打手、完成与结算时间。',
  },
  'fund-records': {
    title: '导出资金流水',
    description:
      '导出所选日期内打手的全部资金流水：结算收入、保证金、提现、罚款及每笔之后的可用、冻结、欠款与保证金余额。',
  },
}

interface ExportForm {
  range: DayRange
}

/** Picks the days (this month unless changed) and downloads the CSV; closing it stops a download under way. */
export function ExportModal({
  kind,
  open,
  onClose,
}: {
  kind: ExportKind
  open: boolean
  onClose: () => void
}) {
  const [form] = Form.useForm<ExportForm>()
  const { message } = App.useApp()
  const download = useDownloadExport()
  const inFlight = useRef<AbortController | undefined>(undefined)
  const { title, description } = EXPORTS[kind]

  useEffect(() => () => inFlight.current?.abort(), [])

  const close = () => {
    inFlight.current?.abort()
    download.reset()
    onClose()
  }

  const submit = ({ range }: ExportForm) => {
    inFlight.current = new AbortController()
    download.mutate(
      { kind, range: toExportRange(range), signal: inFlight.current.signal },
      {
        onSuccess: (filename) => {
          message.success(`已导出 ${filename}`)
          onClose()
        },
      },
    )
  }

  const error = download.error
  const aborted = error instanceof DOMException && error.name === 'AbortError'

  return (
    <Modal
      title={`${title} CSV`}
      open={open}
      onCancel={close}
      onOk={() => form.submit()}
      okText={download.isPending ? '导出中…' : '导出'}
      confirmLoading={download.isPending}
      destroyOnHidden
      width={520}
    >
      <Typography.Paragraph type="secondary" style={{ margin: '16px 0' }}>
        {description}文件为 UTF-8 编码，可直接用 Excel 打开。
      </Typography.Paragraph>
      <Form<ExportForm>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ range: thisMonth() }}
        onFinish={submit}
        onValuesChange={() => download.reset()}
      >
        <Form.Item
          name="range"
          label="日期范围"
          rules={[{ required: true, message: '请选择导出的日期范围' }]}
          extra="按北京时间，开始与结束日期当天均包含在内"
        >
          <DatePicker.RangePicker
            style={{ width: '100%' }}
            allowClear={false}
            presets={rangePresets()}
            disabledDate={(day) => day.isAfter(beijingToday(), 'day')}
            placeholder={['开始日期', '结束日期']}
          />
        </Form.Item>
      </Form>
      {error && !aborted && (
        <Alert
          type="error"
          showIcon
          title="导出失败"
          description={error instanceof ApiError ? error.message : '导出未完成，请稍后重试'}
        />
      )}
    </Modal>
  )
}
