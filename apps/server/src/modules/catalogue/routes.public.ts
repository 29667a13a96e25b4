import { productDetailsQuery, productListQuery } from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendSerialised } from '../../lib/envelope.ts'
import { catalogueAnswers as answers } from './service.ts'

const tags = ['catalogue']

/** Public catalogue calls of spec §7, under /boot/v1/dEsports/public. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue } = app

  app.get(
    '/swiperList',
    { schema: { tags, summary: 'Home carousel banners', response: { 200: answers.banners } } },
    async (request, reply) => sendSerialised(request, reply, await catalogue.banners()),
  )

  app.get(
    '/gameList',
    { schema: { tags, summary: 'Game types', response: { 200: answers.games } } },
    async (request, reply) => sendSerialised(request, reply, await catalogue.games()),
  )

  app.get(
    '/productList',
    {
      schema: {
        tags,
        summary: 'Products, of one game when gameId is given',
        querystring: productListQuery,
        response: { 200: answers.products },
      },
    },
    async (request, reply) => sendSerialised(request, reply, await catalogue.products(request.query.gameId)),
  )

  app.get(
    '/productDetails',
    {
      schema: {
        tags,
        summary: 'One product with its description and images',
        querystring: productDetailsQuery,
        response: { 200: answers.productDetails },
      },
    },
    async (request, reply) =>
      sendSerialised(request, reply, await catalogue.productDetails(request.query.productId)),
  )

  app.get(
    '/systemConfig',
    {
      schema: {
        tags,
        summary:
          'System config as JSON text: platformNotification, complaintImage, assessmentImage, homeNotice, orderNotice',
        response: { 200: answers.configText },
      },
    },
    async (request, reply) => sendSerialised(request, reply, await catalogue.systemConfig()),
  )

  app.get(
    '/wxH5Config',
    {
      schema: {
        tags,
        summary: 'Worker announcement as JSON text',
        response: { 200: answers.configText },
      },
    },
    async (request, reply) => sendSerialised(request, reply, await catalogue.h5Config()),
  )
}
