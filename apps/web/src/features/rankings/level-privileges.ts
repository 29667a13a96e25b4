import { WORKER_LEVEL_THRESHOLDS } from '@dianjing/shared'

/** How long after reaching the hall a new order shows to a worker of this level (docs/domain.md, Fulfilment). */
export function hallDelayText(delayAccept: number): string {
  return delayAccept > 0 ? `新订单进入大厅 ${delayAccept} 秒后可见` : '新订单进入大厅即时可见'
}

/** What a level brings, in the order the level card lists it. Level ids are 0, 1, 2 (spec §6). */
export function levelPrivileges(level: number, name: string): string[] {
  const delay = WORKER_LEVEL_THRESHOLDS[level]?.delayAccept ?? WORKER_LEVEL_THRESHOLDS[0].delayAccept
  if (level <= 0) return [hallDelayText(delay), '可在接单大厅抢单，也可接老板指定的订单']
  return [
    delay > 0 ? `${hallDelayText(delay)}，比普通打手更早看到新单` : `${hallDelayText(delay)}，抢单先人一步`,
    `专属「${name}」标识，展示在陪玩列表与排行榜`,
  ]
}

/** 98 → "98%", 97.5 → "97.5%". */
export function percentText(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`
}
