import { WHEEL } from '@dianjing/shared'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_WHEEL,
  decelerationStart,
  REDUCED_WHEEL,
  type Spin,
  sectorUnderPointer,
  spinEnd,
  stopAngle,
  wheelFrame,
} from './wheel-motion.ts'

const spin = (overrides: Partial<Spin> = {}): Spin => ({
  config: DEFAULT_WHEEL,
  startAngle: 0,
  stopAt: null,
  stopIndex: null,
  prizeCount: 6,
  ...overrides,
})

describe('wheel motion', () => {
  it('uses the spec defaults: 2 s delay, speed 20, 2500 ms up and down', () => {
    expect(DEFAULT_WHEEL).toEqual({ drawDelayMs: 2000, speed: 20, accelerateMs: 2500, decelerateMs: 2500 })
    expect(DEFAULT_WHEEL).toEqual({ ...WHEEL })
  })

  it('puts the middle of each sector under the pointer at its stop angle', () => {
    for (const count of [2, 3, 6, 8, 12]) {
      for (let index = 0; index < count; index += 1) {
        const angle = stopAngle(index, count)
        expect(angle).toBeGreaterThanOrEqual(0)
        expect(angle).toBeLessThan(360)
        expect(sectorUnderPointer(angle, count)).toBe(index)
        // Half a sector either way is still the same prize: the stop is in the middle, not on a line.
        expect(sectorUnderPointer(angle + 360 / count / 2 - 0.01, count)).toBe(index)
        expect(sectorUnderPointer(angle - 360 / count / 2 + 0.01, count)).toBe(index)
      }
    }
    expect(stopAngle(0, 4)).toBe(315)
  })

  it('accelerates for 2500 ms, then holds speed 20 until the stop is asked for', () => {
    const waiting = spin()
    expect(wheelFrame(waiting, 0)).toEqual({ phase: 'accelerating', angle: 0 })
    expect(wheelFrame(waiting, 1000).phase).toBe('accelerating')
    expect(wheelFrame(waiting, 2499).phase).toBe('accelerating')
    expect(wheelFrame(waiting, 2500).phase).toBe('constant')
    expect(wheelFrame(waiting, 60_000).phase).toBe('constant')
    // Speed 20 is 20 degrees a frame at 60 frames a second.
    const perFrame = wheelFrame(waiting, 4000 + 1000 / 60).angle - wheelFrame(waiting, 4000).angle
    expect(perFrame).toBeCloseTo(20, 6)
    // Speeding up is smooth: half way up, half the top speed.
    const halfway = wheelFrame(waiting, 1250 + 1000 / 60).angle - wheelFrame(waiting, 1250).angle
    expect(halfway).toBeCloseTo(10, 0)
  })

  it('with a quick answer, stops 2 s in, slows from the end of acceleration and lands after 5 s', () => {
    const quick = spin({ stopAt: WHEEL.drawDelayMs, stopIndex: 2 })
    expect(decelerationStart(quick)).toBe(2500)
    expect(spinEnd(quick)).toBe(5000)
    expect(wheelFrame(quick, 2000).phase).toBe('accelerating')
    expect(wheelFrame(quick, 2600).phase).toBe('decelerating')
    const rest = wheelFrame(quick, 5000)
    expect(rest.phase).toBe('idle')
    expect(sectorUnderPointer(rest.angle, 6)).toBe(2)
  })

  it('with a slow answer, keeps constant speed until it arrives, then slows for 2500 ms', () => {
    const slow = spin({ stopAt: 4200, stopIndex: 5, startAngle: 123 })
    expect(wheelFrame(slow, 3000).phase).toBe('constant')
    expect(wheelFrame(slow, 4300).phase).toBe('decelerating')
    expect(spinEnd(slow)).toBe(6700)
    expect(sectorUnderPointer(wheelFrame(slow, 6700).angle, 6)).toBe(5)
  })

  it('never turns backwards and slows without a jolt', () => {
    const quick = spin({ stopAt: 2000, stopIndex: 4, prizeCount: 8, startAngle: 200 })
    let previous = wheelFrame(quick, 0).angle
    let previousStep = 0
    for (let t = 16; t <= 5000; t += 16) {
      const { angle, phase } = wheelFrame(quick, t)
      const step = phase === 'idle' ? 0 : angle - previous
      expect(step).toBeGreaterThanOrEqual(0)
      // No frame moves much more than the frame before, and none more than top speed allows.
      expect(step).toBeLessThanOrEqual(Math.max(previousStep * 1.05, 1) + 0.5)
      if (phase !== 'idle') previous = angle
      previousStep = step
    }
  })

  it('is over quickly for reduced motion, still on the prize', () => {
    const reduced = spin({ config: REDUCED_WHEEL, stopAt: 0, stopIndex: 1, prizeCount: 3 })
    expect(spinEnd(reduced)).toBeLessThanOrEqual(1000)
    const rest = wheelFrame(reduced, spinEnd(reduced)!)
    expect(rest.phase).toBe('idle')
    expect(sectorUnderPointer(rest.angle, 3)).toBe(1)
  })
})
