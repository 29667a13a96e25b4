import { http } from './request.ts'

/** Spec §7, Files: one image as multipart field `file`; answers its path (e.g. `/uploads/…`). */
export function uploadImage(file: Blob): Promise<string> {
  const body = new FormData()
  body.append('file', file)
  return http.post<string>('/system/fileInfo/upload', body)
}
