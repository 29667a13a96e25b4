/** How much the money targets (payOrder, payment notification, withdrawalApply) and their baselines get. */
export interface MoneyScale {
  /** Customers with a WeChat openid and a session who place orders (payOrder): 10 unpaid orders each at most. */
  payers: number
  /** Unpaid orders with a pending WeChat payment, one notification each (payment notification). */
  notifyPayments: number
  /** Pending payments the bare notify baseline cycles over (it leaves them pending). */
  baselinePayments: number
  /** Workers with Alipay details, a large available balance and a session (withdrawalApply). */
  withdrawers: number
  /** Workers the bare withdrawal baseline cycles over (no session: the baseline has no sign-in). */
  baselineWithdrawers: number
}

export const FULL_MONEY: MoneyScale = {
  payers: 1500,
  notifyPayments: 60_000,
  baselinePayments: 1000,
  withdrawers: 1000,
  baselineWithdrawers: 1000,
}
export const SMOKE_MONEY: MoneyScale = {
  payers: 20,
  notifyPayments: 200,
  baselinePayments: 50,
  withdrawers: 20,
  baselineWithdrawers: 20,
}

/** A balance no run draws down: 100 million yuan in cents. */
const WITHDRAWER_BALANCE = 10_000_000_000

/**
 * Set-based SQL after `seedStatements` (its products and sessions' token salt). New rows are recognisable:
 * payers BP…, owners of the notified orders BQ…, withdrawing workers BD… (baseline's BE…), notified
 * orders BQ… with payments DJBQ… (baseline's DJBR…).
 *
 * The pending payments are made as if the reconciliation job had just asked WeChat about them
 * (`checked_at` a day ahead), so the job never looks them up at the simulator or closes them mid-run:
 * what a notification finds is what the bench seeded. The notified orders are ordinary hall orders,
 * as most are; each one paid joins the hall (after every order the seed put there, so acceptOrder's
 * orders stay the oldest).
 */
export function moneySeedStatements(scale: MoneyScale, tokenSalt: string): string[] {
  const salt = tokenSalt.replace(/[^\w-]/g, '')
  const owners = Math.max(1, Math.ceil(scale.notifyPayments / 100))
  return [
    `insert into users (phone, nick_name, promotion_code, openid, created_at)
     select '18' || lpad(g::text, 9, '0'), '下单' || g, 'BP' || g, 'o-bench-payer-' || g, now() - interval '30 days'
     from generate_series(1, ${scale.payers}) g`,
    `insert into users (phone, nick_name, promotion_code, openid, created_at)
     select '19' || lpad(g::text, 9, '0'), '付款' || g, 'BQ' || g, 'o-bench-owner-' || g, now() - interval '30 days'
     from generate_series(1, ${owners}) g`,
    `insert into users (phone, nick_name, promotion_code, created_at)
     select '14' || lpad(g::text, 9, '0'), '提现' || g, 'BD' || g, now() - interval '400 days'
     from generate_series(1, ${scale.withdrawers}) g
     union all
     select '14' || lpad((500000 + g)::text, 9, '0'), '提现基准' || g, 'BE' || g, now() - interval '400 days'
     from generate_series(1, ${scale.baselineWithdrawers}) g`,
    `insert into workers (user_id, real_name, sex, region, level, completed_orders, points, membership_expires_at,
                          deposit, available_balance, alipay_name, alipay_phone, alipay_payment_code)
     select id, left(nick_name, 20), (id % 2)::text, (id % 2)::text, 1, 10, 120, now() + interval '365 days',
            100000, ${WITHDRAWER_BALANCE}, '提现人' || id, phone, '/files/bench-alipay-code.png'
     from users where promotion_code like 'BD%' or promotion_code like 'BE%'`,
    `with p as (select id, game_id, title, product_cover, preferential_price, type from products
                where kind = 'normal' and status = '0' and not deleted and not needs_game_login
                order by id limit 1),
          q as (select array_agg(id order by id) as ids from users where promotion_code like 'BQ%')
     insert into orders (order_num, out_trade_no, user_id, product_id, game_type_id, product_json, amount, quantity,
       status, biz_status, game_account, game_region, contact_phone, created_at, updated_at)
     select 'BQ' || lpad(g::text, 12, '0'), 'DJBQ' || lpad(g::text, 12, '0'),
       q.ids[1 + g % array_length(q.ids, 1)], p.id, p.game_id,
       json_build_object('title', p.title, 'productCover', p.product_cover,
         'preferentialPrice', p.preferential_price)::text,
       p.preferential_price, 1, 0, 0, 'game' || g, (g % 2)::text, '19' || lpad((g % 1000000)::text, 9, '0'),
       now() - interval '1 minute', now() - interval '1 minute'
     from generate_series(1, ${scale.notifyPayments}) g cross join p cross join q`,
    `insert into payments (out_trade_no, purpose, user_id, amount, description, status, method, prepay_id,
                           expires_at, checked_at, created_at)
     select o.out_trade_no, 'order', o.user_id, o.amount, left(p.title, 127), 0, 'wechat',
            'wx' || md5(o.out_trade_no), now() + interval '2 hours', now() + interval '1 day', o.created_at
     from orders o join products p on p.id = o.product_id where o.order_num like 'BQ%'`,
    `with q as (select min(id) as id from users where promotion_code like 'BQ%')
     insert into payments (out_trade_no, purpose, user_id, amount, description, status, method, expires_at,
                           checked_at)
     select 'DJBR' || lpad(g::text, 12, '0'), 'balance', q.id, 1000, '基准通知', 0, 'wechat',
            now() + interval '2 hours', now() + interval '1 day'
     from generate_series(1, ${scale.baselinePayments}) g cross join q`,
    // The bare prepay baseline's one insert: a row of the payment's size, a unique key and a user.
    `create table bench_prepays (
       id bigserial primary key,
       out_trade_no varchar(32) not null unique,
       user_id integer not null references users(id),
       amount bigint not null,
       prepay_id varchar(64) not null,
       created_at timestamptz not null default now())`,
    `insert into sessions (token_hash, user_id, expires_at)
     select encode(sha256(convert_to('${salt}.' || id, 'UTF8')), 'hex'), id, now() + interval '30 days'
     from users where promotion_code like 'BP%' or promotion_code like 'BD%'`,
  ]
}
