import { UPLOAD_MAX_BYTES, UploadMessages } from '@dianjing/shared'

/**
 * The client-side check before an image upload (spec §5, image upload): the server judges the file by
 * its content again; this only spares the user an upload that cannot succeed. Same words as the server.
 */
export const ImageFileMessages = UploadMessages

/** The types the server accepts; SVG is refused there (it can carry script). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',')

/** Null when the file may be uploaded, else the message to show. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return ImageFileMessages.notImage
  if (file.size > UPLOAD_MAX_BYTES) return ImageFileMessages.tooLarge
  return null
}
