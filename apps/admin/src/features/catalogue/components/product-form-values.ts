import {
  type AdminProduct,
  formatCents,
  type ProductBodyInput,
  percentToProbability,
  probabilityToPercent,
  yuanToCents,
} from '@dianjing/shared'

/** The editor's fields: prices typed in yuan and probabilities in percent, as staff think of them. */
export interface ProductFormValues {
  gameId?: number
  type: string
  title: string
  briefIntroduction: string
  description: string
  productCover: string
  imgAddressList: string[]
  preferentialYuan: string
  originalYuan: string
  salesBase: number
  onSale: boolean
  sort: number
  kind: 'normal' | 'lottery'
  lotteryPrizes: { name: string; percent: string }[]
  lotteryDrawsPerUnit: number
  /** The order form asks for the customer's game account and password (issue 23). */
  needsGameLogin: boolean
}

const EMPTY_PRIZES = [
  { name: '', percent: '' },
  { name: '', percent: '' },
]

export const NEW_PRODUCT_VALUES: ProductFormValues = {
  type: '',
  title: '',
  briefIntroduction: '',
  description: '',
  productCover: '',
  imgAddressList: [],
  preferentialYuan: '',
  originalYuan: '',
  salesBase: 100,
  onSale: true,
  sort: 0,
  kind: 'normal',
  lotteryPrizes: EMPTY_PRIZES,
  lotteryDrawsPerUnit: 1,
  needsGameLogin: false,
}

export function toFormValues(product: AdminProduct): ProductFormValues {
  return {
    gameId: product.gameId,
    type: product.type,
    title: product.title,
    briefIntroduction: product.briefIntroduction,
    description: product.description,
    productCover: product.productCover,
    imgAddressList: product.imgAddressList,
    preferentialYuan: formatCents(product.preferentialPrice),
    originalYuan: formatCents(product.originalPrice),
    salesBase: product.salesBase,
    onSale: product.status === '0',
    sort: product.sort,
    kind: product.kind,
    lotteryPrizes:
      product.lotteryPrizes?.map((prize) => ({
        name: prize.name,
        percent: probabilityToPercent(prize.probability),
      })) ?? EMPTY_PRIZES,
    lotteryDrawsPerUnit: product.lotteryDrawsPerUnit ?? 1,
    needsGameLogin: product.needsGameLogin,
  }
}

/** Sum of the typed percentages in ten-thousandths, or null while any of them is not a valid number. */
export function probabilityTotal(prizes: { percent?: string }[] | undefined): number | null {
  let total = 0
  for (const prize of prizes ?? []) {
    const value = percentToProbability(prize?.percent ?? '')
    if (value === null) return null
    total += value
  }
  return total
}

/**
 * The body the server takes. The form has validated every field, so a price that will not parse here
 * cannot happen; it would still be caught by the server's schema.
 */
export function toBody(values: ProductFormValues): ProductBodyInput {
  const lottery = values.kind === 'lottery'
  return {
    gameId: values.gameId!,
    type: values.type,
    title: values.title,
    briefIntroduction: values.briefIntroduction ?? '',
    description: values.description ?? '',
    productCover: values.productCover,
    imgAddressList: values.imgAddressList ?? [],
    preferentialPrice: yuanToCents(values.preferentialYuan.trim()) ?? Number.NaN,
    originalPrice: yuanToCents(values.originalYuan.trim()) ?? Number.NaN,
    salesBase: values.salesBase,
    status: values.onSale ? '0' : '1',
    sort: values.sort,
    kind: values.kind,
    lotteryPrizes: lottery
      ? values.lotteryPrizes.map((prize) => ({
          name: prize.name.trim(),
          probability: percentToProbability(prize.percent) ?? Number.NaN,
        }))
      : null,
    lotteryDrawsPerUnit: lottery ? values.lotteryDrawsPerUnit : null,
    needsGameLogin: values.needsGameLogin,
  }
}
