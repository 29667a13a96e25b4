import type { StaffProfile } from '@dianjing/shared'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import type { WechatPayClient } from './lib/wechat/pay.ts'
import type { UserRow } from './modules/account/repo.ts'
import type { SessionCache } from './modules/account/session-cache.ts'
import type { CatalogueReader } from './modules/catalogue/service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: Database
    /** Customers' sessions kept in memory (decision 009). */
    sessions: SessionCache
    /** The public catalogue as cached answers (decision 009). */
    catalogue: CatalogueReader
    /** The WeChat Pay client, its keys loaded on first use. */
    wechatPay: () => Promise<WechatPayClient>
  }
  interface FastifyRequest {
    /** Set by the staff guard on /boot/admin routes. */
    staff: StaffProfile | null
    /** Set by the customer guard (requireUser). */
    user: UserRow | null
  }
}
