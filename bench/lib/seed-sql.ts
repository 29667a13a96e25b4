import { FULL_MONEY, type MoneyScale, SMOKE_MONEY } from './seed-money.ts'

/** How much to seed: the realistic size, or a tiny one for the CI smoke. */
export interface Scale {
  customers: number
  workers: number
  /** Products in total, the demo catalogue's included. */
  products: number
  orders: number
  /** Bearer tokens are `<tokenSalt>.<userId>`; the database stores their SHA-256 like the server does. */
  tokenSalt: string
  /** Customers given a session (every bench worker gets one). */
  customerSessions: number
  /** The payers, pending payments and withdrawing workers of the money targets (`seed-money.ts`). */
  money: MoneyScale
}

export const FULL_SCALE = {
  customers: 10_000,
  workers: 500,
  products: 200,
  orders: 100_000,
  money: FULL_MONEY,
}
export const SMOKE_SCALE = { customers: 200, workers: 20, products: 30, orders: 10_000, money: SMOKE_MONEY }

/**
 * Set-based SQL only (generate_series), so 100 000 orders take seconds. Every generated row is
 * recognisable by its promotion code (BC… customers, BW… workers) or order number (BN…).
 *
 * Order states, by order number modulo 100: 8% unpaid, 8% closed, 4% refunded, 2% refund applied,
 * 8% waiting in the hall (enough distinct orders for every acceptOrder of a run), 12% in service,
 * 8% awaiting confirmation, 50% completed. Times stay inside
 * the server's job windows (auto-confirmation after 24 h) so no job rewrites the dataset mid-run.
 */
export function seedStatements(scale: Scale): string[] {
  const salt = scale.tokenSalt.replace(/[^\w-]/g, '')
  return [
    `select setseed(0.42)`,
    `insert into users (phone, nick_name, promotion_code, balance, growth_points, created_at)
     select '13' || lpad(g::text, 9, '0'), '玩家' || g, 'BC' || g, (g % 50) * 1000, g % 3000,
            now() - (g % 365) * interval '1 day'
     from generate_series(1, ${scale.customers}) g`,
    `insert into users (phone, nick_name, promotion_code, created_at)
     select '15' || lpad(g::text, 9, '0'), '打手' || g, 'BW' || g, now() - interval '400 days'
     from generate_series(1, ${scale.workers}) g`,
    // A deposit large enough that the in-service cap (3 + 1 per 500 yuan) never stops acceptOrder.
    `insert into workers (user_id, real_name, sex, region, level, completed_orders, points,
                          membership_expires_at, deposit)
     select id, left(nick_name, 20), (id % 2)::text, (id % 2)::text, id % 3, id % 300, (id % 300) * 12,
            now() + interval '365 days', 100000000000
     from users where promotion_code like 'BW%'`,
    `insert into worker_games (worker_id, game_id)
     select w.user_id, g.id from workers w
     join users u on u.id = w.user_id and u.promotion_code like 'BW%'
     cross join games g where (w.user_id + g.id) % 2 = 0
     on conflict do nothing`,
    `with demo as (select array_agg(id order by id) as ids from products where kind = 'normal'),
          gm as (select array_agg(id order by sort, id) as ids from games where enabled)
     insert into products (game_id, type, title, brief_introduction, description, product_cover,
                           img_address_list, preferential_price, original_price, sales_base, sort)
     select gm.ids[1 + g % array_length(gm.ids, 1)], p.type, left(p.title || ' ' || g, 80),
            p.brief_introduction, p.description, p.product_cover, p.img_address_list,
            1000 + (g % 40) * 500, 1500 + (g % 40) * 600, 100 + g % 500, 100 + g
     from generate_series(1, greatest(0, ${scale.products} - (select count(*) from products))) g
     cross join demo cross join gm
     join products p on p.id = demo.ids[1 + g % array_length(demo.ids, 1)]`,
    `with c as (select array_agg(id order by id) as ids from users where promotion_code like 'BC%'),
          w as (select array_agg(w.user_id order by w.user_id) as ids from workers w
                join users u on u.id = w.user_id and u.promotion_code like 'BW%'),
          p as (select array_agg(id order by id) as ids from products where kind = 'normal' and not deleted),
          s as (select g, g % 100 as b, random() as r1, random() as r2, random() as r3,
                       1 + floor(random() * 3)::int as qty from generate_series(1, ${scale.orders}) g),
          o as (select s.*, c.ids[1 + floor(s.r1 * array_length(c.ids, 1))::int] as user_id,
                       p.ids[1 + floor(s.r2 * array_length(p.ids, 1))::int] as product_id,
                       w.ids[1 + floor(s.r3 * array_length(w.ids, 1))::int] as wid,
                       case when s.b < 8 then now() - s.r3 * interval '20 minutes'
                            when s.b between 20 and 49 then now() - interval '2 hours' - s.r3 * interval '18 hours'
                            else now() - interval '2 days' - s.r3 * interval '180 days' end as created
                from s, c, p, w)
     insert into orders (order_num, out_trade_no, user_id, product_id, game_type_id, product_json, amount,
       worker_amount, quantity, status, biz_status, refund_status, refund_reason, game_account, game_region,
       contact_phone, order_remarks, worker_id, worker_name, paid_at, hall_at, accepted_at, completed_at,
       settled_at, settled_by, closed_at, created_at, updated_at)
     select 'BN' || lpad(o.g::text, 12, '0'), 'BT' || lpad(o.g::text, 12, '0'), o.user_id, pr.id, pr.game_id,
       json_build_object('id', pr.id, 'title', pr.title, 'productCover', pr.product_cover,
         'preferentialPrice', pr.preferential_price, 'type', pr.type)::text,
       pr.preferential_price * o.qty,
       case when o.b >= 16 then pr.preferential_price * o.qty * 7 / 10 else 0 end,
       o.qty,
       case when o.b < 8 then 0 when o.b < 16 then 2 when o.b < 20 then 4 else 1 end,
       case when o.b < 20 or o.b between 22 and 29 then 0 when o.b < 42 then 1
            when o.b < 50 then 2 else 3 end,
       case when o.b between 20 and 21 then 1 else 0 end,
       case when o.b between 16 and 21 then '不想要了' else '' end,
       'game' || o.g, (o.g % 2)::text, '13' || lpad((o.g % 1000000)::text, 9, '0'),
       case when o.g % 5 = 0 then '晚上八点后上线' else '' end,
       case when o.b >= 30 or o.b between 20 and 21 then o.wid end,
       case when o.b >= 30 or o.b between 20 and 21 then '打手' || o.wid else '' end,
       case when o.b >= 16 then o.created + interval '1 minute' end,
       case when o.b >= 20 then o.created + interval '1 minute' end,
       case when o.b >= 30 or o.b between 20 and 21 then o.created + interval '5 minutes' end,
       case when o.b >= 42 then o.created + interval '1 hour' end,
       case when o.b >= 50 then o.created + interval '25 hours' end,
       case when o.b >= 50 then (array['customer', 'auto'])[1 + o.g % 2] end,
       case when o.b between 8 and 19 then o.created + interval '30 minutes' end,
       o.created, o.created
     from o join products pr on pr.id = o.product_id`,
    `insert into order_reviews (order_id, worker_id, user_id, stars, comment, created_at)
     select id, worker_id, user_id, 4 + id % 2, '很专业', settled_at from orders
     where order_num like 'BN%' and biz_status = 3 and id % 2 = 0`,
    `insert into sessions (token_hash, user_id, expires_at)
     select encode(sha256(convert_to('${salt}.' || id, 'UTF8')), 'hex'), id, now() + interval '30 days'
     from users where promotion_code like 'BW%'
        or (promotion_code like 'BC%' and substr(promotion_code, 3)::int <= ${scale.customerSessions})`,
  ]
}

/**
 * The chat bench's dataset (`npm run bench:chat`): `pairs` customers (CC…) and workers (CW…), each pair
 * with one order in service (paid, accepted by that worker five minutes ago, order number CN…), and a
 * session for everyone. Set-based SQL only, as above. The worker of each order is its sender and the
 * customer its listener, so every sender is a different user (the chat's 30 sends a minute per sender).
 */
export function chatSeedStatements(pairs: number, tokenSalt: string): string[] {
  const salt = tokenSalt.replace(/[^\w-]/g, '')
  return [
    `insert into users (phone, nick_name, promotion_code, created_at)
     select '16' || lpad(g::text, 9, '0'), '顾客' || g, 'CC' || g, now() - interval '30 days'
     from generate_series(1, ${pairs}) g`,
    `insert into users (phone, nick_name, promotion_code, created_at)
     select '17' || lpad(g::text, 9, '0'), '陪练' || g, 'CW' || g, now() - interval '400 days'
     from generate_series(1, ${pairs}) g`,
    `insert into workers (user_id, real_name, sex, region, level, completed_orders, points,
                          membership_expires_at, deposit)
     select id, left(nick_name, 20), (id % 2)::text, (id % 2)::text, 1, 10, 120,
            now() + interval '365 days', 100000
     from users where promotion_code like 'CW%'`,
    `with p as (select array_agg(id order by id) as ids from products where kind = 'normal' and not deleted)
     insert into orders (order_num, out_trade_no, user_id, product_id, game_type_id, product_json, amount,
       worker_amount, quantity, status, biz_status, game_account, game_region, contact_phone,
       worker_id, worker_name, paid_at, hall_at, accepted_at, created_at, updated_at)
     select 'CN' || lpad(g::text, 12, '0'), 'CT' || lpad(g::text, 12, '0'), c.id, pr.id, pr.game_id,
       json_build_object('id', pr.id, 'title', pr.title, 'productCover', pr.product_cover,
         'preferentialPrice', pr.preferential_price, 'type', pr.type)::text,
       pr.preferential_price, pr.preferential_price * 7 / 10, 1, 1, 1, 'game' || g, (g % 2)::text,
       '16' || lpad(g::text, 9, '0'), w.id, w.nick_name,
       now() - interval '20 minutes', now() - interval '19 minutes', now() - interval '5 minutes',
       now() - interval '21 minutes', now() - interval '5 minutes'
     from generate_series(1, ${pairs}) g cross join p
     join users c on lower(c.promotion_code) = lower('CC' || g)
     join users w on lower(w.promotion_code) = lower('CW' || g)
     join products pr on pr.id = p.ids[1 + g % array_length(p.ids, 1)]`,
    `insert into sessions (token_hash, user_id, expires_at)
     select encode(sha256(convert_to('${salt}.' || id, 'UTF8')), 'hex'), id, now() + interval '30 days'
     from users where promotion_code like 'CC%' or promotion_code like 'CW%'`,
  ]
}
