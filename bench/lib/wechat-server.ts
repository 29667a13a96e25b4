// WeChat Pay's servers for the API bench: the product's own WeChat Pay simulator (every request's
// merchant signature checked, every answer signed, as api.mch.weixin.qq.com does) in a process of its
// own, on the same database as the product it answers, so its keys are the ones the product trusts.
// In production WeChat signs on WeChat's machines: run here inside the product, its RSA signing was
// charged to the product's core and set payOrder's latency (and its bare baseline's) by itself.
//   PORT, DATABASE_URL   where it listens and the bench's database
/// <reference path="../../apps/server/src/types.d.ts" />
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { loadConfig } from '../../apps/server/src/config.ts'
import { openPostgres } from '../../apps/server/src/db/connect.ts'
import { wechatPaySimulatorRoutes } from '../../apps/server/src/modules/wechat-sim/pay-routes.ts'
import { HOST } from './env.ts'

const port = Number(process.env.PORT)
const databaseUrl = process.env.DATABASE_URL!
const config = loadConfig({ HOST, PORT: String(port), NODE_ENV: 'development', DATABASE_URL: databaseUrl })
const database = await openPostgres(databaseUrl)
const app = Fastify({ logger: { level: 'warn' } }).withTypeProvider<ZodTypeProvider>()
app.setValidatorCompiler(validatorCompiler)
app.setSerializerCompiler(serializerCompiler)
app.decorate('config', config)
app.decorate('database', database)
app.get('/ready', async () => ({ ready: true }))
await app.register(wechatPaySimulatorRoutes, { prefix: '/__wechat' })
app.addHook('onClose', () => database.close())
await app.listen({ port, host: HOST })

process.once('SIGTERM', () => void app.close().finally(() => process.exit(0)))
