import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mount } from '@/testing/render.tsx'
import { PacedImage } from './paced-image.tsx'

const frames: FrameRequestCallback[] = []
const nextFrame = () => act(() => frames.shift()?.(performance.now()))

beforeEach(() => {
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
})
afterEach(() => {
  frames.length = 0
  vi.restoreAllMocks()
})

const arrive = (image: HTMLImageElement, as: 'load' | 'error' = 'load') =>
  act(() => image.dispatchEvent(new Event(as)))
const isShown = (image: HTMLImageElement) => image.style.visibility !== 'hidden'

describe('a paced image', () => {
  it('is drawn once it has arrived, one image in each frame', () => {
    const { container } = mount(
      <>
        <PacedImage src="/a.svg" alt="" />
        <PacedImage src="/b.svg" alt="" />
        <PacedImage src="/c.svg" alt="" />
      </>,
    )
    const [a, b, c] = container.querySelectorAll('img')
    expect([a, b, c].map((image) => isShown(image!))).toEqual([false, false, false])

    arrive(b!)
    arrive(a!)
    arrive(c!, 'error')
    nextFrame()
    expect([a, b, c].map((image) => isShown(image!))).toEqual([false, true, false])
    nextFrame()
    expect([a, b, c].map((image) => isShown(image!))).toEqual([true, true, false])
    // A broken picture is shown as the browser shows it, as before.
    nextFrame()
    expect([a, b, c].map((image) => isShown(image!))).toEqual([true, true, true])
    expect(frames).toHaveLength(0)
  })

  it('is drawn at once when it is already there as it mounts (a return to the page)', () => {
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true)
    const { container } = mount(<PacedImage src="/a.svg" alt="" />)
    expect(isShown(container.querySelector('img')!)).toBe(true)
    expect(frames).toHaveLength(0)
    complete.mockRestore()
  })
})
