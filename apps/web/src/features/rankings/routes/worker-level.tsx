import { formatCents, type WorkerLevelList } from '@dianjing/shared'
import { PullToRefresh, Skeleton } from 'antd-mobile'
import type { ReactNode } from 'react'
import { LevelTag } from '@/components/level-tag.tsx'
import { LoadError } from '@/components/load-error.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { useWorkerLevels } from '../api/get-worker-levels.ts'
import { hallDelayText, levelPrivileges, percentText } from '../level-privileges.ts'
import styles from './worker-level.module.css'

function MyLevel({ my }: { my: WorkerLevelList['my'] }) {
  const stats = [
    { label: '完成订单', value: `${my.completedOrders} 单` },
    { label: '好评率', value: percentText(my.goodRatePercent) },
    { label: '成长值', value: String(my.points) },
    { label: '本月收入', value: `¥${formatCents(my.monthlyIncome)}` },
  ]
  return (
    <section className={styles.hero} aria-label="我的等级">
      <p className={styles.heroLabel}>当前等级</p>
      <h1 className={styles.levelName}>{my.name}</h1>
      {my.remarks && <p className={styles.remarks}>{my.remarks}</p>}
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dd>{stat.value}</dd>
            <dt>{stat.label}</dt>
          </div>
        ))}
      </dl>
      <p className={styles.delay}>
        <span className={styles.delayLabel}>接单大厅</span>
        {hallDelayText(my.delayAccept)}
      </p>
    </section>
  )
}

function LevelCards({ data }: { data: WorkerLevelList }) {
  return (
    <section className={styles.levels} aria-label="等级与特权">
      <h2 className={styles.sectionTitle}>等级与特权</h2>
      {data.list.map((level) => {
        const current = level.id === data.my.level
        return (
          <article
            key={level.id}
            className={`${styles.level} ${current ? styles.current : ''}`}
            aria-current={current ? 'true' : undefined}
          >
            <header className={styles.levelHead}>
              <LevelTag level={level.name} />
              {current && <span className={styles.currentBadge}>当前等级</span>}
            </header>
            <p className={styles.condition}>{level.content}</p>
            <div className={styles.privileges}>
              <h3 className={styles.privilegesTitle}>等级特权</h3>
              <ul>
                {levelPrivileges(level.id, level.name).map((privilege) => (
                  <li key={privilege}>{privilege}</li>
                ))}
              </ul>
            </div>
          </article>
        )
      })}
    </section>
  )
}

function Notes() {
  return (
    <section className={styles.notes} aria-label="等级说明">
      <h2 className={styles.sectionTitle}>等级说明</h2>
      <ol>
        <li>等级根据累计完成订单、好评率、成长值和当月收入，每日自动评定一次。</li>
        <li>接单需打手会员在有效期内且保证金充足；会员有效期内，等级越高，看到新订单越早，接单机会越多。</li>
        <li>认真服务、争取老板好评，是升级最快的方式。</li>
      </ol>
    </section>
  )
}

/** /worker-level (spec §2): the three levels and their privileges, and where the worker stands. */
export function WorkerLevelRoute() {
  const levels = useWorkerLevels()
  let content: ReactNode
  if (levels.isPending) {
    content = (
      <div className={styles.skeleton} role="status" aria-busy="true" aria-label="等级信息加载中">
        <Skeleton animated className={styles.heroSkeleton} />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    )
  } else if (levels.isError) {
    content = (
      <LoadError
        title="等级信息加载失败"
        error={levels.error}
        onRetry={() => levels.refetch()}
        retrying={levels.isFetching}
      />
    )
  } else {
    content = (
      <>
        <MyLevel my={levels.data.my} />
        <LevelCards data={levels.data} />
        <Notes />
      </>
    )
  }
  return (
    <div className={styles.page}>
      <PageNavBar title="打手等级" />
      <PullToRefresh onRefresh={() => levels.refetch().then(() => undefined)}>{content}</PullToRefresh>
    </div>
  )
}
