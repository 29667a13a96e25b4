/*
 * The words and limits of disputes (issue 23, decision 024: cancel by agreement with a split of the paid
 * amount, a free cancel when the worker let the customer down, arbitration ruled by staff). Apart from
 * their schemas, so that a page or the rulebook reading them pulls no zod (decision 035).
 */

export const DISPUTE_REASON_MAX = 200
export const EVIDENCE_TEXT_MAX = 500
export const EVIDENCE_IMAGES_MAX = 6
/** Pieces of evidence each side may submit to one arbitration. */
export const EVIDENCE_PIECES_MAX = 10

/** Who is who on an order in dispute. */
export const DISPUTE_SIDES = ['customer', 'worker'] as const
export type DisputeSide = (typeof DISPUTE_SIDES)[number]
export const DISPUTE_SIDE_LABELS: Record<DisputeSide, string> = { customer: '客户', worker: '打手' }

export const DisputeMessages = {
  notYours: '订单不存在',
  notDisputable: '只有服务中或待完成的订单可以协商撤销',
  proposalOpen: '该订单已有待答复的撤销申请',
  arbitrationOpen: '该订单正在仲裁中，请等待平台裁决',
  refundInvalid: '请填写0到实付金额之间的退款金额',
  reasonRequired: '请填写原因',
  reasonTooLong: `原因不能超过${DISPUTE_REASON_MAX}个字`,
  proposalGone: '该撤销申请已处理',
  ownProposal: '不能答复自己发起的撤销申请',
  notProposer: '只能撤回自己发起的撤销申请',
  freeCancelNotAllowed: '当前订单不满足免费取消条件',
  arbitrationNotAllowed: '撤销申请被拒绝，或对方长时间未响应后，才可以申请仲裁',
  arbitrationGone: '该仲裁已结束',
  evidenceClosed: '举证时间已结束',
  evidenceEmpty: '请填写说明或上传图片',
  evidenceTooLong: `说明不能超过${EVIDENCE_TEXT_MAX}个字`,
  tooManyImages: `最多上传${EVIDENCE_IMAGES_MAX}张图片`,
  tooMuchEvidence: `每方最多提交${EVIDENCE_PIECES_MAX}条证据`,
  proposalLapsed: '订单状态已变化，撤销申请失效',
  imagesNotYours: '图片无效，请重新上传',
  notRuled: '仲裁已裁决，不能重复裁决',
  fineInvalid: '罚款金额不正确',
  fineWithoutWorker: '该订单没有打手，不能罚款',
  proposed: '撤销申请已提交，等待对方答复',
  agreed: '已同意撤销，款项将按协商结果处理',
  refused: '已拒绝撤销申请',
  withdrawn: '撤销申请已撤回',
  freeCancelled: '订单已取消，款项将原路退回',
  arbitrationOpened: '仲裁已提交，请在举证截止前提交证据',
  evidenceSaved: '证据已提交',
  ruled: '裁决已执行',
} as const
