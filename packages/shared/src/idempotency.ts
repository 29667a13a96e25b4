/**
 * What the server answers about an `Idempotency-Key` (apps/server/src/lib/idempotency.ts). The web
 * recognises two: "in progress" is worth asking again a moment later, "done" means refresh.
 */
export const IdempotencyMessages = {
  badKey: 'Idempotency-Key 格式有误（8–64 位字母、数字、- 或 _）',
  reused: '该 Idempotency-Key 已用于另一个请求',
  inProgress: '相同的请求正在处理中，请稍后重试',
  /** The write was applied, but its answer was lost with the process that applied it. */
  applied: '该请求已处理，请刷新后查看结果',
} as const
