import { adminStaffCreateBody, type StaffRoleValue } from '@dianjing/shared'
import { Alert, Form, Input, Modal, Select } from 'antd'
import { ApiError } from '@/lib/api-client.ts'
import { schemaRule } from '@/lib/form-rules.ts'
import { ROLE_SCOPES } from '@/lib/roles.ts'
import { useCreateStaff } from '../api/create-staff.ts'
import type { StaffMember } from '../api/get-staff.ts'
import { useUpdateStaff } from '../api/update-staff.ts'
import { ROLE_OPTIONS, RoleOption } from './role-options.tsx'

interface StaffFormValues {
  phone: string
  name: string
  role: StaffRoleValue
}

const phoneRule = schemaRule(adminStaffCreateBody.shape.phone)
const nameRule = schemaRule(adminStaffCreateBody.shape.name)
const roleRule = schemaRule(adminStaffCreateBody.shape.role)

/** A new account starts with the narrowest role; the owner widens it on purpose. */
const NEW_STAFF_ROLE: StaffRoleValue = 'support'

/**
 * Adds an account (phone, name, role) or edits one (name, role). A new account's generated password is
 * handed to `onCreated`, which shows it once. The owner's own role is fixed here: the server refuses
 * to let the owner demote themselves.
 */
export function StaffFormModal({
  open,
  editing,
  ownId,
  onClose,
  onCreated,
  onSaved,
}: {
  open: boolean
  /** The account being edited; without it the modal adds one. */
  editing?: StaffMember
  /** The signed-in owner's own account id. */
  ownId: number | undefined
  onClose: () => void
  onCreated: (account: StaffFormValues & { password: string }) => void
  onSaved: () => void
}) {
  const [form] = Form.useForm<StaffFormValues>()
  const create = useCreateStaff()
  const update = useUpdateStaff()
  const mutation = editing ? update : create
  const own = editing !== undefined && editing.id === ownId
  const role = Form.useWatch('role', form)

  const submit = (values: StaffFormValues) => {
    const name = values.name.trim()
    if (editing) {
      update.mutate({ id: editing.id, body: { name, role: values.role } }, { onSuccess: onSaved })
    } else {
      const body = { phone: values.phone.trim(), name, role: values.role }
      create.mutate(body, { onSuccess: ({ password }) => onCreated({ ...body, password }) })
    }
  }

  const failure = mutation.error
    ? mutation.error instanceof ApiError
      ? mutation.error.message
      : '保存失败，请稍后重试'
    : null

  return (
    <Modal
      title={editing ? '编辑员工' : '新增员工'}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={editing ? '保存' : '创建账号'}
      confirmLoading={mutation.isPending}
      afterClose={() => mutation.reset()}
      destroyOnHidden
      width={520}
    >
      <Form<StaffFormValues>
        form={form}
        layout="vertical"
        preserve={false}
        requiredMark
        initialValues={
          editing
            ? { phone: editing.phone, name: editing.name, role: editing.role }
            : { role: NEW_STAFF_ROLE }
        }
        onFinish={submit}
        onValuesChange={() => mutation.reset()}
        style={{ marginTop: 16 }}
      >
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="phone"
          label="手机号码"
          required
          rules={editing ? [] : [phoneRule]}
          validateTrigger="onBlur"
          extra={editing ? '手机号码是登录账号，不能修改' : '员工用此手机号登录管理后台'}
        >
          <Input
            placeholder="请输入 11 位手机号码"
            maxLength={11}
            inputMode="numeric"
            autoComplete="off"
            disabled={editing !== undefined}
          />
        </Form.Item>
        <Form.Item name="name" label="姓名" required rules={[nameRule]}>
          <Input placeholder="员工的真实姓名，会显示在操作日志中" maxLength={32} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="role"
          label="角色"
          required
          rules={[roleRule]}
          extra={
            own ? '不能修改自己的角色，如需调整请由另一位所有者操作' : role ? ROLE_SCOPES[role] : undefined
          }
        >
          <Select
            aria-label="角色"
            disabled={own}
            options={ROLE_OPTIONS}
            optionRender={(option) => <RoleOption role={option.value as StaffRoleValue} />}
            listHeight={320}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
