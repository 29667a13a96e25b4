import { UPLOAD_MAX_BYTES } from '@dianjing/shared'
import { ApiError, api } from './api-client.ts'

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp']
export const IMAGE_ACCEPT = ACCEPTED_TYPES.join(',')

/**
 * Sends one image to the console's upload call and answers its path. The server judges the file by its
 * content; these checks only spare staff a wasted upload.
 */
export async function uploadImage(file: File): Promise<string> {
  if (!ACCEPTED_TYPES.includes(file.type)) throw new ApiError('只能上传图片（JPG、PNG、GIF、WEBP）')
  if (file.size > UPLOAD_MAX_BYTES) throw new ApiError('文件大小不能超过5MB')
  const form = new FormData()
  form.append('file', file)
  return api.post<string>('/files/upload', form)
}
