import { ApplicationStatus, WORKER_MIN_DEPOSIT } from '@dianjing/shared'
import { Button } from 'antd-mobile'
import { ClockCircleFill } from 'antd-mobile-icons'
import { useNavigate } from 'react-router'
import { ApplicationStatePage, applicationFacts } from '../components/onboarding-application-state.tsx'
import { OnboardingFacts, OnboardingStatus, OnboardingSteps } from '../components/onboarding-status.tsx'
import { MEMBERSHIP_TOTAL, yuanText } from '../onboarding-money.ts'

/** /audit-pending (spec §2, status 2): the application is with the platform; what comes after it. */
export function AuditPendingRoute() {
  const navigate = useNavigate()
  return (
    <ApplicationStatePage title="审核中" status={ApplicationStatus.pending}>
      {(application) => (
        <OnboardingStatus
          tone="pending"
          icon={<ClockCircleFill />}
          title="审核中"
          description={`你的打手申请已于 ${application.createTime} 提交，平台正在审核，请耐心等待。`}
          actions={
            <Button block color="primary" shape="rounded" size="large" onClick={() => navigate('/mine')}>
              返回我的
            </Button>
          }
        >
          <OnboardingFacts title="申请信息" rows={applicationFacts(application)} />
          <OnboardingSteps
            title="接下来"
            steps={[
              '审核结果可在「我的 → 打手中心」查看。',
              `审核通过后，开通打手会员（${MEMBERSHIP_TOTAL}元/年）。`,
              `缴纳不少于 ${yuanText(WORKER_MIN_DEPOSIT)} 元保证金，即可进入接单大厅接单。`,
            ]}
          />
        </OnboardingStatus>
      )}
    </ApplicationStatePage>
  )
}
