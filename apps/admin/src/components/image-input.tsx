import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  LoadingOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons'
import { App, Button, Flex, Image, Tooltip, theme } from 'antd'
import { type ChangeEvent, type CSSProperties, type ReactNode, useRef, useState } from 'react'
import { ApiError } from '@/lib/api-client.ts'
import { IMAGE_ACCEPT, uploadImage } from '@/lib/upload-image.ts'

interface TileSize {
  width: number
  height: number
}

const SQUARE: TileSize = { width: 104, height: 104 }
/** Three gallery tiles fit across the editor's side column. */
const GALLERY_TILE: TileSize = { width: 92, height: 92 }

/**
 * A file picker that uploads what is chosen, one at a time in the order picked, and hands back the
 * paths. Past `room` images, the first ones are uploaded and staff told the rest were left out.
 */
function useImagePicker({
  multiple,
  room = Number.POSITIVE_INFINITY,
  roomMessage,
  onUploaded,
}: {
  multiple?: boolean
  room?: number
  roomMessage?: (left: number) => string
  onUploaded: (paths: string[]) => void
}) {
  const { message } = App.useApp()
  const input = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? [])
    event.target.value = ''
    if (picked.length === 0) return
    const chosen = picked.slice(0, room)
    if (picked.length > chosen.length) message.warning(roomMessage?.(picked.length - chosen.length))
    setUploading(true)
    const paths: string[] = []
    try {
      for (const file of chosen) paths.push(await uploadImage(file))
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : '上传失败，请稍后重试')
    } finally {
      setUploading(false)
      if (paths.length > 0) onUploaded(paths)
    }
  }

  const fileInput = (
    <input
      ref={input}
      type="file"
      accept={IMAGE_ACCEPT}
      multiple={multiple}
      style={{ display: 'none' }}
      onChange={pick}
      tabIndex={-1}
      aria-hidden
    />
  )
  return { open: () => input.current?.click(), uploading, fileInput }
}

/** A dashed tile that opens the picker. */
function UploadTile({
  size,
  multiple,
  room,
  roomMessage,
  label,
  onUploaded,
}: {
  size: TileSize
  multiple?: boolean
  room?: number
  roomMessage?: (left: number) => string
  label: string
  onUploaded: (paths: string[]) => void
}) {
  const { token } = theme.useToken()
  const picker = useImagePicker({ multiple, room, roomMessage, onUploaded })

  return (
    <>
      <button
        type="button"
        disabled={picker.uploading}
        onClick={picker.open}
        style={{
          ...size,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 8,
          border: `1px dashed ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          background: token.colorFillAlter,
          color: token.colorTextSecondary,
          cursor: picker.uploading ? 'wait' : 'pointer',
          fontSize: 13,
        }}
      >
        {picker.uploading ? <LoadingOutlined /> : <PlusOutlined />}
        <span>{picker.uploading ? '上传中' : label}</span>
      </button>
      {picker.fileInput}
    </>
  )
}

function ReplaceButton({ onUploaded }: { onUploaded: (paths: string[]) => void }) {
  const picker = useImagePicker({ onUploaded })
  return (
    <>
      <Button icon={<UploadOutlined />} loading={picker.uploading} onClick={picker.open}>
        更换图片
      </Button>
      {picker.fileInput}
    </>
  )
}

function Thumbnail({ src, size, actions }: { src: string; size: TileSize; actions: ReactNode }) {
  const { token } = theme.useToken()
  const frame: CSSProperties = {
    ...size,
    position: 'relative',
    borderRadius: token.borderRadius,
    border: `1px solid ${token.colorBorderSecondary}`,
    overflow: 'hidden',
    background: token.colorFillQuaternary,
  }
  return (
    <div style={frame}>
      <Image src={src} width={size.width} height={size.height} style={{ objectFit: 'cover' }} />
      <Flex
        justify="center"
        gap={2}
        style={{ position: 'absolute', insetInline: 0, bottom: 0, background: 'rgba(0, 0, 0, 0.45)' }}
      >
        {actions}
      </Flex>
    </div>
  )
}

const actionStyle: CSSProperties = { color: '#fff' }

/** One image (a cover, an icon): upload, preview, replace, remove. A form control: value is the path. */
export function ImageInput({
  value,
  onChange,
  size = SQUARE,
  label = '上传图片',
}: {
  value?: string
  onChange?: (value: string) => void
  size?: TileSize
  label?: string
}) {
  if (!value) return <UploadTile size={size} label={label} onUploaded={(paths) => onChange?.(paths[0]!)} />
  return (
    <Flex gap={12} align="flex-end">
      <Thumbnail
        src={value}
        size={size}
        actions={
          <Tooltip title="移除">
            <Button
              size="small"
              type="text"
              aria-label="移除图片"
              icon={<DeleteOutlined />}
              style={actionStyle}
              onClick={() => onChange?.('')}
            />
          </Tooltip>
        }
      />
      <ReplaceButton onUploaded={(paths) => onChange?.(paths[0]!)} />
    </Flex>
  )
}

/** An ordered gallery of up to `max` images: upload several at once, move left or right, remove. */
export function ImageListInput({
  value = [],
  onChange,
  max,
}: {
  value?: string[]
  onChange?: (value: string[]) => void
  max: number
}) {
  const move = (from: number, to: number) => {
    const next = [...value]
    const [moved] = next.splice(from, 1)
    next.splice(to, 0, moved!)
    onChange?.(next)
  }
  const remove = (index: number) => onChange?.(value.filter((_, i) => i !== index))
  // Every upload gets a fresh random path, so a path appears once and can key its tile; the picker
  // uploads no more than there is room for.
  const add = (paths: string[]) => onChange?.([...new Set([...value, ...paths])])

  return (
    <Flex wrap gap={12}>
      {value.map((src, index) => (
        <Thumbnail
          key={src}
          src={src}
          size={GALLERY_TILE}
          actions={
            <>
              <Tooltip title="前移">
                <Button
                  size="small"
                  type="text"
                  aria-label={`第${index + 1}张前移`}
                  icon={<ArrowLeftOutlined />}
                  style={actionStyle}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                />
              </Tooltip>
              <Tooltip title="后移">
                <Button
                  size="small"
                  type="text"
                  aria-label={`第${index + 1}张后移`}
                  icon={<ArrowRightOutlined />}
                  style={actionStyle}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, index + 1)}
                />
              </Tooltip>
              <Tooltip title="移除">
                <Button
                  size="small"
                  type="text"
                  aria-label={`移除第${index + 1}张`}
                  icon={<DeleteOutlined />}
                  style={actionStyle}
                  onClick={() => remove(index)}
                />
              </Tooltip>
            </>
          }
        />
      ))}
      {value.length < max && (
        <UploadTile
          size={GALLERY_TILE}
          multiple
          room={max - value.length}
          roomMessage={(left) => `最多${max}张图片，已上传前${max - value.length}张，其余${left}张未上传`}
          label={`上传 ${value.length}/${max}`}
          onUploaded={add}
        />
      )}
    </Flex>
  )
}
