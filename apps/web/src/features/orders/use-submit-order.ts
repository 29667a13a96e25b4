import { IdempotencyMessages, OrderMessages } from '@dianjing/shared'
import { useQueryClient } from '@tanstack/react-query'
import { Dialog } from 'antd-mobile'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { isBusinessError } from '@/lib/request.ts'
import { showToast } from '@/lib/toast.ts'
import { ordersKeys } from './api/keys.ts'
import { payOrder } from './api/pay-order.ts'
import { checkOrder, type OrderForm, type OrderProduct } from './order-form.ts'
import { settleOrderPayment } from './pay-flow.ts'
import { afterNewOrderPayment } from './pay-outcome.ts'

/** Spec §8: the sold-out dialog, with "return to list" or "stay". */
export function showSoldOutDialog(goToList: () => void): void {
  Dialog.confirm({
    title: OrderMessages.soldOut,
    content: '该商品暂时无法购买，看看其他商品吧',
    confirmText: '返回列表',
    cancelText: '留在本页',
    onConfirm: goToList,
  })
}

/** Submit on /order-pay: the spec's checks, the order, WeChat's sheet (or the balance), then onwards. */
export function useSubmitOrder() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [submitting, setSubmitting] = useState(false)

  const submit = async (form: OrderForm, product: OrderProduct | undefined, ageConfirmed: boolean) => {
    if (submitting) return
    const check = checkOrder(form, product, ageConfirmed)
    if (!check.ok) {
      if (check.soldOut) showSoldOutDialog(() => navigate('/home', { replace: true }))
      else showToast(check.message)
      return
    }
    setSubmitting(true)
    try {
      let order: Awaited<ReturnType<typeof payOrder>>
      try {
        order = await payOrder(check.body)
      } catch (error) {
        const reason = error instanceof Error ? error.message : ''
        if (isBusinessError(error) && reason === OrderMessages.soldOut) {
          showSoldOutDialog(() => navigate('/home', { replace: true }))
        } else if (isBusinessError(error) && reason === IdempotencyMessages.applied) {
          // An earlier attempt made the order and its answer was lost: it is in the list, paid from
          // the balance or waiting to be paid there.
          void queryClient.invalidateQueries({ queryKey: ordersKeys.all })
          showToast(reason)
          navigate('/order-list?status=all', { replace: true })
        } else {
          showToast(reason ? `${OrderMessages.submitFailed}：${reason}` : OrderMessages.submitFailed)
        }
        return
      }
      const result = await settleOrderPayment(order)
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all })
      const next = afterNewOrderPayment(result, order)
      if (next.toast) showToast(next.toast)
      navigate(next.to, { replace: true })
    } finally {
      setSubmitting(false)
    }
  }

  return { submit, submitting }
}
