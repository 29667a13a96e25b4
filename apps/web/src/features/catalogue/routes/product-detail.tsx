import { PRODUCT_ON_SALE, type ProductDetails } from '@dianjing/shared'
import { Button, Skeleton } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { DeferredRichHtml } from '@/components/deferred-rich-html.tsx'
import { EmptyState } from '@/components/empty-state.tsx'
import { LoadError } from '@/components/load-error.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { Price } from '@/components/price.tsx'
import { isBusinessError } from '@/lib/request.ts'
import { parseProductId, useProductDetails } from '../api/get-product-details.ts'
import { ProductBuyBar } from '../components/product-buy-bar.tsx'
import { ProductGallery } from '../components/product-gallery.tsx'
import styles from './product-detail.module.css'

const TITLE = '商品详情'

function ProductDetailSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="商品加载中">
      <Skeleton animated className={styles.gallerySkeleton} />
      <section className={styles.card}>
        <Skeleton.Title animated className={styles.priceSkeleton} />
        <Skeleton.Paragraph lineCount={3} animated />
      </section>
      <section className={styles.card}>
        <Skeleton.Paragraph lineCount={5} animated />
      </section>
    </div>
  )
}

function ProductView({ product }: { product: ProductDetails }) {
  const soldOut = product.status !== PRODUCT_ON_SALE
  return (
    <>
      <ProductGallery images={product.imgAddressList} cover={product.productCover} title={product.title} />
      <section className={`${styles.card} ${soldOut ? styles.soldOut : ''}`}>
        <div className={styles.priceRow}>
          <Price size="lg" cents={product.preferentialPrice} originalCents={product.originalPrice} />
          <span className={styles.sales}>已售 {product.salesVolume}</span>
        </div>
        <h1 className={styles.title}>
          {soldOut && <span className={styles.soldOutTag}>已售罄</span>}
          {product.title}
        </h1>
        {product.briefIntroduction && <p className={styles.brief}>{product.briefIntroduction}</p>}
      </section>
      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>服务详情</h2>
        {product.description.trim() ? (
          <DeferredRichHtml html={product.description} />
        ) : (
          <p className={styles.noDescription}>暂无详细介绍，可联系客服了解</p>
        )}
      </section>
      <ProductBuyBar productId={product.id} soldOut={soldOut} />
    </>
  )
}

export function ProductDetailRoute() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const productId = parseProductId(searchParams.get('productId'))
  const product = useProductDetails(productId)

  const goHome = (
    <Button color="primary" fill="outline" size="small" onClick={() => navigate('/home', { replace: true })}>
      去首页看看
    </Button>
  )

  let content: ReactNode
  if (productId === null) {
    content = (
      <EmptyState page title="商品不存在" description="链接可能有误或已失效">
        {goHome}
      </EmptyState>
    )
  } else if (product.isPending) {
    content = <ProductDetailSkeleton />
  } else if (isBusinessError(product.error)) {
    // The server answered (taken down, deleted): retrying will not help, another product might.
    content = (
      <EmptyState page title="商品信息获取失败" description={product.error.message}>
        {goHome}
      </EmptyState>
    )
  } else if (product.isError) {
    content = (
      <LoadError
        title="商品信息获取失败"
        error={product.error}
        onRetry={() => product.refetch()}
        retrying={product.isFetching}
      />
    )
  } else {
    content = <ProductView product={product.data} />
  }

  return (
    <div className={styles.page}>
      <PageNavBar title={TITLE} />
      {content}
    </div>
  )
}
