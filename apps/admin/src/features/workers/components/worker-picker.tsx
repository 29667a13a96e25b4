import { Select, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useWorkerSearch, type Worker } from '../api/get-workers.ts'

const SEARCH_DELAY_MS = 300

export const workerLabel = (worker: Pick<Worker, 'nickName' | 'realName' | 'phone'>) =>
  `${worker.realName || worker.nickName}（${worker.phone}）`

/** A select over the server's worker search (phone, nickname or real name); answers the chosen worker. */
export function WorkerPicker({
  id,
  value,
  onChange,
  onPick,
}: {
  id?: string
  value?: number
  onChange?: (userId: number | undefined) => void
  onPick: (worker: Worker | undefined) => void
}) {
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [typed])
  const search = useWorkerSearch(keyword)
  const workers = search.data?.list ?? []

  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      value={value}
      placeholder="输入手机号、昵称或真实姓名搜索打手"
      loading={search.isFetching}
      notFoundContent={
        search.isFetching ? '搜索中…' : search.isError ? '搜索失败，请稍后重试' : '没有找到匹配的打手'
      }
      options={workers.map((worker) => ({
        value: worker.userId,
        label: workerLabel(worker),
        worker,
      }))}
      optionRender={({ data }) => (
        <div>
          {workerLabel(data.worker)}
          <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
            {data.worker.nickName} · ID {data.worker.userId}
          </Typography.Text>
        </div>
      )}
      onChange={(userId, option) => {
        onChange?.(userId)
        onPick(option && !Array.isArray(option) ? option.worker : undefined)
      }}
    />
  )
}
