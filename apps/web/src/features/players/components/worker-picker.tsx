import { AUTO_ASSIGN_WORKER_NAME, WORKER_PICKER_POPUP_HEIGHT } from '@dianjing/shared'
import { DotLoading, Popup } from 'antd-mobile'
import { CheckOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useWorkers } from '../api/get-workers.ts'
import styles from './worker-picker.module.css'
import { WorkerSearchBar } from './worker-search-bar.tsx'

export interface PickedWorker {
  id: number
  name: string
}

interface WorkerPickerProps {
  visible: boolean
  /** null: 自动安排. */
  value: PickedWorker | null
  onChange: (worker: PickedWorker | null) => void
  onClose: () => void
}

/** Who serves the order (spec §2): a 70% popup with a debounced search and an "auto-assign" entry. */
export function WorkerPicker({ visible, value, onChange, onClose }: WorkerPickerProps) {
  const [search, setSearch] = useState('')
  const workers = useWorkers(search)
  const choose = (worker: PickedWorker | null) => {
    onChange(worker)
    onClose()
  }
  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      showCloseButton
      bodyClassName={styles.body}
      bodyStyle={{ height: WORKER_PICKER_POPUP_HEIGHT }}
    >
      <h2 className={styles.heading}>选择打手</h2>
      <WorkerSearchBar value={search} onSearch={setSearch} />
      <ul className={styles.list} aria-label="打手列表">
        <li>
          <button type="button" className={styles.option} onClick={() => choose(null)}>
            <span className={styles.auto}>派</span>
            <span className={styles.name}>
              {AUTO_ASSIGN_WORKER_NAME}
              <small className={styles.hint}>由平台为你匹配合适的打手</small>
            </span>
            {value === null && <CheckOutline className={styles.check} aria-label="已选" />}
          </button>
        </li>
        {workers.data?.map((worker) => (
          <li key={worker.userId}>
            <button
              type="button"
              className={styles.option}
              onClick={() => choose({ id: worker.userId, name: worker.nickName })}
            >
              <img className={styles.avatar} src={worker.avatar} alt="" loading="lazy" />
              <span className={styles.name}>
                {worker.nickName}
                <small className={styles.hint}>
                  {worker.level} · {worker.region} · 评分 {worker.rating}
                </small>
              </span>
              {value?.id === worker.userId && <CheckOutline className={styles.check} aria-label="已选" />}
            </button>
          </li>
        ))}
        {workers.isPending && (
          <li className={styles.note}>
            <DotLoading />
          </li>
        )}
        {workers.data?.length === 0 && <li className={styles.note}>没有找到这位打手</li>}
        {workers.isError && <li className={styles.note}>打手列表加载失败</li>}
      </ul>
    </Popup>
  )
}
