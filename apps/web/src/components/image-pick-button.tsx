import { AddOutline } from 'antd-mobile-icons'
import { IMAGE_ACCEPT, imageFileProblem } from '@/lib/image-file.ts'
import { showToast } from '@/lib/toast.ts'

/**
 * The image uploader's add cell with a file input of the page's own (the uploader runs with
 * `disableUpload`). The uploader's own queue previews each file through an object URL it releases
 * as soon as the file is taken, while the preview may still be loading it; a page that picks files
 * itself keeps its previews with `useObjectUrls` instead.
 */
export function ImagePickButton({ label, onPick }: { label: string; onPick: (files: File[]) => void }) {
  return (
    <span className="adm-image-uploader-cell adm-image-uploader-upload-button">
      <span className="adm-image-uploader-upload-button-icon">
        <AddOutline />
      </span>
      <input
        className="adm-image-uploader-input"
        type="file"
        aria-label={label}
        accept={IMAGE_ACCEPT}
        multiple
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          event.target.value = '' // so the same file can be picked again
          onPick(files)
        }}
      />
    </span>
  )
}

/** The picked images that may be added: each bad one and any beyond `room` said why, in a toast. */
export function imagesToAdd(files: File[], room: number, tooMany: string): File[] {
  const fine = files.filter((file) => {
    const problem = imageFileProblem(file)
    if (problem) showToast(problem)
    return !problem
  })
  if (fine.length > room) showToast(tooMany)
  return fine.slice(0, Math.max(0, room))
}

/** For the uploader's `upload`, which it requires though with `disableUpload` it never calls it. */
export const noUploadQueue = (): Promise<never> => Promise.reject(new Error('files are picked by the page'))
