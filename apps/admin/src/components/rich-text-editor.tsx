import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LineOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons'
import { htmlText, isSafeLink } from '@dianjing/shared'
import Image from '@tiptap/extension-image'
import { Placeholder } from '@tiptap/extensions'
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { App, Button, Divider, Form, Input, Modal, Tooltip, theme } from 'antd'
import { type ChangeEvent, type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react'
import { ApiError } from '@/lib/api-client.ts'
import { IMAGE_ACCEPT, uploadImage } from '@/lib/upload-image.ts'
import styles from './rich-text-editor.module.css'

/**
 * Only what the server's HTML allow-list keeps (apps/server/src/lib/html.ts): headings 2–4, lists,
 * bold, italic, underline, quotes, rules, links and images. Anything else staff could make here would
 * silently disappear when saved.
 */
function extensions(placeholder: string) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      code: false,
      codeBlock: false,
      strike: false,
      link: {
        openOnClick: false,
        autolink: false,
        isAllowedUri: (url) => isSafeLink(url) || url.startsWith('http://'),
      },
    }),
    Image.configure({ allowBase64: false }),
    Placeholder.configure({ placeholder }),
  ]
}

function ToolButton({
  title,
  icon,
  active,
  disabled,
  onClick,
}: {
  title: string
  icon: ReactNode
  active?: boolean
  disabled?: boolean
  onClick: () => void
}) {
  return (
    <Tooltip title={title} mouseEnterDelay={0.4}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        aria-label={title}
        aria-pressed={active}
        icon={icon}
        disabled={disabled}
        onClick={onClick}
      />
    </Tooltip>
  )
}

const headingLabel = (level: number): ReactNode => (
  <span style={{ fontWeight: 600, fontSize: 12 }}>H{level}</span>
)

function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ href: string }>()
  useEffect(() => {
    if (open) form.setFieldsValue({ href: (editor.getAttributes('link').href as string | undefined) ?? '' })
  }, [open, editor, form])
  const apply = ({ href }: { href: string }) => {
    editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run()
    onClose()
  }
  return (
    <Modal
      title="插入链接"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确定"
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={apply} preserve={false}>
        <Form.Item
          name="href"
          label="链接地址"
          extra="站内页面以 / 开头（如 /product-detail?productId=1），外部页面以 https:// 开头"
          rules={[
            { required: true, whitespace: true, message: '请输入链接地址' },
            {
              validator: async (_rule, value: string) => {
                if (value && !isSafeLink(value.trim())) throw new Error('链接须以 / 或 https:// 开头')
              },
            },
          ]}
        >
          <Input placeholder="https://" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  )
}

function Toolbar({ editor }: { editor: Editor }) {
  const { message } = App.useApp()
  const imageInput = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  const [linkOpen, setLinkOpen] = useState(false)
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      h4: current.isActive('heading', { level: 4 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  })

  const insertImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setUploading(true)
    try {
      const src = await uploadImage(file)
      editor.chain().focus().setImage({ src, alt: '' }).run()
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : '上传失败，请稍后重试')
    } finally {
      setUploading(false)
    }
  }

  const chain = () => editor.chain().focus()
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="格式">
      <ToolButton
        title="撤销"
        icon={<UndoOutlined />}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        title="重做"
        icon={<RedoOutlined />}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
      <Divider orientation="vertical" />
      {([2, 3, 4] as const).map((level) => (
        <ToolButton
          key={level}
          title={`标题${level - 1}`}
          icon={headingLabel(level)}
          active={state[`h${level}`]}
          onClick={() => chain().toggleHeading({ level }).run()}
        />
      ))}
      <Divider orientation="vertical" />
      <ToolButton
        title="加粗"
        icon={<BoldOutlined />}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        title="斜体"
        icon={<ItalicOutlined />}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        title="下划线"
        icon={<UnderlineOutlined />}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <Divider orientation="vertical" />
      <ToolButton
        title="无序列表"
        icon={<UnorderedListOutlined />}
        active={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        title="有序列表"
        icon={<OrderedListOutlined />}
        active={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton title="分隔线" icon={<LineOutlined />} onClick={() => chain().setHorizontalRule().run()} />
      <Divider orientation="vertical" />
      <ToolButton
        title="插入链接"
        icon={<LinkOutlined />}
        active={state.link}
        onClick={() => setLinkOpen(true)}
      />
      <ToolButton
        title="取消链接"
        icon={<DisconnectOutlined />}
        disabled={!state.link}
        onClick={() => chain().extendMarkRange('link').unsetLink().run()}
      />
      <ToolButton
        title={uploading ? '图片上传中' : '插入图片'}
        icon={<PictureOutlined />}
        disabled={uploading}
        onClick={() => imageInput.current?.click()}
      />
      <input
        ref={imageInput}
        type="file"
        accept={IMAGE_ACCEPT}
        style={{ display: 'none' }}
        tabIndex={-1}
        aria-hidden
        onChange={insertImage}
      />
      <LinkDialog editor={editor} open={linkOpen} onClose={() => setLinkOpen(false)} />
    </div>
  )
}

/** "120 / 500" under the editor, red past the limit: the text counted as the server counts it. */
function TextCount({ html, max }: { html: string; max: number }) {
  const { token } = theme.useToken()
  const count = htmlText(html).length
  return (
    <div
      className={styles.count}
      style={{ color: count > max ? token.colorError : token.colorTextDescription }}
      title={`已输入${count}个字符，最多${max}个字符`}
    >
      {count} / {max}
    </div>
  )
}

/**
 * A rich-text field for product descriptions and notices; a form control whose value is HTML. The
 * server cleans what it receives with its allow-list, so this editor is a convenience, not a guard.
 * `maxText` shows a count of the visible text (images and formatting not counted); nothing typed
 * or pasted past it is cut, the field's rule refuses it.
 */
export function RichTextEditor({
  value,
  onChange,
  placeholder = '请输入内容',
  minHeight = 200,
  ariaLabel,
  maxText,
}: {
  value?: string
  onChange?: (html: string) => void
  placeholder?: string
  minHeight?: number
  ariaLabel?: string
  maxText?: number
}) {
  const { token } = theme.useToken()
  const { status } = Form.Item.useStatus()
  const latest = useRef(value ?? '')
  // Built once: an editor's extensions cannot change after it is created.
  const [editorExtensions] = useState(() => extensions(placeholder))
  const editor = useEditor({
    extensions: editorExtensions,
    content: value ?? '',
    editorProps: {
      attributes: { 'aria-label': ariaLabel ?? placeholder, role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML()
      latest.current = html
      onChange?.(html)
    },
  })

  // A value set from outside (the form loading a record, a reset) replaces the document.
  useEffect(() => {
    const next = value ?? ''
    if (!editor || next === latest.current) return
    latest.current = next
    editor.commands.setContent(next, { emitUpdate: false })
  }, [editor, value])

  const invalid = status === 'error'
  const cssVars = {
    '--rte-border': invalid ? token.colorError : token.colorBorder,
    '--rte-focus': token.colorPrimary,
    '--rte-focus-border': invalid ? token.colorError : token.colorPrimary,
    '--rte-min-height': `${minHeight}px`,
  } as CSSProperties

  return (
    <>
      <div className={styles.frame} style={cssVars}>
        {editor && <Toolbar editor={editor} />}
        <EditorContent editor={editor} className={styles.content} />
      </div>
      {maxText !== undefined && <TextCount html={value ?? ''} max={maxText} />}
    </>
  )
}
