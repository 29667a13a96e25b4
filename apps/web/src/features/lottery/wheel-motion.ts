import { WHEEL } from '@dianjing/shared'

/**
 * The prize wheel's motion (spec §4, Lottery draw) as a pure function of time, so the screen only
 * paints what `wheelFrame` says and the tests can check every phase without a clock.
 *
 * Angles are degrees clockwise; the pointer sits at 12 o'clock. Sector `i` of `n` spans
 * [i·360/n, (i+1)·360/n) on the wheel, measured clockwise from the top when the wheel is at rest at 0.
 */
export type WheelPhase = 'idle' | 'accelerating' | 'constant' | 'decelerating'

export interface WheelConfig {
  /** The least time from the tap to the stop being asked for (the spec's "about 2 s"). */
  drawDelayMs: number
  /** Top speed, in degrees per frame at 60 frames a second. */
  speed: number
  accelerateMs: number
  decelerateMs: number
}

/** Shortened for prefers-reduced-motion: a brief, slow turn that still lands on the prize. */
export const REDUCED_WHEEL: WheelConfig = { drawDelayMs: 0, speed: 6, accelerateMs: 200, decelerateMs: 600 }
export const DEFAULT_WHEEL: WheelConfig = { ...WHEEL }

export interface Spin {
  config: WheelConfig
  /** The wheel's angle when the tap came. */
  startAngle: number
  /** Ms after the tap when the stop was asked for; null while the answer is awaited. */
  stopAt: number | null
  /** The sector to land on, once known. */
  stopIndex: number | null
  prizeCount: number
}

export interface WheelFrame {
  phase: WheelPhase
  angle: number
}

const FRAME_MS = 1000 / 60
const degreesPerMs = (config: WheelConfig) => config.speed / FRAME_MS
const mod360 = (angle: number) => ((angle % 360) + 360) % 360

/** The resting angle that puts the middle of sector `index` under the pointer, in [0, 360). */
export function stopAngle(index: number, prizeCount: number): number {
  const sector = 360 / prizeCount
  return mod360(-(index + 0.5) * sector)
}

/** Which sector is under the pointer when the wheel stands at `angle`. */
export function sectorUnderPointer(angle: number, prizeCount: number): number {
  return Math.floor(mod360(-angle) / (360 / prizeCount)) % prizeCount
}

/** Angle after `elapsed` ms of speeding up (a linear ramp to top speed) and then holding top speed. */
function spinningAngle(spin: Spin, elapsed: number): number {
  const { accelerateMs } = spin.config
  const top = degreesPerMs(spin.config)
  if (elapsed <= accelerateMs) return spin.startAngle + (top * elapsed * elapsed) / (2 * accelerateMs)
  return spin.startAngle + (top * accelerateMs) / 2 + top * (elapsed - accelerateMs)
}

/** When slowing down starts: once the stop is asked for and the wheel has reached top speed. */
export function decelerationStart(spin: Spin): number | null {
  if (spin.stopAt === null || spin.stopIndex === null) return null
  return Math.max(spin.stopAt, spin.config.accelerateMs)
}

/**
 * How far the wheel turns while slowing down: close to what top speed would naturally carry it
 * (so there is no visible jolt), but trimmed to end exactly on the target sector.
 */
export function decelerationDistance(fromAngle: number, target: number, config: WheelConfig): number {
  const natural = (degreesPerMs(config) * config.decelerateMs) / 2
  const needed = mod360(target - fromAngle)
  const extraTurns = Math.max(0, Math.floor((natural - needed) / 360))
  return needed + extraTurns * 360
}

/** The wheel `elapsed` ms after the tap. */
export function wheelFrame(spin: Spin, elapsed: number): WheelFrame {
  const slowFrom = decelerationStart(spin)
  if (slowFrom === null || elapsed < slowFrom) {
    const phase = elapsed < spin.config.accelerateMs ? 'accelerating' : 'constant'
    return { phase, angle: spinningAngle(spin, elapsed) }
  }
  const from = spinningAngle(spin, slowFrom)
  const target = stopAngle(spin.stopIndex ?? 0, spin.prizeCount)
  const distance = decelerationDistance(from, target, spin.config)
  const progress = (elapsed - slowFrom) / spin.config.decelerateMs
  if (progress >= 1) return { phase: 'idle', angle: mod360(from + distance) }
  // Ease-out quadratic: the speed falls linearly to zero.
  return { phase: 'decelerating', angle: from + distance * (1 - (1 - progress) ** 2) }
}

/** Ms after the tap when the wheel comes to rest, once the stop is known. */
export function spinEnd(spin: Spin): number | null {
  const slowFrom = decelerationStart(spin)
  return slowFrom === null ? null : slowFrom + spin.config.decelerateMs
}
