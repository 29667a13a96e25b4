import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify'
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import { clock } from './lib/clock.ts'
import { lazyRequestLogger, logsEveryRequest } from './lib/request-logger.ts'
import { createSerializerCompiler } from './lib/serializer.ts'
import { loadPayKeys } from './lib/wechat/keys.ts'
import { WechatPayClient } from './lib/wechat/pay.ts'
import { adminUserRoutes } from './modules/account/routes.admin.ts'
import { accountRoutes } from './modules/account/routes.customer.ts'
import { SessionCache } from './modules/account/session-cache.ts'
import { alipaySimulatorRoutes } from './modules/alipay-sim/routes.ts'
import { adminCatalogueRoutes } from './modules/catalogue/routes.admin.ts'
import { catalogueRoutes } from './modules/catalogue/routes.public.ts'
import { catalogueReader } from './modules/catalogue/service.ts'
import { adminChatRoutes, orderChatRoutes } from './modules/chat/routes.ts'
import { fileRoutes } from './modules/files/routes.ts'
import { uploadsDir } from './modules/files/service.ts'
import { gameLoginRoutes } from './modules/game-logins/routes.ts'
import { healthRoutes } from './modules/health/routes.ts'
import { createMetrics } from './modules/metrics/metrics.ts'
import { registerMetrics } from './modules/metrics/routes.ts'
import { adminNotificationRoutes, notificationRoutes } from './modules/notifications/routes.ts'
import { paidEffectsSettled } from './modules/orders/checkout/after-paid.ts'
import { orderPayments } from './modules/orders/checkout/payment-purpose.ts'
import { customerOrderRoutes } from './modules/orders/checkout/routes.customer.ts'
import { adminOrderRoutes } from './modules/orders/console/routes.admin.ts'
import { adminArbitrationRoutes, orderDisputeRoutes } from './modules/orders/disputes/routes.dispute.ts'
import { workerOrderRoutes } from './modules/orders/hall/routes.worker.ts'
import { registerBalanceMethod, registerPaymentPurpose } from './modules/payments/purposes.ts'
import { paymentNotificationRoutes } from './modules/payments/routes.ts'
import { playerRoutes } from './modules/players/routes.ts'
import { adminQueueSettingsRoutes } from './modules/queues/routes.admin.ts'
import { adminRankingRoutes, rankingRoutes } from './modules/rankings/routes.ts'
import { adminReportRoutes } from './modules/reports/routes.admin.ts'
import { smsSimulatorRoutes } from './modules/sms-sim/routes.ts'
import { adminStaffRoutes } from './modules/staff/routes.admin.ts'
import { adminAuthRoutes } from './modules/staff/routes.auth.ts'
import { balanceMethod, topUpPayments } from './modules/wallet/balance.ts'
import { wechatPaySimulatorRoutes } from './modules/wechat-sim/pay-routes.ts'
import { wechatSimulatorRoutes } from './modules/wechat-sim/routes.ts'
import { depositPayments, membershipPayments } from './modules/worker/payment-effects.ts'
import { adminWorkerRoutes } from './modules/worker/routes.admin.ts'
import { applicationRoutes, workerRoutes } from './modules/worker/routes.worker.ts'
import { registerControlCharacterGuard } from './plugins/control-characters.ts'
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.ts'
import { registerSecurityHeaders } from './plugins/security-headers.ts'
import { registerStaticApps, type StaticDirs } from './plugins/static-apps.ts'

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

export function defaultStaticDirs(config: Config): StaticDirs {
  return {
    webDist: path.join(REPO_ROOT, 'apps/web/dist'),
    adminDist: path.join(REPO_ROOT, 'apps/admin/dist'),
    uploads: uploadsDir(config),
    seedAssets: path.join(REPO_ROOT, 'apps/server/assets/seed'),
  }
}

/**
 * A request as the log records it: credentials carried in a query string (a signed openId handle, a
 * WeChat OAuth code) are replaced, so log files hold no sign-in material.
 */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(/([?&](?:openId|code)=)[^&#]*/gi, '$1[redacted]'),
    remoteAddress: request.ip,
  }
}

/**
 * Customers' game logins (decision 025) wherever a log line could carry a request body or a reveal's
 * answer: payOrder's fields, the update's and the reveal's. Request bodies are not logged today; this
 * keeps it so if one ever is (an error with its request, a debugging line).
 */
export const REDACTED_LOG_PATHS = [
  'loginAccount',
  'loginPassword',
  'loginNote',
  'password',
  'account',
  'note',
].flatMap((field) => [`body.${field}`, `*.body.${field}`, `*.${field}`])

/** Who owns each purpose of a payment, and how the balance pays (decision 014): payments imports none of them. */
function registerPaymentOwners(): void {
  registerPaymentPurpose('order', orderPayments)
  registerPaymentPurpose('balance', topUpPayments)
  registerPaymentPurpose('deposit', depositPayments)
  registerPaymentPurpose('membership', membershipPayments)
  registerBalanceMethod(balanceMethod)
}

export interface BuildAppOptions {
  config: Config
  database: Database
  staticDirs?: StaticDirs
  logger?: FastifyServerOptions['logger']
  /** Where the default logger writes (standard output when not given). */
  logStream?: { write(line: string): void }
}

/** The whole server as one Fastify instance: plugins, the /boot API, the two front ends. */
export async function buildApp({ config, database, staticDirs, logger, logStream }: BuildAppOptions) {
  registerPaymentOwners()
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      serializers: { req: loggedRequest },
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: (request) => {
      const given = request.headers['x-request-id']
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID()
    },
    // Above info, no request logs its arrival or answer: nothing to build per request until one does.
    logController: new LogController({ disableRequestLogging: !logsEveryRequest(config.logLevel) }),
    childLoggerFactory: lazyRequestLogger,
    // X-Forwarded-For names the client only when a configured proxy sent the request (TRUST_PROXY).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(createSerializerCompiler({ verify: config.env === 'test' }))
  app.decorate('config', config)
  app.decorate('database', database)
  const sessions = new SessionCache(database.changes)
  app.decorate('sessions', sessions)
  const catalogue = catalogueReader(database)
  app.decorate('catalogue', catalogue)
  app.addHook('onClose', async () => {
    sessions.close()
    catalogue.close()
    // Paid orders whose notices and counters are under way get them before the database closes.
    await paidEffectsSettled(database.db)
  })
  let payClient: Promise<WechatPayClient> | undefined
  app.decorate('wechatPay', () => {
    payClient ??= loadPayKeys(config, database.db).then(
      // The clock tests move: certificate refreshes and signature windows follow it.
      (keys) => new WechatPayClient(config.wechat.payBaseUrl, keys, () => clock.now().getTime()),
    )
    payClient.catch(() => {
      payClient = undefined
    })
    return payClient
  })
  app.decorateRequest('staff', null)
  app.decorateRequest('user', null)
  registerErrorHandler(app)
  registerControlCharacterGuard(app)
  registerSecurityHeaders(app)
  const metrics = createMetrics(database, app.log)
  app.decorate('metrics', metrics)
  registerMetrics(app, metrics)

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: '电竞陪练 API',
        description: 'The /boot contract: every response is { code, msg, data }; money is integer cents.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(fastifySwaggerUi, { routePrefix: '/boot/docs' })

  await app.register(healthRoutes, { prefix: '/boot' })
  await app.register(catalogueRoutes, { prefix: '/boot/v1/dEsports/public' })
  await app.register(playerRoutes, { prefix: '/boot/v1/dEsports/public' })
  await app.register(accountRoutes, { prefix: '/boot' })
  await app.register(fileRoutes, { prefix: '/boot' })
  await app.register(customerOrderRoutes, { prefix: '/boot' })
  await app.register(workerOrderRoutes, { prefix: '/boot' })
  await app.register(gameLoginRoutes, { prefix: '/boot/v1/dEsports/gameLogin' })
  await app.register(rankingRoutes, { prefix: '/boot' })
  await app.register(paymentNotificationRoutes, { prefix: '/boot/wxPay' })
  await app.register(workerRoutes, { prefix: '/boot/v1/dEsports/worker' })
  await app.register(applicationRoutes, { prefix: '/boot' })
  if (config.simulators.wechat) {
    await app.register(wechatSimulatorRoutes, { prefix: '/__wechat' })
    await app.register(wechatPaySimulatorRoutes, { prefix: '/__wechat' })
  }
  if (config.simulators.sms) await app.register(smsSimulatorRoutes, { prefix: '/__sms' })
  if (config.simulators.alipay) await app.register(alipaySimulatorRoutes, { prefix: '/__alipay' })
  await app.register(adminAuthRoutes, { prefix: '/boot/admin/auth' })
  await app.register(adminCatalogueRoutes, { prefix: '/boot/admin' })
  await app.register(adminWorkerRoutes, { prefix: '/boot/admin' })
  await app.register(adminOrderRoutes, { prefix: '/boot/admin' })
  await app.register(adminStaffRoutes, { prefix: '/boot/admin' })
  await app.register(adminUserRoutes, { prefix: '/boot/admin' })
  await app.register(adminRankingRoutes, { prefix: '/boot/admin' })
  await app.register(adminReportRoutes, { prefix: '/boot/admin' })
  await app.register(adminQueueSettingsRoutes, { prefix: '/boot/admin/queue-settings' })
  await app.register(orderChatRoutes, { prefix: '/boot/v1/dEsports/orderChat' })
  await app.register(orderDisputeRoutes, { prefix: '/boot/v1/dEsports/orderDispute' })
  await app.register(adminArbitrationRoutes, { prefix: '/boot/admin/arbitrations' })
  await app.register(adminChatRoutes, { prefix: '/boot/admin' })
  await app.register(notificationRoutes, { prefix: '/boot/v1/dEsports/notifications' })
  await app.register(adminNotificationRoutes, { prefix: '/boot/admin/wechat-templates' })

  await registerStaticApps(app, staticDirs ?? defaultStaticDirs(config))
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
