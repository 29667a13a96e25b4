import { ORDER_QUANTITY, REGION_LABELS, Region } from '@dianjing/shared'
import { Input, Selector, Stepper, TextArea } from 'antd-mobile'
import type { ReactNode } from 'react'
import type { OrderForm } from '../order-form.ts'
import styles from './order-fields.module.css'

type Fields = Pick<OrderForm, 'gameId' | 'textId' | 'phone' | 'gameRegion' | 'quantity' | 'remarks'>

interface OrderFieldsProps {
  value: Fields
  onChange: (patch: Partial<Fields>) => void
}

const REGION_OPTIONS = [Region.qq, Region.wechat].map((value) => ({ value, label: REGION_LABELS[value]! }))

function Row({
  id,
  label,
  required,
  children,
}: {
  id?: string
  label: string
  required?: boolean
  children: ReactNode
}) {
  return (
    <div className={styles.row}>
      {id ? (
        <label className={styles.label} htmlFor={id}>
          {label}
          {required && <span className={styles.required}>*</span>}
        </label>
      ) : (
        <span className={styles.label}>
          {label}
          {required && <span className={styles.required}>*</span>}
        </span>
      )}
      <div className={styles.control}>{children}</div>
    </div>
  )
}

/** The order's details (spec §2, /order-pay): game ID, optional text ID, phone, region, quantity, remarks. */
export function OrderFields({ value, onChange }: OrderFieldsProps) {
  return (
    <section className={styles.card} aria-label="订单信息">
      <Row id="order-game-id" label="游戏ID" required>
        <Input
          id="order-game-id"
          placeholder="请输入游戏ID"
          maxLength={64}
          value={value.gameId}
          onChange={(gameId) => onChange({ gameId })}
        />
      </Row>
      <Row id="order-text-id" label="文字ID">
        <Input
          id="order-text-id"
          placeholder="选填，游戏内昵称等"
          maxLength={64}
          value={value.textId}
          onChange={(textId) => onChange({ textId })}
        />
      </Row>
      <Row id="order-phone" label="手机号" required>
        <Input
          id="order-phone"
          type="tel"
          placeholder="请输入手机号码"
          maxLength={11}
          value={value.phone}
          onChange={(phone) => onChange({ phone: phone.replace(/\D/g, '') })}
        />
      </Row>
      <Row label="游戏区服" required>
        <div role="radiogroup" aria-label="游戏区服">
          <Selector
            className={styles.selector}
            options={REGION_OPTIONS}
            value={value.gameRegion ? [value.gameRegion] : []}
            onChange={(selected) => onChange({ gameRegion: selected[0] ?? '' })}
          />
        </div>
      </Row>
      <Row label="购买数量">
        <Stepper
          aria-label="购买数量"
          min={ORDER_QUANTITY.min}
          max={ORDER_QUANTITY.max}
          digits={0}
          value={value.quantity}
          onChange={(quantity) => onChange({ quantity: quantity ?? ORDER_QUANTITY.min })}
        />
      </Row>
      <div className={styles.remarks}>
        <label className={styles.label} htmlFor="order-remarks">
          备注
        </label>
        <TextArea
          id="order-remarks"
          placeholder="选填，如上号时间、特殊要求"
          maxLength={200}
          rows={2}
          autoSize={{ minRows: 2, maxRows: 4 }}
          value={value.remarks}
          onChange={(remarks) => onChange({ remarks })}
        />
      </div>
    </section>
  )
}
