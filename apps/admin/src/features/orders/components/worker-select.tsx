import { Select, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { yuanText } from '@/lib/money.ts'
import { useWorkerSearch, type WorkerOption } from '../api/search-workers.ts'

const SEARCH_DELAY_MS = 300

const workerLabel = (worker: WorkerOption) => `${worker.nickName}（${worker.phone}）`

/** What staff weigh when picking: level and track record, or what keeps the worker from taking orders. */
function workerHint(worker: WorkerOption, currentWorkerId: number | null): string {
  if (worker.userId === currentWorkerId) return '当前打手'
  // The server's rule (suspended, left, no membership, short deposit): such a worker cannot be chosen.
  if (worker.orderBlock) return `不可接单：${worker.orderBlock}`
  return [worker.levelName, `已完成 ${worker.completedOrders} 单`, `保证金 ${yuanText(worker.deposit)}`].join(
    ' · ',
  )
}

/** A select over the server's worker search, for a Form.Item: its value is the worker's user id. */
export function WorkerSelect({
  id,
  value,
  onChange,
  currentWorkerId,
}: {
  id?: string
  value?: number
  onChange?: (userId: number | undefined) => void
  /** The order's worker now, shown but not offered again. */
  currentWorkerId: number | null
}) {
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [typed])
  const search = useWorkerSearch(keyword)

  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      value={value}
      onChange={(userId) => onChange?.(userId)}
      placeholder="输入打手手机号、昵称或真实姓名搜索"
      loading={search.isFetching}
      notFoundContent={
        search.isFetching ? '搜索中…' : search.isError ? '搜索失败，请稍后重试' : '没有找到匹配的打手'
      }
      options={(search.data?.list ?? []).map((worker) => ({
        value: worker.userId,
        label: workerLabel(worker),
        disabled: worker.orderBlock !== '' || worker.userId === currentWorkerId,
        worker,
      }))}
      optionRender={({ data }) => (
        <div>
          {workerLabel(data.worker)}
          <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
            {workerHint(data.worker, currentWorkerId)}
          </Typography.Text>
        </div>
      )}
    />
  )
}
