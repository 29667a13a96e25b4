import { PROOF_IMAGES_MAX } from '../constants.ts'

/*
 * The words and limits of fulfilment (the hall, accepting, delivering, confirming, reviews). Apart from
 * their schemas, so that a page or the rulebook reading them pulls no zod (decision 035).
 */

export const FulfilmentMessages = {
  takenByOther: '已被其他打手接单',
  notInHall: '订单不存在或已不可接',
  notApproved: '您还不是打手，请先申请入驻',
  suspended: '您的打手资格已被暂停，请联系客服',
  membershipDue: '会员已过期，请先开通会员',
  depositShort: '保证金不足，请先缴纳保证金',
  tooMany: '服务中的订单已达上限，请先完成手上的订单',
  proofRequired: '请先上传服务凭证',
  notInService: '订单不在服务中',
  notYours: '订单不存在',
  notCompleted: '订单尚未完成，暂不能确认',
  reviewed: '该订单已评价',
  notReviewable: '订单完成后才能评价',
  ownOrder: '不能评价自己接的订单',
  starsRequired: '请选择评分',
  proofImagesMax: `最多上传${PROOF_IMAGES_MAX}张凭证图片`,
  accepted: '接单成功',
  proofSaved: '凭证已上传',
  completed: '订单已完成，等待审核',
  confirmed: '已确认完成',
  reviewThanks: '评价成功，感谢您的反馈',
} as const
