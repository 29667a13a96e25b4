import {
  AUTO_ASSIGN_WORKER_NAME,
  type Cents,
  gameLoginProblem,
  ORDER_QUANTITY,
  type OrderCreateBody,
  OrderMessages,
  orderCreateBody,
  PRODUCT_ON_SALE,
} from '@dianjing/shared'
import { validate } from '@/lib/validate.ts'

/** What the customer filled in on /order-pay. */
export interface OrderForm {
  gameId: string
  textId: string
  phone: string
  /** '0' QQ区, '1' 微信区; '' until chosen. */
  gameRegion: string
  quantity: number
  remarks: string
  /** null: 自动安排. */
  worker: { id: number; name: string } | null
  payMethod: 'wechat' | 'balance'
  /** The game login, asked for only when the product needs it (issue 23). */
  loginAccount?: string
  loginPassword?: string
  loginNote?: string
}

export interface OrderProduct {
  id: number
  status: string
  preferentialPrice: Cents
  /** The form asks for the game account and password, or a login note. */
  needsGameLogin?: boolean
}

export type OrderCheck =
  | { ok: true; body: OrderCreateBody }
  | { ok: false; soldOut: true }
  | { ok: false; soldOut: false; message: string }

/** Price × quantity in integer cents: what the server recomputes and compares (docs/domain.md, Orders). */
export function orderTotal(unitPrice: Cents, quantity: number): Cents {
  return unitPrice * clampQuantity(quantity)
}

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return ORDER_QUANTITY.min
  return Math.min(ORDER_QUANTITY.max, Math.max(ORDER_QUANTITY.min, Math.trunc(quantity)))
}

/**
 * The submit checks of spec §5 in the spec's order: age, product loaded, on sale, then the fields
 * (game ID, phone, region, quantity) with the shared schema's messages, one at a time; then, for a
 * product that needs it, the game login (an account and password, or a note).
 */
export function checkOrder(
  form: OrderForm,
  product: OrderProduct | undefined,
  ageConfirmed: boolean,
): OrderCheck {
  if (!ageConfirmed) return { ok: false, soldOut: false, message: OrderMessages.ageConfirm }
  if (!product) return { ok: false, soldOut: false, message: OrderMessages.productMissing }
  if (product.status !== PRODUCT_ON_SALE) return { ok: false, soldOut: true }
  const result = validate(orderCreateBody, {
    productId: product.id,
    gameId: form.gameId,
    textId: form.textId,
    phone: form.phone,
    gameRegion: form.gameRegion,
    workerType: '0',
    orderQuantity: form.quantity,
    orderRemarks: form.remarks,
    totalAmount: product.preferentialPrice * form.quantity,
    orderType: '0',
    automaticScheduling: form.worker ? '1' : '0',
    workerId: form.worker?.id,
    workerName: form.worker?.name ?? AUTO_ASSIGN_WORKER_NAME,
    payMethod: form.payMethod,
    // Sent only for a product that needs it: nothing typed here travels otherwise.
    loginAccount: (product.needsGameLogin && form.loginAccount) || '',
    loginPassword: (product.needsGameLogin && form.loginPassword) || '',
    loginNote: (product.needsGameLogin && form.loginNote) || '',
  })
  if (!result.ok) return { ok: false, soldOut: false, message: result.message }
  if (product.needsGameLogin) {
    const { loginAccount: account, loginPassword: password, loginNote: note } = result.data
    const problem = gameLoginProblem({ account, password, note })
    if (problem) return { ok: false, soldOut: false, message: problem }
  }
  return { ok: true, body: result.data }
}
