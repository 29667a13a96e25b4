import { act, type ReactNode, useState } from 'react'
import { createPortal } from 'react-dom'
import { describe, expect, it } from 'vitest'
import { mount } from '@/testing/render.tsx'
import { HostSlot, useHostNode } from './host-slot.tsx'

const FirstFrame = ({ children }: { children: ReactNode }) => <section className="first">{children}</section>
const Real = ({ children }: { children: ReactNode }) => <article className="real">{children}</article>

let swap: () => void = () => {}

function Page() {
  const host = useHostNode()
  const [real, setReal] = useState(false)
  swap = () => setReal(true)
  const Frame = real ? Real : FirstFrame
  return (
    <>
      <Frame>
        <HostSlot host={host} />
      </Frame>
      {createPortal(<img alt="banner" src="/b1.svg" />, host)}
    </>
  )
}

describe('a host node', () => {
  it('moves into the new wrapper when the wrapper is swapped: what it holds is the same element', () => {
    const { container } = mount(<Page />)
    const image = container.querySelector('.first img')
    expect(image).toBeTruthy()
    act(() => swap())
    expect(container.querySelector('.first')).toBeNull()
    expect(container.querySelector('.real img')).toBe(image)
  })
})
