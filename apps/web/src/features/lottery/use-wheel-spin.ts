import { useCallback, useEffect, useRef, useState } from 'react'
import { DEFAULT_WHEEL, REDUCED_WHEEL, type Spin, type WheelPhase, wheelFrame } from './wheel-motion.ts'

export interface SpinHandle {
  /** Asks the wheel to stop on `index`; resolves once it stands still there. */
  land: (index: number) => Promise<void>
  /** Stops at once where the wheel is (no prize to show: the draw failed). */
  halt: () => void
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

/**
 * Drives the wheel: each animation frame paints the angle `wheelFrame` gives straight onto the rotor
 * element (no React render per frame); React only hears about phase changes.
 */
export function useWheelSpin(prizeCount: number) {
  const rotorRef = useRef<HTMLDivElement>(null)
  const angleRef = useRef(0)
  const frameRef = useRef<number | null>(null)
  const [phase, setPhase] = useState<WheelPhase>('idle')

  useEffect(
    () => () => {
      if (frameRef.current !== null) cancelAnimationFrame(frameRef.current)
    },
    [],
  )

  const paint = useCallback((angle: number) => {
    angleRef.current = angle
    if (rotorRef.current) rotorRef.current.style.transform = `rotate(${angle}deg)`
  }, [])

  const start = useCallback((): SpinHandle => {
    const spin: Spin = {
      config: prefersReducedMotion() ? REDUCED_WHEEL : DEFAULT_WHEEL,
      startAngle: angleRef.current % 360,
      stopAt: null,
      stopIndex: null,
      prizeCount,
    }
    const began = performance.now()
    let settle: () => void = () => undefined
    const landed = new Promise<void>((resolve) => {
      settle = resolve
    })
    // Shown at once, not on the first frame: the tap must look answered straight away.
    let shown: WheelPhase = 'accelerating'
    setPhase(shown)
    const tick = (now: number) => {
      const frame = wheelFrame(spin, now - began)
      paint(frame.angle)
      if (frame.phase !== shown) {
        shown = frame.phase
        setPhase(frame.phase)
      }
      if (frame.phase === 'idle') {
        frameRef.current = null
        settle()
        return
      }
      frameRef.current = requestAnimationFrame(tick)
    }
    frameRef.current = requestAnimationFrame(tick)
    return {
      land: (index) => {
        spin.stopIndex = index
        spin.stopAt = Math.max(performance.now() - began, spin.config.drawDelayMs)
        return landed
      },
      halt: () => {
        if (frameRef.current !== null) cancelAnimationFrame(frameRef.current)
        frameRef.current = null
        setPhase('idle')
        settle()
      },
    }
  }, [paint, prizeCount])

  return { rotorRef, phase, start }
}
