import { Flex, theme } from 'antd'
import { type MouseEvent, useState } from 'react'
import { yuanText } from '@/lib/money.ts'
import type { DashboardDay } from '../api/get-dashboard.ts'
import { axisScale, shortDate } from './chart-scale.ts'
import { countText } from './numbers.ts'
import { useElementWidth } from './use-element-width.ts'

const HEIGHT = 300
const MARGIN = { top: 16, right: 44, bottom: 30, left: 72 }

export const SERIES_COLORS = { paidAmount: '#6d28d9', paidOrders: '#2dd4bf', newUsers: '#f59e0b' } as const

/** The left axis is in yuan (ticks are round yuan, not round cents): ¥2,000 or ¥2.5. */
const yuanTick = (yuan: number) =>
  Number.isInteger(yuan) ? `¥${countText(yuan)}` : `¥${yuan.toLocaleString('zh-CN')}`

function LegendItem({ color, label, shape }: { color: string; label: string; shape: 'bar' | 'line' }) {
  return (
    <Flex align="center" gap={6} style={{ fontSize: 12 }}>
      <span
        style={
          shape === 'bar'
            ? { width: 10, height: 10, borderRadius: 2, background: color }
            : { width: 14, height: 3, borderRadius: 2, background: color }
        }
      />
      {label}
    </Flex>
  )
}

export function TrendLegend() {
  return (
    <Flex gap={16} wrap>
      <LegendItem color={SERIES_COLORS.paidAmount} label="支付金额（左轴）" shape="line" />
      <LegendItem color={SERIES_COLORS.paidOrders} label="支付订单（右轴）" shape="bar" />
      <LegendItem color={SERIES_COLORS.newUsers} label="新增用户（右轴）" shape="line" />
    </Flex>
  )
}

/**
 * The last 30 days: paid amount as an area on the left axis, paid orders as bars and new users as a
 * line on the right axis; hovering a day shows its three numbers.
 */
export function TrendChart({ days }: { days: DashboardDay[] }) {
  const { token } = theme.useToken()
  const [containerRef, width] = useElementWidth<HTMLDivElement>()
  const [hovered, setHovered] = useState<number | undefined>(undefined)

  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right)
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom
  const amountAxis = axisScale(Math.max(0, ...days.map((day) => day.paidAmount)) / 100)
  // The right axis takes as many steps as the left, so both read off the same gridlines.
  const countAxis = axisScale(Math.max(0, ...days.flatMap((day) => [day.paidOrders, day.newUsers])), {
    intervals: amountAxis.ticks.length - 1,
    integer: true,
  })
  // Each day owns an equal slot; its point sits in the middle, its bar fills part of it.
  const slot = days.length > 0 ? plotWidth / days.length : 0
  const x = (index: number) => MARGIN.left + slot * (index + 0.5)
  const yAmount = (cents: number) => MARGIN.top + plotHeight * (1 - cents / 100 / amountAxis.max)
  const yAmountTick = (yuan: number) => MARGIN.top + plotHeight * (1 - yuan / amountAxis.max)
  const yCount = (count: number) => MARGIN.top + plotHeight * (1 - count / countAxis.max)
  const baseline = MARGIN.top + plotHeight

  const amountLine = days.map((day, i) => `${i ? 'L' : 'M'}${x(i)},${yAmount(day.paidAmount)}`).join('')
  const amountArea = days.length ? `${amountLine}L${x(days.length - 1)},${baseline}L${x(0)},${baseline}Z` : ''
  const usersLine = days.map((day, i) => `${i ? 'L' : 'M'}${x(i)},${yCount(day.newUsers)}`).join('')
  const barWidth = Math.max(2, Math.min(16, slot * 0.45))
  // About one date label per 70 pixels, always including the last day.
  const labelEvery = Math.max(1, Math.ceil(70 / Math.max(slot, 1)))

  const hover = (event: MouseEvent<SVGRectElement>) => {
    const left = event.currentTarget.getBoundingClientRect().left
    const index = Math.floor((event.clientX - left) / slot)
    setHovered(Math.min(days.length - 1, Math.max(0, index)))
  }

  const day = hovered === undefined ? undefined : days[hovered]
  const tooltipLeft = hovered === undefined ? 0 : x(hovered)
  const flip = tooltipLeft > width - 200

  return (
    <div ref={containerRef} style={{ position: 'relative', width: '100%', height: HEIGHT }}>
      {width > 0 && (
        <svg
          width={width}
          height={HEIGHT}
          role="img"
          aria-label="近 30 天支付金额、支付订单与新增用户趋势"
          style={{ display: 'block', fontSize: 12, fontFamily: 'inherit' }}
        >
          <defs>
            <linearGradient id="paid-amount-fill" x1="0" x2="0" y1="0" y2="1">
              <stop offset="0%" stopColor={SERIES_COLORS.paidAmount} stopOpacity={0.22} />
              <stop offset="100%" stopColor={SERIES_COLORS.paidAmount} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          {amountAxis.ticks.map((tick, i) => {
            const y = yAmountTick(tick)
            const count = countAxis.ticks[i]
            return (
              <g key={tick}>
                <line
                  x1={MARGIN.left}
                  x2={MARGIN.left + plotWidth}
                  y1={y}
                  y2={y}
                  stroke={i === 0 ? token.colorBorder : token.colorBorderSecondary}
                  strokeDasharray={i === 0 ? undefined : '3 4'}
                  shapeRendering="crispEdges"
                />
                <text x={MARGIN.left - 8} y={y} dy="0.32em" textAnchor="end" fill={token.colorTextTertiary}>
                  {yuanTick(tick)}
                </text>
                {count !== undefined && (
                  <text x={MARGIN.left + plotWidth + 8} y={y} dy="0.32em" fill={token.colorTextTertiary}>
                    {countText(count)}
                  </text>
                )}
              </g>
            )
          })}
          {days.map((item, i) =>
            (days.length - 1 - i) % labelEvery === 0 ? (
              <text
                key={item.date}
                x={x(i)}
                y={baseline + 20}
                textAnchor="middle"
                fill={token.colorTextTertiary}
              >
                {shortDate(item.date)}
              </text>
            ) : null,
          )}
          {hovered !== undefined && (
            <rect
              x={MARGIN.left + slot * hovered}
              y={MARGIN.top}
              width={slot}
              height={plotHeight}
              fill={token.colorFillTertiary}
            />
          )}
          {days.map((item, i) => (
            <rect
              key={item.date}
              x={x(i) - barWidth / 2}
              y={yCount(item.paidOrders)}
              width={barWidth}
              height={baseline - yCount(item.paidOrders)}
              rx={Math.min(3, barWidth / 3)}
              fill={SERIES_COLORS.paidOrders}
              opacity={hovered === undefined || hovered === i ? 0.85 : 0.45}
            />
          ))}
          <path d={amountArea} fill="url(#paid-amount-fill)" />
          <path
            d={amountLine}
            fill="none"
            stroke={SERIES_COLORS.paidAmount}
            strokeWidth={2}
            strokeLinejoin="round"
          />
          <path
            d={usersLine}
            fill="none"
            stroke={SERIES_COLORS.newUsers}
            strokeWidth={2}
            strokeLinejoin="round"
            strokeDasharray="5 3"
          />
          {day && hovered !== undefined && (
            <g>
              <circle
                cx={x(hovered)}
                cy={yAmount(day.paidAmount)}
                r={4.5}
                fill="#fff"
                stroke={SERIES_COLORS.paidAmount}
                strokeWidth={2}
              />
              <circle
                cx={x(hovered)}
                cy={yCount(day.newUsers)}
                r={4}
                fill="#fff"
                stroke={SERIES_COLORS.newUsers}
                strokeWidth={2}
              />
            </g>
          )}
          <rect
            x={MARGIN.left}
            y={MARGIN.top}
            width={plotWidth}
            height={plotHeight}
            fill="transparent"
            onMouseMove={hover}
            onMouseLeave={() => setHovered(undefined)}
          />
        </svg>
      )}
      {day && (
        <div
          role="tooltip"
          style={{
            position: 'absolute',
            top: MARGIN.top + 8,
            left: flip ? undefined : tooltipLeft + slot / 2 + 8,
            right: flip ? width - tooltipLeft + slot / 2 + 8 : undefined,
            minWidth: 168,
            padding: '8px 12px',
            borderRadius: token.borderRadius,
            background: token.colorBgElevated,
            boxShadow: token.boxShadowSecondary,
            pointerEvents: 'none',
            fontSize: 12,
            lineHeight: '22px',
          }}
        >
          <div style={{ fontWeight: 600, marginBottom: 2 }}>{day.date}</div>
          <TooltipRow color={SERIES_COLORS.paidAmount} label="支付金额" value={yuanText(day.paidAmount)} />
          <TooltipRow
            color={SERIES_COLORS.paidOrders}
            label="支付订单"
            value={`${countText(day.paidOrders)} 单`}
          />
          <TooltipRow
            color={SERIES_COLORS.newUsers}
            label="新增用户"
            value={`${countText(day.newUsers)} 人`}
          />
        </div>
      )}
    </div>
  )
}

function TooltipRow({ color, label, value }: { color: string; label: string; value: string }) {
  return (
    <Flex align="center" justify="space-between" gap={16}>
      <Flex align="center" gap={6}>
        <span style={{ width: 8, height: 8, borderRadius: '50%', background: color }} />
        {label}
      </Flex>
      <span style={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>{value}</span>
    </Flex>
  )
}
