-- The hall at 80 000 waiting orders (issue 24): `npm run bench -- --scenario hall-80k` (api/scenarios.ts).
-- Adds 72 000 orders to the seed's 8 000: the notifications' 60 000 unpaid orders paid and waiting, and
-- 12 000 completed orders back in the hall. Their payments stay pending, which the hall never reads, so
-- the money targets must not run with it.
update orders set status = 1, biz_status = 0, paid_at = created_at, hall_at = created_at + interval '1 minute',
  worker_amount = amount * 7 / 10
where order_num like 'BQ%';
update orders set biz_status = 0, worker_id = null, worker_name = '', accepted_at = null, completed_at = null,
  settled_at = null, settled_by = null, hall_at = created_at + interval '1 minute'
where id in (select id from orders where order_num like 'BN%' and biz_status = 3 order by id limit 12000);
