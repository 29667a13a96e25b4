import {
  ApplicationStatus,
  type ApplicationView,
  type WorkerApplicationBody,
  WorkerToasts,
  workerApplicationBody,
} from '@dianjing/shared'
import type { ImageUploadItem } from 'antd-mobile'
import { isBusinessError } from '@/lib/request.ts'
import { uploadImage } from '@/lib/upload-image.ts'
import { validate } from '@/lib/validate.ts'
import { saveApplication } from './api/application.ts'

/** Spec §3, worker application payload: sex '0' male, '1' female. */
export const SEX_LABELS: Record<string, string> = { '0': '男', '1': '女' }

/**
 * An image of the form: picked on this phone (a `file`, sent on submit) or already on the server
 * (a `path`, carried over from a rejected application).
 */
export type ApplicationImage = ImageUploadItem & { extra: { file: File } | { path: string } }

export interface ApplicationDraft {
  name: string
  sex: string
  districtServer: string
  briefIntroduction: string
  images: ApplicationImage[]
}

export const EMPTY_DRAFT: ApplicationDraft = {
  name: '',
  sex: '',
  districtServer: '',
  briefIntroduction: '',
  images: [],
}

/** A rejected application fills the form again, so the worker fixes it rather than starting over. */
export function draftFrom(application: ApplicationView | null | undefined): ApplicationDraft {
  if (application?.status !== ApplicationStatus.rejected) return EMPTY_DRAFT
  return {
    name: application.name,
    sex: application.sex,
    districtServer: application.districtServer,
    briefIntroduction: application.briefIntroduction,
    images: application.images.map((path) => ({ key: path, url: path, extra: { path } })),
  }
}

export type SubmitOutcome = 'submitted' | 'invalid' | 'upload-failed' | 'failed'

/**
 * Spec §8, application: the images are sent first, one upload each, and any failure stops the
 * submit; then the application with their paths. `tell` shows what the worker must read.
 */
export async function submitDraft(
  draft: ApplicationDraft,
  tell: (message: string) => void,
): Promise<SubmitOutcome> {
  const checked = validate(workerApplicationBody, { ...draft, imgsUrl: '' })
  if (!checked.ok) {
    tell(checked.message)
    return 'invalid'
  }
  let paths: string[]
  try {
    paths = await Promise.all(
      draft.images.map(({ extra }) => ('path' in extra ? extra.path : uploadImage(extra.file))),
    )
  } catch {
    tell(WorkerToasts.applicationImageFailed)
    return 'upload-failed'
  }
  const body: WorkerApplicationBody = { ...checked.data, imgsUrl: paths.join(',') }
  try {
    await saveApplication(body)
  } catch (error) {
    // The server's own refusal (already applied, …) has been shown by the request client.
    if (!isBusinessError(error)) tell(WorkerToasts.applicationFailed)
    return 'failed'
  }
  tell(WorkerToasts.applicationSubmitted)
  return 'submitted'
}
