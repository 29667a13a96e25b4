import type { UserLevel } from '@dianjing/shared'
import { Collapse, Popup, Tag } from 'antd-mobile'
import { CloseOutline } from 'antd-mobile-icons'
import { levelRanges } from '../level-progress.ts'
import styles from './level-benefits-popup.module.css'

interface LevelBenefitsPopupProps {
  visible: boolean
  onClose: () => void
  levels: UserLevel['userLevelList']
  currentLevel: string
}

/** Every level's benefits as an accordion (spec §2), the user's own level opened first. */
export function LevelBenefitsPopup({ visible, onClose, levels, currentLevel }: LevelBenefitsPopupProps) {
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.body}>
      <div className={styles.head}>
        <h2 className={styles.title}>等级权益</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="关闭">
          <CloseOutline />
        </button>
      </div>
      <p className={styles.hint}>每消费 1 元累计 1 成长值，成长值越高，等级越高</p>
      <div className={styles.list}>
        <Collapse accordion defaultActiveKey={currentLevel}>
          {levelRanges(levels).map((level) => (
            <Collapse.Panel
              key={level.name}
              title={
                <span className={styles.panelTitle}>
                  <span className={styles.levelName}>{level.name}</span>
                  {level.name === currentLevel && (
                    <Tag color="primary" fill="outline">
                      当前等级
                    </Tag>
                  )}
                  <span className={styles.range}>
                    {level.maxPoints === null
                      ? `${level.minPoints} 成长值以上`
                      : `${level.minPoints}–${level.maxPoints} 成长值`}
                  </span>
                </span>
              }
            >
              <p className={styles.content}>{level.content || '暂无权益说明'}</p>
            </Collapse.Panel>
          ))}
        </Collapse>
      </div>
    </Popup>
  )
}
