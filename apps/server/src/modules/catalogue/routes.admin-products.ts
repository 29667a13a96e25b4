import {
  adminIdParams,
  adminProduct,
  adminProductListQuery,
  adminProductPage,
  PRODUCT_ON_SALE,
  productBody,
  productStatusBody,
} from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import * as products from './product-admin.ts'

const tags = ['admin-catalogue']

/** Products as staff manage them: prices in cents, lottery prizes in ten-thousandths. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'Products, a page at a time, by game, status and a keyword in the title',
        querystring: adminProductListQuery,
        response: { 200: envelopeOf(adminProductPage) },
      },
    },
    async (request) => ok(await products.listProducts(db, request.query)),
  )

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'One product with every field the editor shows',
        params: adminIdParams,
        response: { 200: envelopeOf(adminProduct) },
      },
    },
    async (request) => ok(await products.getProduct(db, request.params.id)),
  )

  app.post(
    '/products',
    {
      schema: {
        tags,
        summary: 'Create a product (description HTML is sanitised when saved)',
        body: productBody,
        response: { 200: envelopeOf(adminProduct) },
      },
    },
    async (request) => ok(await products.createProduct(db, request.staff!.id, request.body), '商品已创建'),
  )

  app.put(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Update a product',
        params: adminIdParams,
        body: productBody,
        response: { 200: envelopeOf(adminProduct) },
      },
    },
    async (request) =>
      ok(await products.updateProduct(db, request.staff!.id, request.params.id, request.body), '商品已保存'),
  )

  app.put(
    '/products/:id/status',
    {
      schema: {
        tags,
        summary: "Put a product on sale ('0') or mark it sold out ('1')",
        params: adminIdParams,
        body: productStatusBody,
        response: { 200: envelopeOf(adminProduct) },
      },
    },
    async (request) => {
      const { status } = request.body
      const product = await products.setProductStatus(db, request.staff!.id, request.params.id, status)
      return ok(product, status === PRODUCT_ON_SALE ? '商品已上架' : '商品已标记为售罄')
    },
  )

  app.delete(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product (kept for its orders, gone from the shop and the console)',
        params: adminIdParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await products.deleteProduct(db, request.staff!.id, request.params.id)
      return ok(null, '商品已删除')
    },
  )
}
