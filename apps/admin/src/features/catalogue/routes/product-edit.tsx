import { ArrowLeftOutlined } from '@ant-design/icons'
import { App, Button, Card, Flex, Result, Skeleton, Typography } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useBlocker, useLocation, useNavigate, useParams } from 'react-router'
import { ApiError } from '@/lib/api-client.ts'
import { useProduct } from '../api/get-product.ts'
import { useSaveProduct } from '../api/save-product.ts'
import { ProductEditor } from '../components/product-editor.tsx'

function productIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null
}

/** Where "back" goes: the product table with the filters staff came from. */
function listPath(state: unknown): string {
  const search = (state as { search?: unknown } | null)?.search
  return typeof search === 'string' && search.startsWith('?') ? `/products${search}` : '/products'
}

/** Asks before leaving an editor with changes that were not saved. */
function useLeaveGuard(dirty: boolean) {
  const { modal } = App.useApp()
  // Set just before leaving on purpose (after a save), when the next render would come too late.
  const leaving = useRef(false)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    modal.confirm({
      title: '放弃未保存的修改？',
      content: '离开后本次修改将不会保存。',
      okText: '离开',
      okButtonProps: { danger: true },
      cancelText: '继续编辑',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    })
  }, [blocker, modal])
  return () => {
    leaving.current = true
  }
}

export function ProductEditRoute() {
  const { productId: param } = useParams()
  const creating = param === 'new'
  const productId = creating ? null : productIdOf(param)
  const product = useProduct(productId)
  const save = useSaveProduct()
  const navigate = useNavigate()
  const location = useLocation()
  const { message } = App.useApp()
  const [dirty, setDirty] = useState(false)
  const back = listPath(location.state)
  const allowLeaving = useLeaveGuard(dirty)

  const title = creating ? '新建商品' : '编辑商品'
  const header = (
    <Flex align="center" gap={12} style={{ marginBottom: 24 }}>
      <Button
        type="text"
        icon={<ArrowLeftOutlined />}
        aria-label="返回商品列表"
        onClick={() => navigate(back)}
      />
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {product.data && (
        <Typography.Text type="secondary">
          ID {product.data.id} · {product.data.gameName}
        </Typography.Text>
      )}
    </Flex>
  )

  if (!creating && (productId === null || product.isError)) {
    const reason = product.error instanceof ApiError ? product.error.message : '商品不存在或已删除'
    return (
      <>
        {header}
        <Card>
          <Result
            status="warning"
            title="无法打开该商品"
            subTitle={reason}
            extra={
              <Button type="primary" onClick={() => navigate(back)}>
                返回商品列表
              </Button>
            }
          />
        </Card>
      </>
    )
  }

  if (!creating && !product.data) {
    return (
      <>
        {header}
        <Card>
          <Skeleton active paragraph={{ rows: 10 }} />
        </Card>
      </>
    )
  }

  return (
    <>
      {header}
      <ProductEditor
        key={product.data?.id ?? 'new'}
        product={product.data}
        saving={save.isPending}
        onDirty={() => setDirty(true)}
        onCancel={() => navigate(back)}
        onSubmit={(body) =>
          save.mutate(
            { id: productId ?? undefined, body },
            {
              onSuccess: () => {
                message.success(creating ? '商品已创建' : '商品已保存')
                allowLeaving()
                navigate(back)
              },
            },
          )
        }
      />
    </>
  )
}
