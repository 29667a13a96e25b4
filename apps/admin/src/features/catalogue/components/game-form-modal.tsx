import { type AdminGame, CATALOGUE_LIMITS, type GameBodyInput, gameBody } from '@dianjing/shared'
import { Form, Input, InputNumber, Switch } from 'antd'
import { FormModal } from '@/components/form-modal.tsx'
import { ImageInput } from '@/components/image-input.tsx'
import { schemaRule } from '@/lib/form-rules.ts'
import { textCount } from '@/lib/text-limit.ts'
import { useSaveGame } from '../api/save-game.ts'

const rules = {
  name: [schemaRule(gameBody.shape.name)],
  icon: [schemaRule(gameBody.shape.icon)],
  sort: [schemaRule(gameBody.shape.sort)],
}

/** Creates a game (`editing` null) or edits one. */
export function GameFormModal({
  editing,
  onClose,
}: {
  editing: AdminGame | null | undefined
  onClose: () => void
}) {
  const save = useSaveGame()
  return (
    <FormModal<GameBodyInput, GameBodyInput, AdminGame>
      editing={editing}
      onClose={onClose}
      noun="游戏分类"
      blank={{ name: '', icon: '', sort: 0, enabled: true }}
      schema={gameBody}
      save={save}
    >
      <Form.Item name="name" label="游戏名称" rules={rules.name} required>
        <Input placeholder="如：王者荣耀" count={textCount(CATALOGUE_LIMITS.gameName)} />
      </Form.Item>
      <Form.Item
        name="icon"
        label="图标"
        rules={rules.icon}
        required
        extra="建议 1:1 的方形图片，JPG/PNG/WEBP，不超过 5MB"
      >
        <ImageInput label="上传图标" />
      </Form.Item>
      <Form.Item name="sort" label="排序" rules={rules.sort} extra="数字越小越靠前">
        <InputNumber min={0} max={CATALOGUE_LIMITS.sort} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="enabled"
        label="启用"
        valuePropName="checked"
        extra="停用后该游戏及其商品不在用户端展示"
      >
        <Switch checkedChildren="启用" unCheckedChildren="停用" />
      </Form.Item>
    </FormModal>
  )
}
