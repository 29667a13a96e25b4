import { Flex, Image, Typography } from 'antd'
import type { WorkerApplication } from '../api/get-applications.ts'

export const small = { fontSize: 12 } as const

/** `2026-11-21 20:15:03` → `2026-11-21 20:15`: seconds only widen the column. */
export const minutes = (dateTime: string) => dateTime.slice(0, 16)

export function Muted({ children }: { children: string }) {
  return <Typography.Text type="secondary">{children}</Typography.Text>
}

export function LongText({ text }: { text: string }) {
  return text ? (
    <Typography.Paragraph ellipsis={{ rows: 2, tooltip: text }} style={{ margin: 0 }}>
      {text}
    </Typography.Paragraph>
  ) : (
    <Muted>—</Muted>
  )
}

/** Who decided and when; on the 全部 tab a rejection's reason too, so one column tells the outcome. */
export function Review({ row, withReason }: { row: WorkerApplication; withReason: boolean }) {
  if (!row.reviewTime) return <Muted>—</Muted>
  return (
    <Flex vertical>
      <span>{row.reviewerName || '—'}</span>
      <Typography.Text type="secondary" style={small}>
        {minutes(row.reviewTime)}
      </Typography.Text>
      {withReason && row.rejectReason && (
        <Typography.Text type="danger" style={small} ellipsis={{ tooltip: row.rejectReason }}>
          驳回：{row.rejectReason}
        </Typography.Text>
      )}
    </Flex>
  )
}

/** The applicant's photos as thumbnails; a click opens them together in one preview. */
export function Photos({ images, name }: { images: string[]; name: string }) {
  if (images.length === 0) return <Muted>未上传</Muted>
  return (
    <Image.PreviewGroup>
      <Flex gap={6} wrap>
        {images.map((src, index) => (
          <Image
            key={src}
            src={src}
            alt={`${name}的资料图片${index + 1}`}
            width={40}
            height={40}
            style={{ borderRadius: 4, objectFit: 'cover' }}
          />
        ))}
      </Flex>
    </Image.PreviewGroup>
  )
}
