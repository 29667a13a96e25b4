import { PlusOutlined } from '@ant-design/icons'
import { App, Button, Flex } from 'antd'
import { useState } from 'react'
import { ListCard } from '@/components/list-card.tsx'
import { PageHeader } from '@/components/page-header.tsx'
import { RefreshButton } from '@/components/refresh-button.tsx'
import { apiErrorOf } from '@/lib/api-client.ts'
import { useMe } from '@/lib/me.ts'
import { type StaffMember, useStaff } from '../api/get-staff.ts'
import { useResetStaffPassword } from '../api/reset-staff-password.ts'
import { useSetStaffEnabled } from '../api/set-staff-enabled.ts'
import { PasswordOnceModal, type RevealedPassword } from '../components/password-once-modal.tsx'
import { StaffFormModal } from '../components/staff-form-modal.tsx'
import { STAFF_ACTIVE, StaffTable } from '../components/staff-table.tsx'

/** undefined: closed; 'new': adding an account; otherwise the account being edited. */
type FormState = undefined | 'new' | StaffMember

export function StaffRoute({ section }: { section: { title: string; description: string } }) {
  const { message } = App.useApp()
  const ownId = useMe().data?.id
  const staff = useStaff()
  const toggle = useSetStaffEnabled()
  const reset = useResetStaffPassword()
  const [formState, setFormState] = useState<FormState>(undefined)
  const [revealed, setRevealed] = useState<RevealedPassword | undefined>(undefined)

  const forbidden = apiErrorOf(staff.error)?.isForbidden
  const busyId = toggle.isPending ? toggle.variables?.id : reset.isPending ? reset.variables : undefined

  const setEnabled = (member: StaffMember) => {
    const enabled = member.status !== STAFF_ACTIVE
    toggle.mutate(
      { id: member.id, enabled },
      {
        onSuccess: () =>
          message.success(
            enabled ? `已启用 ${member.name} 的账号` : `已停用 ${member.name} 的账号，其登录已失效`,
          ),
      },
    )
  }

  const resetPassword = (member: StaffMember) => {
    reset.mutate(member.id, {
      onSuccess: ({ password }) =>
        setRevealed({ title: '密码已重置', name: member.name, phone: member.phone, password }),
    })
  }

  return (
    <>
      <PageHeader
        title={section.title}
        description={section.description}
        extra={
          <Flex gap={8}>
            <RefreshButton loading={staff.isFetching} onRefresh={staff.refetch} />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setFormState('new')}
              disabled={forbidden}
            >
              新增员工
            </Button>
          </Flex>
        }
      />
      <ListCard list={staff} refusedTitle="无权管理员工" failedTitle="员工列表加载失败">
        <StaffTable
          rows={staff.data ?? []}
          loading={staff.isFetching}
          ownId={ownId}
          busyId={busyId}
          onEdit={setFormState}
          onToggle={setEnabled}
          onResetPassword={resetPassword}
        />
      </ListCard>
      <StaffFormModal
        key={formState === undefined ? 'closed' : formState === 'new' ? 'new' : formState.id}
        open={formState !== undefined}
        editing={formState === 'new' ? undefined : formState}
        ownId={ownId}
        onClose={() => setFormState(undefined)}
        onCreated={({ name, phone, password }) => {
          setFormState(undefined)
          setRevealed({ title: '员工账号已创建', name, phone, password })
        }}
        onSaved={() => {
          message.success('员工信息已保存')
          setFormState(undefined)
        }}
      />
      <PasswordOnceModal revealed={revealed} onClose={() => setRevealed(undefined)} />
    </>
  )
}
