import { ClockCircleOutlined } from '@ant-design/icons'
import { Tooltip, Typography } from 'antd'
import { useEffect, useState } from 'react'

/** A Shanghai wall time as the server writes it (`2026-11-21 20:15:03`), as a moment. */
export const shanghaiMoment = (dateTime: string): Date => new Date(`${dateTime.replace(' ', 'T')}+08:00`)

/** A wait in the words staff read at a glance: 刚刚, 12分钟, 3小时5分, 2天4小时. */
export function waitText(minutes: number): string {
  if (minutes < 1) return '刚刚'
  if (minutes < 60) return `${minutes}分钟`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return minutes % 60 === 0 ? `${hours}小时` : `${hours}小时${minutes % 60}分`
  const days = Math.floor(hours / 24)
  return hours % 24 === 0 ? `${days}天` : `${days}天${hours % 24}小时`
}

/** The time now, read again every `everyMs`, so waits grow while the page is open. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}

/**
 * How long a request has waited since `since`, in red past the queue's target (overdue is what to take
 * first). The target is in minutes, from the queue settings.
 */
export function WaitingTime({ since, targetMinutes }: { since: string; targetMinutes: number }) {
  const now = useNow()
  const waited = Math.max(0, Math.floor((now - shanghaiMoment(since).getTime()) / 60_000))
  if (waited < targetMinutes) return <Typography.Text>{waitText(waited)}</Typography.Text>
  return (
    <Tooltip title={`已超过处理时限（${waitText(targetMinutes)}），请优先处理`}>
      <Typography.Text type="danger" strong style={{ whiteSpace: 'nowrap' }}>
        <ClockCircleOutlined /> {waitText(waited)}
      </Typography.Text>
    </Tooltip>
  )
}
