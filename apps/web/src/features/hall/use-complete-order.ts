import { FulfilmentMessages, WorkerToasts } from '@dianjing/shared'
import { Dialog } from 'antd-mobile'
import { isBusinessError } from '@/lib/request.ts'
import { showToast } from '@/lib/toast.ts'
import { useWorkerCompleteOrder } from './api/worker-orders.ts'

/**
 * 完成订单 (spec §4, Worker completing an order): after a confirmation, tells the server; on success
 * the message of spec §8 and every order view refreshes (the mutation invalidates them).
 */
export function useCompleteOrder() {
  const complete = useWorkerCompleteOrder()

  const start = async (orderId: number): Promise<boolean> => {
    if (complete.isPending) return false
    const confirmed = await Dialog.confirm({
      title: '确认完成订单',
      content: '请确认已按要求完成服务并上传凭证。提交后等待客户确认，24小时未确认将自动完成。',
      confirmText: '确认完成',
      cancelText: '再看看',
    })
    if (!confirmed) return false
    try {
      await complete.mutateAsync(orderId)
      showToast(FulfilmentMessages.completed)
      return true
    } catch (error) {
      // The server's own refusal ('请先上传服务凭证' …) has been shown by the request client.
      if (!isBusinessError(error)) showToast(WorkerToasts.completeOrderFailed)
      return false
    }
  }

  return { start, pendingId: complete.isPending ? complete.variables : null }
}
