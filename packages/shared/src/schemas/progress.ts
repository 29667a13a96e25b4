import { z } from 'zod'
import { PROGRESS_IMAGES_MAX, PROGRESS_NOTE_MAX, ProgressMessages } from '../messages/progress.ts'
import { idParam } from './common.ts'

export const progressBody = z
  .object({
    orderId: idParam(ProgressMessages.notYours),
    percent: z
      .number({ error: ProgressMessages.percentInvalid })
      .int(ProgressMessages.percentInvalid)
      .min(0, ProgressMessages.percentInvalid)
      .max(100, ProgressMessages.percentInvalid),
    note: z
      .string({ error: ProgressMessages.noteTooLong })
      .trim()
      .max(PROGRESS_NOTE_MAX, ProgressMessages.noteTooLong)
      .default(''),
    images: z
      .array(z.string().max(300, ProgressMessages.imagesNotYours), { error: ProgressMessages.imagesNotYours })
      .max(PROGRESS_IMAGES_MAX, ProgressMessages.tooManyImages)
      .default([]),
  })
  .refine((body) => body.note !== '' || body.images.length > 0, {
    message: ProgressMessages.empty,
    path: ['note'],
  })
export type ProgressBody = z.infer<typeof progressBody>

export const progressUpdate = z.object({
  id: z.number().int(),
  percent: z.number().int(),
  note: z.string(),
  images: z.array(z.string()),
  /** YYYY-MM-DD HH:mm:ss, Shanghai. */
  time: z.string(),
})
export type ProgressUpdate = z.infer<typeof progressUpdate>

/** An order's progress for its customer, its worker or staff: the updates, newest first, and the deadline. */
export const orderProgressView = z.object({
  orderId: z.number().int(),
  /** The latest percentage, 0 before any update. */
  percent: z.number().int(),
  updates: z.array(progressUpdate),
  /** When the first update is due ('' once one was posted, or before a worker accepted). */
  firstDueTime: z.string(),
  /** No update yet and the first one is late: shown to the customer and staff. */
  overdue: z.boolean(),
})
export type OrderProgressView = z.infer<typeof orderProgressView>
