import { ApplicationStatus } from '@dianjing/shared'
import { Button } from 'antd-mobile'
import { CloseCircleFill } from 'antd-mobile-icons'
import { useNavigate } from 'react-router'
import { ApplicationStatePage } from '../components/onboarding-application-state.tsx'
import { OnboardingFacts, OnboardingStatus } from '../components/onboarding-status.tsx'
import styles from './audit-rejected.module.css'

/** /audit-rejected (spec §2, status 3): why, and a new application starting from the old one. */
export function AuditRejectedRoute() {
  const navigate = useNavigate()
  return (
    <ApplicationStatePage title="审核未通过" status={ApplicationStatus.rejected}>
      {(application) => (
        <OnboardingStatus
          tone="rejected"
          icon={<CloseCircleFill />}
          title="审核未通过"
          description="很抱歉，你的打手申请未通过审核。可按原因修改资料后重新提交。"
          actions={
            <>
              <Button block color="primary" shape="rounded" size="large" onClick={() => navigate('/apply')}>
                重新申请
              </Button>
              <Button block fill="outline" shape="rounded" size="large" onClick={() => navigate('/mine')}>
                返回我的
              </Button>
            </>
          }
        >
          <div className={styles.reason}>
            <h3 className={styles.reasonTitle}>未通过原因</h3>
            <p className={styles.reasonText}>
              {application.rejectReason || '审核人员未填写原因，可联系客服了解详情。'}
            </p>
          </div>
          <OnboardingFacts
            title="申请记录"
            rows={[
              ['提交时间', application.createTime],
              ['审核时间', application.reviewTime || '—'],
            ]}
          />
        </OnboardingStatus>
      )}
    </ApplicationStatePage>
  )
}
