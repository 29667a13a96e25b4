import type { Ref } from 'react'
import type { LotteryPrize } from '../lottery-order.ts'
import type { WheelPhase } from '../wheel-motion.ts'
import styles from './prize-wheel.module.css'

interface PrizeWheelProps {
  prizes: LotteryPrize[]
  rotorRef: Ref<HTMLDivElement>
  phase: WheelPhase
  startDisabled: boolean
  onStart: () => void
}

const RADIUS = 92
/** The bulbs round the rim, every 22.5 degrees. */
const LIGHT_ANGLES = Array.from({ length: 16 }, (_, light) => light * 22.5)
/** Brand purples alternating with white; an odd count ends on a third shade so neighbours never match. */
const FILLS = ['#6d3df5', '#ffffff', '#8d63ff', '#f1ecff']
const TEXT_ON = (fill: string) => (fill === '#ffffff' || fill === '#f1ecff' ? '#4f1fd6' : '#ffffff')

function sectorFill(index: number, count: number): string {
  if (count % 2 === 1 && index === count - 1) return '#ffb648'
  return FILLS[index % FILLS.length]!
}

function point(angle: number, radius: number): string {
  const radians = (angle * Math.PI) / 180
  return `${(radius * Math.sin(radians)).toFixed(3)} ${(-radius * Math.cos(radians)).toFixed(3)}`
}

/** Digits and Latin letters take about half the width of a Chinese character. */
const charWidth = (character: string) => (/^[\x20-\x7e]$/.test(character) ? 0.55 : 1)

/** The font size for `count` sectors, in wheel units (the wheel is 200 units across). */
export const nameFontSize = (count: number) => (count <= 6 ? 10 : 9)

/**
 * A prize name in at most two lines that fit the sector where the text sits (its chord 70 units
 * out from the centre); what still does not fit ends in an ellipsis.
 */
export function nameLines(name: string, count: number): string[] {
  // The 0.01 keeps floating point from costing a character (sin(π/6) is a hair under 0.5).
  const room = Math.min(7, (2 * 70 * Math.sin(Math.PI / count)) / nameFontSize(count) + 0.01)
  const lines: string[] = []
  let line = ''
  let width = 0
  for (const character of name) {
    if (width + charWidth(character) > room && line !== '') {
      lines.push(line)
      if (lines.length === 2) break
      line = ''
      width = 0
    }
    line += character
    width += charWidth(character)
  }
  if (lines.length < 2 && line !== '') return [...lines, line]
  const last = [...lines[1]!]
  return [lines[0]!, `${last.slice(0, -1).join('')}…`]
}

/** The wheel of spec §2: one sector per prize, the pointer at 12 o'clock on the start button. */
export function PrizeWheel({ prizes, rotorRef, phase, startDisabled, onStart }: PrizeWheelProps) {
  const count = prizes.length
  const sector = 360 / count
  const fontSize = nameFontSize(count)
  return (
    <div className={styles.wheel} data-phase={phase}>
      <div className={styles.rim} aria-hidden="true">
        {LIGHT_ANGLES.map((angle) => (
          <span key={angle} className={styles.light} style={{ transform: `rotate(${angle}deg)` }} />
        ))}
      </div>
      <div ref={rotorRef} className={styles.rotor}>
        <svg
          viewBox="-100 -100 200 200"
          role="img"
          aria-label={`奖品：${prizes.map((p) => p.name).join('、')}`}
        >
          {prizes.map((prize, index) => {
            const from = index * sector
            const fill = sectorFill(index, count)
            const lines = nameLines(prize.name, count)
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: two prizes may share a name; the position is the identity.
              <g key={index}>
                <path
                  d={`M0 0 L${point(from, RADIUS)} A${RADIUS} ${RADIUS} 0 0 1 ${point(from + sector, RADIUS)} Z`}
                  fill={fill}
                  stroke="#e4dafe"
                  strokeWidth="0.6"
                />
                <g transform={`rotate(${from + sector / 2})`}>
                  {lines.map((line, row) => (
                    <text
                      key={line}
                      y={-RADIUS + 20 + row * (fontSize + 2)}
                      textAnchor="middle"
                      fontSize={fontSize}
                      fontWeight={600}
                      fill={TEXT_ON(fill)}
                    >
                      {line}
                    </text>
                  ))}
                </g>
              </g>
            )
          })}
        </svg>
      </div>
      <button
        type="button"
        className={styles.start}
        disabled={startDisabled}
        onClick={onStart}
        aria-label="转动转盘"
      >
        <span className={styles.pointer} aria-hidden="true" />
        <span className={styles.startLabel}>抽奖</span>
      </button>
    </div>
  )
}
