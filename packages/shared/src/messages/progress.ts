/*
 * The words and limits of the worker's progress. Apart from their schemas, so that a page or the rulebook
 * reading them pulls no zod (decision 035).
 */

/** The worker's progress on an order in service (issue 22): a percentage, a note and screenshots. */
export const PROGRESS_NOTE_MAX = 200
export const PROGRESS_IMAGES_MAX = 6

export const ProgressMessages = {
  notServing: '只有服务中的订单可以更新进度',
  percentInvalid: '请选择0到100之间的进度',
  noteTooLong: `进度说明不能超过${PROGRESS_NOTE_MAX}个字`,
  tooManyImages: `最多上传${PROGRESS_IMAGES_MAX}张截图`,
  imagesNotYours: '图片无效，请重新上传',
  empty: '请填写进度说明或上传截图',
  posted: '进度已更新',
  notYours: '订单不存在',
} as const
