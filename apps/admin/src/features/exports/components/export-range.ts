import dayjs, { type Dayjs } from 'dayjs'
import type { ExportRange } from '../api/download-export.ts'

export type DayRange = [Dayjs, Dayjs]

/**
 * Today in Beijing time, whatever the computer's clock zone: the server counts export days in
 * Asia/Shanghai, so "this month" must not end a day early on a laptop set to UTC.
 */
export function beijingToday(now: Date = new Date()): Dayjs {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(now)
  return dayjs(day)
}

/** The first of this month through today: the period finance closes most often. */
export function thisMonth(today: Dayjs = beijingToday()): DayRange {
  return [today.startOf('month'), today.startOf('day')]
}

/** Quick choices beside the calendar. */
export function rangePresets(today: Dayjs = beijingToday()): { label: string; value: DayRange }[] {
  const lastMonth = today.subtract(1, 'month')
  return [
    { label: '本月', value: thisMonth(today) },
    { label: '上月', value: [lastMonth.startOf('month'), lastMonth.endOf('month').startOf('day')] },
    { label: '近7天', value: [today.subtract(6, 'day').startOf('day'), today.startOf('day')] },
    { label: '近30天', value: [today.subtract(29, 'day').startOf('day'), today.startOf('day')] },
  ]
}

/** The picked days as the server reads them. */
export const toExportRange = ([from, to]: DayRange): ExportRange => ({
  from: from.format('YYYY-MM-DD'),
  to: to.format('YYYY-MM-DD'),
})
