import { type AdminUserLevel, CATALOGUE_LIMITS, type UserLevelBody, userLevelBody } from '@dianjing/shared'
import { Form, Input, InputNumber } from 'antd'
import { FormModal } from '@/components/form-modal.tsx'
import { schemaRule } from '@/lib/form-rules.ts'
import { textCount } from '@/lib/text-limit.ts'
import { usePreviewUserLevels } from '../api/preview-user-levels.ts'
import { useSaveUserLevel } from '../api/save-user-level.ts'
import { LevelMoves } from './level-moves.tsx'

const rules = {
  name: [schemaRule(userLevelBody.shape.name)],
  maxPoints: [schemaRule(userLevelBody.shape.maxPoints)],
  content: [schemaRule(userLevelBody.shape.content)],
}

/** Creates a membership level (`editing` null) or edits one. */
export function UserLevelFormModal({
  editing,
  onClose,
}: {
  editing: AdminUserLevel | null | undefined
  onClose: () => void
}) {
  const save = useSaveUserLevel()
  const preview = usePreviewUserLevels()
  // Levels are ranges of growth points: a new or moved bound moves customers, who are told before saving.
  const confirm = async (level: UserLevelBody, id: number | undefined) => {
    const answer = await preview.mutateAsync(
      id === undefined ? { action: 'create', level } : { action: 'update', id, level },
    )
    return answer.customers === 0 ? null : <LevelMoves preview={answer} />
  }
  return (
    <FormModal<UserLevelBody, UserLevelBody, AdminUserLevel>
      editing={editing}
      onClose={onClose}
      noun="会员等级"
      blank={{ name: '', content: '' }}
      schema={userLevelBody}
      save={{ ...save, isPending: save.isPending || preview.isPending }}
      confirm={confirm}
    >
      <Form.Item name="name" label="等级名称" rules={rules.name} required>
        <Input placeholder="如：黄金会员" count={textCount(CATALOGUE_LIMITS.levelName)} />
      </Form.Item>
      <Form.Item
        name="maxPoints"
        label="成长值上限"
        rules={rules.maxPoints}
        required
        extra="成长值不超过该数值即处于此等级，从下一级的上限 + 1 开始；上限须大于 0，各等级的上限和名称都不能相同。每消费 1 元得 1 成长值"
      >
        <InputNumber precision={0} style={{ width: 200 }} placeholder="如：1999" />
      </Form.Item>
      <Form.Item name="content" label="等级权益" rules={rules.content}>
        <Input.TextArea
          placeholder="展示在用户端等级弹窗中"
          count={textCount(CATALOGUE_LIMITS.levelContent)}
          autoSize={{ minRows: 3, maxRows: 6 }}
        />
      </Form.Item>
    </FormModal>
  )
}
