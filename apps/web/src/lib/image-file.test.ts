import { UPLOAD_MAX_BYTES } from '@dianjing/shared'
import { describe, expect, it } from 'vitest'
import { imageFileProblem } from './image-file.ts'

describe('imageFileProblem', () => {
  it('accepts the four image types up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(imageFileProblem({ type, size: UPLOAD_MAX_BYTES }), type).toBeNull()
    }
  })

  it('refuses anything else, SVG included, with the server’s message', () => {
    for (const type of ['image/svg+xml', 'application/pdf', '']) {
      expect(imageFileProblem({ type, size: 10 }), type).toBe('只能上传图片（JPG、PNG、GIF、WEBP）')
    }
  })

  it('refuses a file over 5 MB (spec §5)', () => {
    expect(imageFileProblem({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toBe('文件大小不能超过5MB')
  })
})
