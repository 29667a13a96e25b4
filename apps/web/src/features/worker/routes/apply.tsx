import { ApplicationStatus } from '@dianjing/shared'
import { useQueryClient } from '@tanstack/react-query'
import { Button, Skeleton } from 'antd-mobile'
import { CheckCircleFill } from 'antd-mobile-icons'
import { type ReactNode, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { showToast } from '@/lib/toast.ts'
import { workerKeys } from '@/lib/worker-keys.ts'
import { useMyApplication } from '../api/application.ts'
import { type ApplicationDraft, draftFrom, submitDraft } from '../application-draft.ts'
import { ApplicationForm } from '../components/application-form.tsx'
import { OnboardingIntro } from '../components/onboarding-intro.tsx'
import { OnboardingStatus } from '../components/onboarding-status.tsx'
import styles from './apply.module.css'

/** Spec §4, application form: after success the tip stays this long, then /mine. */
export const BACK_TO_MINE_MS = 500

function SubmittedTip({ onBack }: { onBack: () => void }) {
  return (
    <OnboardingStatus
      tone="done"
      icon={<CheckCircleFill />}
      title="已提交申请，请等待审核"
      description="审核结果可在「我的 → 打手中心」查看。"
      actions={
        <Button block color="primary" shape="rounded" size="large" onClick={onBack}>
          返回我的
        </Button>
      }
    />
  )
}

/**
 * /apply (spec §2): what being a worker means, then the join form — refilled from a rejected
 * application. After success the form turns into a tip and the app returns to /mine.
 */
export function ApplyRoute() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const application = useMyApplication()
  const [submitting, setSubmitting] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const backToMine = () => navigate('/mine', { replace: true })

  useEffect(() => {
    if (!submitted) return
    const timer = setTimeout(() => navigate('/mine', { replace: true }), BACK_TO_MINE_MS)
    return () => clearTimeout(timer)
  }, [submitted, navigate])

  const submit = async (draft: ApplicationDraft) => {
    setSubmitting(true)
    const outcome = await submitDraft(draft, showToast)
    setSubmitting(false)
    if (outcome !== 'submitted') return
    // The status check and the application now say "pending".
    void queryClient.invalidateQueries({ queryKey: workerKeys.all })
    setSubmitted(true)
  }

  let content: ReactNode
  if (submitted || application.data?.status === ApplicationStatus.pending) {
    content = <SubmittedTip onBack={backToMine} />
  } else if (application.isPending) {
    content = (
      <div className={styles.loading} role="status" aria-busy="true" aria-label="加载中">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    )
  } else {
    // A failed load only loses the refill: the form still works empty.
    const rejected = application.data?.status === ApplicationStatus.rejected ? application.data : null
    content = (
      <>
        {rejected && (
          <p className={styles.rejected} role="note">
            上次申请未通过{rejected.rejectReason ? `：${rejected.rejectReason}` : ''}
            。已为你填入上次的资料，修改后重新提交即可。
          </p>
        )}
        <OnboardingIntro />
        <ApplicationForm initial={draftFrom(application.data)} submitting={submitting} onSubmit={submit} />
      </>
    )
  }

  return (
    <div className={styles.page}>
      <PageNavBar title="申请成为打手" />
      {content}
    </div>
  )
}
