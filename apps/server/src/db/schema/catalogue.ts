import { DEFAULT_SALES_VOLUME, ProductKind } from '@dianjing/shared'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'

export const games = pgTable('games', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 32 }).notNull(),
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    /** The group heading the product is listed under on the home page. */
    type: varchar('type', { length: 32 }).notNull(),
    title: varchar('title', { length: 80 }).notNull(),
    briefIntroduction: varchar('brief_introduction', { length: 200 }).notNull().default(''),
    /** Sanitised HTML: cleaned when saved and again when shown. */
    description: text('description').notNull().default(''),
    productCover: text('product_cover').notNull(),
    imgAddressList: jsonb('img_address_list').$type<string[]>().notNull().default([]),
    preferentialPrice: bigint('preferential_price', { mode: 'number' }).notNull(),
    originalPrice: bigint('original_price', { mode: 'number' }).notNull(),
    /** Shown sales = base + paid orders (docs/domain.md). */
    salesBase: integer('sales_base').notNull().default(DEFAULT_SALES_VOLUME),
    salesCount: integer('sales_count').notNull().default(0),
    /** '0' on sale, anything else sold out (spec §3). */
    status: varchar('status', { length: 1 }).notNull().default('0'),
    sort: integer('sort').notNull().default(0),
    /** ProductKind: normal, or lottery (buying one gives draws on the product's prize wheel). */
    kind: varchar('kind', { length: 16 })
      .$type<(typeof ProductKind)[keyof typeof ProductKind]>()
      .notNull()
      .default(ProductKind.normal),
    /**
     * A lottery product's prizes; probabilities are integers in ten-thousandths adding up to exactly
     * 10000 (checked when saved). Null on a normal product. Never part of the public catalogue.
     */
    lotteryPrizes: jsonb('lottery_prizes').$type<{ name: string; probability: number }[]>(),
    /** Draws each unit bought gives; null on a normal product. */
    lotteryDrawsPerUnit: integer('lottery_draws_per_unit'),
    /** The order form asks for the customer's game login, kept encrypted (issue 23, decision 025). */
    needsGameLogin: boolean('needs_game_login').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_game_idx').on(t.gameId, t.sort),
    check('products_prices_not_negative', sql`${t.preferentialPrice} >= 0 and ${t.originalPrice} >= 0`),
    check('products_kind_known', sql`${t.kind} in ('normal', 'lottery')`),
    // A lottery product carries its prizes and draws; a normal one carries neither.
    check(
      'products_lottery_fields',
      sql`(${t.kind} = 'lottery') = (${t.lotteryPrizes} is not null and ${t.lotteryDrawsPerUnit} is not null)`,
    ),
    check(
      'products_lottery_draws_positive',
      sql`${t.lotteryDrawsPerUnit} is null or ${t.lotteryDrawsPerUnit} >= 1`,
    ),
  ],
)

/**
 * The home carousel. An enabled banner shows from `startsAt` until `endsAt`, each optional (staff pick
 * them in Shanghai time; they are stored as instants).
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 64 }).notNull().default(''),
    image: text('image').notNull(),
    link: text('link'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('banners_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`)],
)

/** Keyed JSON documents: 'system' (spec §3 system config) and 'h5' (worker announcement). */
export const systemConfig = pgTable('system_config', {
  key: varchar('key', { length: 32 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
