import {
  banner,
  game,
  productCard,
  productDetails,
  productDetailsQuery,
  productListQuery,
} from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { catalogueReader } from './service.ts'

const tags = ['catalogue']

/** Public catalogue calls of spec §7, under /boot/v1/dEsports/public. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = catalogueReader(app.database.db)

  app.get(
    '/swiperList',
    { schema: { tags, summary: 'Home carousel banners', response: { 200: envelopeOf(z.array(banner)) } } },
    async () => ok(await catalogue.banners()),
  )

  app.get(
    '/gameList',
    { schema: { tags, summary: 'Game types', response: { 200: envelopeOf(z.array(game)) } } },
    async () => ok(await catalogue.games()),
  )

  app.get(
    '/productList',
    {
      schema: {
        tags,
        summary: 'Products, of one game when gameId is given',
        querystring: productListQuery,
        response: { 200: envelopeOf(z.array(productCard)) },
      },
    },
    async (request) => ok(await catalogue.products(request.query.gameId)),
  )

  app.get(
    '/productDetails',
    {
      schema: {
        tags,
        summary: 'One product with its description and images',
        querystring: productDetailsQuery,
        response: { 200: envelopeOf(productDetails) },
      },
    },
    async (request) => ok(await catalogue.productDetails(request.query.productId)),
  )

  app.get(
    '/systemConfig',
    {
      schema: {
        tags,
        summary:
          'System config as JSON text: platformNotification, complaintImage, assessmentImage, homeNotice, orderNotice',
        response: { 200: envelopeOf(z.string()) },
      },
    },
    async () => ok(await catalogue.systemConfigText()),
  )

  app.get(
    '/wxH5Config',
    {
      schema: {
        tags,
        summary: 'Worker announcement as JSON text',
        response: { 200: envelopeOf(z.string()) },
      },
    },
    async () => ok(await catalogue.h5ConfigText()),
  )
}
