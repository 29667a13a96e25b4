import { STAFF_REASON_MAX, UserStatus } from '@dianjing/shared'
import { Alert, App, Descriptions } from 'antd'
import { ReasonModal } from '@/components/reason-modal.tsx'
import { banReasonSchema, useSetUserBanned } from '../api/ban-user.ts'
import type { UserDetail } from '../api/get-user.ts'
import { nickNameOf } from './user-cells.tsx'

/** Bans an active user or lifts a ban, with the reason the audit log keeps; the user's status decides which. */
export function BanUserModal({
  user,
  open,
  onClose,
}: {
  user: UserDetail
  open: boolean
  onClose: () => void
}) {
  const { message } = App.useApp()
  const setBanned = useSetUserBanned()
  const banning = user.status !== UserStatus.banned
  const action = banning ? '封禁' : '解封'

  const submit = (reason: string) =>
    setBanned.mutate(
      { id: user.id, banned: banning, reason },
      {
        onSuccess: (msg) => {
          message.success(msg || `已${action}`)
          onClose()
        },
      },
    )

  return (
    <ReasonModal
      title={`${action}用户`}
      open={open}
      onClose={onClose}
      onSubmit={submit}
      pending={setBanned.isPending}
      okText={`确认${action}`}
      danger={banning}
      reason={{
        label: `${action}原因`,
        schema: banReasonSchema,
        maxLength: STAFF_REASON_MAX,
        placeholder: banning ? '请说明封禁原因，例如发布违规内容、恶意退款' : '请说明解封原因',
        extra: '原因将记入操作日志',
      }}
    >
      <Descriptions
        size="small"
        column={1}
        bordered
        style={{ marginTop: 16 }}
        items={[
          { key: 'user', label: '用户', children: `${nickNameOf(user)}（${user.phone}）` },
          { key: 'id', label: '用户ID', children: user.id },
        ]}
      />
      <Alert
        type={banning ? 'warning' : 'info'}
        showIcon
        style={{ marginTop: 16 }}
        title={
          banning
            ? `封禁立即生效：该用户的所有登录会话马上失效，之后无法登录、下单或使用任何功能${
                user.isWorker ? '，也不能再接单' : ''
              }，直到解封。`
            : '解封后该用户可以重新登录并正常使用。'
        }
      />
    </ReasonModal>
  )
}
