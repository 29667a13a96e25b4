import {
  adminBanner,
  adminGame,
  adminIdParams,
  adminUserLevel,
  bannerBody,
  gameBody,
  h5Config,
  h5ConfigBody,
  systemConfig,
  systemConfigBody,
  userLevelBody,
  userLevelPreview,
  userLevelPreviewBody,
} from '@dianjing/shared'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import * as files from '../files/service.ts'
import { requireStaff } from '../staff/guard.ts'
import * as catalogue from './admin.ts'
import { productRoutes } from './routes.admin-products.ts'

const tags = ['admin-catalogue']

/**
 * The catalogue and content as staff edit them, under /boot/admin: games, products, banners, the
 * system and h5 config, customer levels and image uploads. Operators (and the owner) only, but the
 * list of games, which every role's order filter needs.
 */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  // Every role that opens 订单 filters it by game, so every role reads the list; only operators edit.
  app.get(
    '/games',
    {
      onRequest: requireStaff('operator', 'finance', 'support'),
      schema: {
        tags,
        summary: 'Every game with its product count',
        response: { 200: envelopeOf(z.array(adminGame)) },
      },
    },
    async () => ok(await catalogue.listGames(db)),
  )

  await app.register(editingRoutes)
}

/** What operators (and the owner) change, and read to change it. */
const editingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  // Checked on arrival, before the body is parsed: a caller without the role learns nothing from it.
  app.addHook('onRequest', requireStaff('operator'))
  app.post(
    '/games',
    { schema: { tags, summary: 'Create a game', body: gameBody, response: { 200: envelopeOf(adminGame) } } },
    async (request) => ok(await catalogue.createGame(db, request.staff!.id, request.body), '游戏分类已创建'),
  )
  app.put(
    '/games/:id',
    {
      schema: {
        tags,
        summary: 'Update a game',
        params: adminIdParams,
        body: gameBody,
        response: { 200: envelopeOf(adminGame) },
      },
    },
    async (request) =>
      ok(
        await catalogue.updateGame(db, request.staff!.id, request.params.id, request.body),
        '游戏分类已保存',
      ),
  )

  await app.register(productRoutes)

  app.get(
    '/banners',
    { schema: { tags, summary: 'Every banner', response: { 200: envelopeOf(z.array(adminBanner)) } } },
    async () => ok(await catalogue.listBanners(db)),
  )
  app.post(
    '/banners',
    {
      schema: {
        tags,
        summary: 'Create a banner',
        body: bannerBody,
        response: { 200: envelopeOf(adminBanner) },
      },
    },
    async (request) => ok(await catalogue.createBanner(db, request.staff!.id, request.body), '轮播图已创建'),
  )
  app.put(
    '/banners/:id',
    {
      schema: {
        tags,
        summary: 'Update a banner',
        params: adminIdParams,
        body: bannerBody,
        response: { 200: envelopeOf(adminBanner) },
      },
    },
    async (request) =>
      ok(
        await catalogue.updateBanner(db, request.staff!.id, request.params.id, request.body),
        '轮播图已保存',
      ),
  )
  app.delete(
    '/banners/:id',
    {
      schema: {
        tags,
        summary: 'Delete a banner',
        params: adminIdParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await catalogue.deleteBanner(db, request.staff!.id, request.params.id)
      return ok(null, '轮播图已删除')
    },
  )

  app.get(
    '/config/system',
    { schema: { tags, summary: 'The system config', response: { 200: envelopeOf(systemConfig) } } },
    async () => ok(await catalogue.getSystemConfig(db)),
  )
  app.put(
    '/config/system',
    {
      schema: {
        tags,
        summary: 'Save the system config (HTML sanitised when saved)',
        body: systemConfigBody,
        response: { 200: envelopeOf(systemConfig) },
      },
    },
    async (request) =>
      ok(await catalogue.saveSystemConfig(db, request.staff!.id, request.body), '系统配置已保存'),
  )
  app.get(
    '/config/h5',
    {
      schema: {
        tags,
        summary: 'The h5 config (worker announcement)',
        response: { 200: envelopeOf(h5Config) },
      },
    },
    async () => ok(await catalogue.getH5Config(db)),
  )
  app.put(
    '/config/h5',
    {
      schema: {
        tags,
        summary: 'Save the h5 config (HTML sanitised when saved)',
        body: h5ConfigBody,
        response: { 200: envelopeOf(h5Config) },
      },
    },
    async (request) => ok(await catalogue.saveH5Config(db, request.staff!.id, request.body), 'H5配置已保存'),
  )

  app.get(
    '/user-levels',
    {
      schema: {
        tags,
        summary: 'Customer levels by max points',
        response: { 200: envelopeOf(z.array(adminUserLevel)) },
      },
    },
    async () => ok(await catalogue.listLevels(db)),
  )
  app.post(
    '/user-levels/preview',
    {
      schema: {
        tags,
        summary: 'Check a level change as a whole and count the customers it would move; saves nothing',
        body: userLevelPreviewBody,
        response: { 200: envelopeOf(userLevelPreview) },
      },
    },
    async (request) => ok(await catalogue.previewLevels(db, request.body)),
  )
  app.post(
    '/user-levels',
    {
      schema: {
        tags,
        summary: 'Create a customer level',
        body: userLevelBody,
        response: { 200: envelopeOf(adminUserLevel) },
      },
    },
    async (request) => ok(await catalogue.createLevel(db, request.staff!.id, request.body), '会员等级已创建'),
  )
  app.put(
    '/user-levels/:id',
    {
      schema: {
        tags,
        summary: 'Update a customer level',
        params: adminIdParams,
        body: userLevelBody,
        response: { 200: envelopeOf(adminUserLevel) },
      },
    },
    async (request) =>
      ok(
        await catalogue.updateLevel(db, request.staff!.id, request.params.id, request.body),
        '会员等级已保存',
      ),
  )
  app.delete(
    '/user-levels/:id',
    {
      schema: {
        tags,
        summary: 'Delete a customer level (one must remain)',
        params: adminIdParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await catalogue.deleteLevel(db, request.staff!.id, request.params.id)
      return ok(null, '会员等级已删除')
    },
  )

  // A scope of its own, so that only this route pays for reading multipart bodies.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>()
    await files.acceptUploads(uploads)
    uploads.post(
      '/files/upload',
      {
        schema: {
          tags,
          summary: 'Upload an image for the catalogue (multipart field `file`, ≤5 MB); answers its path',
          consumes: ['multipart/form-data'],
          response: { 200: envelopeOf(z.string()) },
        },
      },
      async (request) => {
        const content = await files.readImagePart(request, 'file')
        return ok(await files.saveImage(db, app.config, null, content), '上传成功')
      },
    )
  })
}
