import { NOTE_MAX_LENGTH } from '@dianjing/shared'
import { App, Button, Flex, Input, Typography } from 'antd'
import { useState } from 'react'
import { useAddNote } from '../api/add-note.ts'

/**
 * A note on the order for the team (a call made, what the customer asked), kept in the timeline under
 * the author's name. Every role that opens the order may write one.
 */
export function OrderNoteForm({ orderId }: { orderId: number }) {
  const { message } = App.useApp()
  const addNote = useAddNote()
  const [note, setNote] = useState('')
  const text = note.trim()
  const tooLong = text.length > NOTE_MAX_LENGTH

  const submit = () =>
    addNote.mutate(
      { orderId, note: text },
      {
        onSuccess: (msg) => {
          setNote('')
          message.success(msg || '备注已添加')
        },
      },
    )

  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        aria-label="订单备注"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        placeholder="写下处理情况，如已联系客户、客户诉求，团队成员都能看到"
        autoSize={{ minRows: 2, maxRows: 6 }}
        status={tooLong ? 'error' : undefined}
      />
      <Flex justify="flex-end" align="center" gap={12}>
        {/* The count beside the button: antd's own would sit under the box, over the button. */}
        <Typography.Text type={tooLong ? 'danger' : 'secondary'} aria-label="字数">
          {text.length} / {NOTE_MAX_LENGTH}
        </Typography.Text>
        <Button type="primary" onClick={submit} loading={addNote.isPending} disabled={text === '' || tooLong}>
          添加备注
        </Button>
      </Flex>
    </Flex>
  )
}
