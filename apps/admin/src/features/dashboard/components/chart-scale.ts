/** An axis from zero: evenly spaced round ticks covering the largest value. */
export interface AxisScale {
  max: number
  ticks: number[]
}

/** 1, 2, 2.5 or 5 (× a power of ten): steps a person reads without arithmetic. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough))
  const fraction = rough / power
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10
  return nice * power
}

interface ScaleOptions {
  /** About how many steps; the axis takes as many as the round step needs. */
  count?: number
  /** Exactly this many steps, so a second axis lines up with the first one's gridlines. */
  intervals?: number
  /** Counts never get a half step. */
  integer?: boolean
}

/** Ticks from 0 to at least `largest`; an empty series still gets an axis so the chart keeps its shape. */
export function axisScale(
  largest: number,
  { count = 4, intervals, integer = false }: ScaleOptions = {},
): AxisScale {
  const top = Math.max(0, largest)
  const steps = intervals ?? count
  let step = top > 0 ? niceStep(top / steps) : 1
  if (integer) step = Math.max(1, Math.ceil(step))
  const length = intervals ?? (top > 0 ? Math.max(1, Math.ceil(top / step - 1e-9)) : count)
  const ticks = Array.from({ length: length + 1 }, (_, i) => Number((i * step).toPrecision(12)))
  return { max: ticks.at(-1) ?? 1, ticks }
}

/** "2026-11-05" → "11-05" for the axis. */
export const shortDate = (date: string) => date.slice(5)
