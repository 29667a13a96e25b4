import {
  AUTO_ASSIGN_WORKER_NAME,
  ORDER_QUANTITY,
  OrderMessages,
  PRODUCT_ON_SALE,
  type UserInfo,
} from '@dianjing/shared'
import { Button, Checkbox, Skeleton } from 'antd-mobile'
import { RightOutline } from 'antd-mobile-icons'
import { type ReactNode, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { EmptyState } from '@/components/empty-state.tsx'
import { LoadError } from '@/components/load-error.tsx'
import { openSupportDialog } from '@/components/on-demand.ts'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { RichHtml } from '@/components/rich-html.tsx'
import { useProductDetails } from '@/features/catalogue/api/get-product-details.ts'
import { useSystemConfig } from '@/features/catalogue/api/get-system-config.ts'
import { useBalance } from '@/features/orders/api/balance.ts'
import { GameLoginFields } from '@/features/orders/components/game-login-fields.tsx'
import { OrderFields } from '@/features/orders/components/order-fields.tsx'
import { OrderProductCard } from '@/features/orders/components/order-product-card.tsx'
import { OrderTotalBar } from '@/features/orders/components/order-total-bar.tsx'
import { PayMethod } from '@/features/orders/components/pay-method.tsx'
import { WechatPayNotice } from '@/features/orders/components/wechat-pay-notice.tsx'
import { type OrderForm, orderTotal } from '@/features/orders/order-form.ts'
import { useSubmitOrder } from '@/features/orders/use-submit-order.ts'
import { WorkerPicker } from '@/features/players/components/worker-picker.tsx'
import { isWechat } from '@/lib/env.ts'
import { isBusinessError } from '@/lib/request.ts'
import { getPhone, getUserInfo } from '@/lib/storage.ts'
import styles from './order-pay.module.css'

/*
 * /order-pay joins the catalogue (the product, the order notice), the players (the worker picker) and
 * the orders (form, payment), so it is put together here rather than one feature importing another.
 */

const ID_PATTERN = /^[1-9]\d{0,9}$/

function initialWorker(params: URLSearchParams): OrderForm['worker'] {
  const id = params.get('workerId')
  if (!id || !ID_PATTERN.test(id)) return null
  return { id: Number(id), name: params.get('workerName') || `打手${id}` }
}

function initialForm(params: URLSearchParams): OrderForm {
  return {
    gameId: '',
    textId: '',
    phone: getPhone() ?? getUserInfo<Pick<UserInfo, 'phone'>>()?.phone ?? '',
    gameRegion: '',
    quantity: ORDER_QUANTITY.min,
    remarks: '',
    worker: initialWorker(params),
    payMethod: 'wechat',
    loginAccount: '',
    loginPassword: '',
    loginNote: '',
  }
}

export function OrderPayRoute() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const productIdText = searchParams.get('productId')
  const productId = productIdText && ID_PATTERN.test(productIdText) ? Number(productIdText) : null
  const product = useProductDetails(productId)
  const config = useSystemConfig().data
  const notice = config?.orderNotice ?? ''
  const balance = useBalance()
  const [form, setForm] = useState(() => initialForm(searchParams))
  const [ageConfirmed, setAgeConfirmed] = useState(false)
  const [pickerVisible, setPickerVisible] = useState(false)
  const { submit, submitting } = useSubmitOrder()

  const total = orderTotal(product.data?.preferentialPrice ?? 0, form.quantity)
  // The balance option goes away when the total grows past it; WeChat is then the way to pay.
  const payMethod = form.payMethod === 'balance' && (balance.data ?? 0) < total ? 'wechat' : form.payMethod
  const update = (patch: Partial<OrderForm>) => setForm((current) => ({ ...current, ...patch }))
  // As on a product's page (spec §2): WeChat Pay needs WeChat's payment bridge, so a plain browser
  // (a shared link) is told at once and offered support; only a balance that covers the total pays here.
  const inWechat = isWechat()
  const showSupport = () => openSupportDialog(config?.supportWechatId ?? '')
  const wechatPayUnavailable = !inWechat && payMethod === 'wechat'

  const goHome = (
    <Button color="primary" fill="outline" size="small" onClick={() => navigate('/home', { replace: true })}>
      去首页看看
    </Button>
  )

  // Without its product the form cannot be priced or sent (spec §5): the page is only the way back.
  let failed: ReactNode = null
  if (productId === null) {
    failed = (
      <EmptyState page title="商品不存在" description="链接可能有误或已失效">
        {goHome}
      </EmptyState>
    )
  } else if (isBusinessError(product.error)) {
    failed = (
      <EmptyState page title={OrderMessages.productMissing} description={product.error.message}>
        {goHome}
      </EmptyState>
    )
  } else if (product.isError) {
    failed = (
      <LoadError
        title={OrderMessages.productMissing}
        error={product.error}
        onRetry={() => product.refetch()}
        retrying={product.isFetching}
      />
    )
  }
  if (failed) {
    return (
      <div className={styles.page}>
        <PageNavBar title="确认订单" />
        {failed}
      </div>
    )
  }

  const head: ReactNode = product.data ? (
    <OrderProductCard
      cover={product.data.productCover}
      title={product.data.title}
      brief={product.data.briefIntroduction}
      price={product.data.preferentialPrice}
      soldOut={product.data.status !== PRODUCT_ON_SALE}
    />
  ) : (
    <div className={styles.skeleton} role="status" aria-label="商品加载中">
      <Skeleton.Paragraph lineCount={3} animated />
    </div>
  )

  return (
    <div className={styles.page}>
      <PageNavBar title="确认订单" />
      {!inWechat && <WechatPayNotice onContactSupport={showSupport} />}
      {head}
      <button type="button" className={styles.worker} onClick={() => setPickerVisible(true)}>
        <span className={styles.workerLabel}>指定打手</span>
        <span className={styles.workerName}>{form.worker?.name ?? AUTO_ASSIGN_WORKER_NAME}</span>
        <RightOutline className={styles.arrow} />
      </button>
      <OrderFields value={form} onChange={update} />
      {product.data?.needsGameLogin && (
        <GameLoginFields
          value={{
            loginAccount: form.loginAccount ?? '',
            loginPassword: form.loginPassword ?? '',
            loginNote: form.loginNote ?? '',
          }}
          onChange={update}
        />
      )}
      <PayMethod
        value={payMethod}
        balance={balance.data}
        total={total}
        onChange={(method) => update({ payMethod: method })}
      />
      <section className={styles.notice} aria-label="下单须知">
        <h3 className={styles.noticeHeading}>下单须知</h3>
        {notice.trim() ? <RichHtml html={notice} /> : <p className={styles.noNotice}>暂无下单须知</p>}
      </section>
      <div className={styles.age}>
        <Checkbox checked={ageConfirmed} onChange={setAgeConfirmed}>
          我已年满18周岁，并已阅读下单须知
        </Checkbox>
      </div>
      <OrderTotalBar
        total={total}
        submitting={submitting}
        label={wechatPayUnavailable ? '联系客服下单' : undefined}
        onSubmit={
          wechatPayUnavailable
            ? showSupport
            : () => void submit({ ...form, payMethod }, product.data, ageConfirmed)
        }
      />
      <WorkerPicker
        visible={pickerVisible}
        value={form.worker}
        onChange={(worker) => update({ worker })}
        onClose={() => setPickerVisible(false)}
      />
    </div>
  )
}
