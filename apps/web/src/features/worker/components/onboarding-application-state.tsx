import { ApplicationStatus, type ApplicationView, REGION_LABELS } from '@dianjing/shared'
import { Button, Skeleton } from 'antd-mobile'
import { CheckCircleFill } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { LoadError } from '@/components/load-error.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { useMyApplication } from '../api/application.ts'
import { SEX_LABELS } from '../application-draft.ts'
import { openWorkerCenter } from '../worker-center.ts'
import styles from './onboarding-application-state.module.css'
import { OnboardingStatus } from './onboarding-status.tsx'

/** The submitted facts a worker recognises their application by. */
export function applicationFacts(application: ApplicationView): [string, ReactNode][] {
  return [
    ['姓名', application.name],
    ['性别', SEX_LABELS[application.sex] ?? '—'],
    ['服务区服', REGION_LABELS[application.districtServer] ?? '—'],
    ['提交时间', application.createTime],
  ]
}

/** Each status page of an application, so one opened from an old link goes to the current one. */
const PAGE_OF_STATUS: Record<number, string> = {
  [ApplicationStatus.pending]: '/audit-pending',
  [ApplicationStatus.rejected]: '/audit-rejected',
}

interface ApplicationStatePageProps {
  title: string
  /** The application status this page is about. */
  status: number
  children: (application: ApplicationView) => ReactNode
}

/**
 * /audit-pending and /audit-rejected: the caller's latest application, loaded; a page opened for a
 * status the application no longer has moves to the right one (never applied: the form).
 */
export function ApplicationStatePage({ title, status, children }: ApplicationStatePageProps) {
  const application = useMyApplication()
  const navigate = useNavigate()
  let content: ReactNode
  if (application.isPending) {
    content = (
      <div className={styles.loading} role="status" aria-busy="true" aria-label="加载中">
        <Skeleton animated className={styles.badgeSkeleton} />
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    )
  } else if (application.isError) {
    content = (
      <LoadError
        title="申请信息加载失败"
        error={application.error}
        onRetry={() => application.refetch()}
        retrying={application.isFetching}
      />
    )
  } else if (!application.data) {
    content = <Navigate to="/apply" replace />
  } else if (application.data.status === status) {
    content = children(application.data)
  } else if (application.data.status === ApplicationStatus.approved) {
    content = (
      <OnboardingStatus
        tone="done"
        icon={<CheckCircleFill />}
        title="审核已通过"
        description="恭喜成为打手！进入打手中心，按提示完成开通后即可接单。"
        actions={
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            onClick={() => void openWorkerCenter(navigate)}
          >
            进入打手中心
          </Button>
        }
      />
    )
  } else {
    content = <Navigate to={PAGE_OF_STATUS[application.data.status] ?? '/apply'} replace />
  }
  return (
    <div className={styles.page}>
      <PageNavBar title={title} />
      {content}
    </div>
  )
}
