import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mount } from '@/testing/render.tsx'
import { PacedImage } from './paced-image.tsx'

const frames: FrameRequestCallback[] = []
const nextFrame = () => act(() => frames.shift()?.(performance.now()))
const timers = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

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

// In this order: a visit's first screen is painted once, and the module remembers it.
describe('a paced image', () => {
  it('on the first screen, is asked for once that screen has been painted, then drawn one a frame', async () => {
    const { container } = mount(
      <>
        <PacedImage src="/a.svg" alt="" />
        <PacedImage src="/b.svg" alt="" />
        <PacedImage src="/c.svg" alt="" />
      </>,
    )
    const images = [...container.querySelectorAll('img')]
    const [a, b, c] = images
    expect(images.map((image) => image.getAttribute('src'))).toEqual([null, null, null])
    expect(images.map(isShown)).toEqual([false, false, false])
    nextFrame()
    await timers()
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/a.svg', '/b.svg', '/c.svg'])

    arrive(b!)
    arrive(a!)
    arrive(c!, 'error')
    nextFrame()
    expect(images.map(isShown)).toEqual([false, true, false])
    nextFrame()
    expect(images.map(isShown)).toEqual([true, true, false])
    // A broken picture is shown as the browser shows it, as before.
    nextFrame()
    expect(images.map(isShown)).toEqual([true, true, true])
    expect(frames).toHaveLength(0)
  })

  it('after the first screen, is asked for at once and drawn in a frame of its own once it arrives', () => {
    const { container } = mount(<PacedImage src="/d.svg" alt="" />)
    const image = container.querySelector('img')!
    expect(image.getAttribute('src')).toBe('/d.svg')
    expect(isShown(image)).toBe(false)
    arrive(image)
    nextFrame()
    expect(isShown(image)).toBe(true)
  })

  it('is drawn at once when it is already there as it mounts (a return to the page)', () => {
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true)
    const { container } = mount(<PacedImage src="/a.svg" alt="" />)
    expect(isShown(container.querySelector('img')!)).toBe(true)
    expect(frames).toHaveLength(0)
    complete.mockRestore()
  })
})
