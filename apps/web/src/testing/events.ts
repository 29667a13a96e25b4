import { act } from 'react'

/** Types into a React-controlled field as a user would: the native value setter, then an input event. */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')!.set!
  act(() => {
    setValue.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

export function click(element: Element | null | undefined): void {
  if (!element) throw new Error('nothing to click')
  act(() => {
    ;(element as HTMLElement).click()
  })
}

/** The button whose text is exactly `text` (antd-mobile wraps it in spans). */
export function button(text: string, within: ParentNode = document): HTMLButtonElement | undefined {
  return [...within.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === text)
}

/** The field a `<label>` names, found as a user finds it: by the label's text (or its start). */
export function field(label: string, within: ParentNode = document): HTMLInputElement {
  const element = [...within.querySelectorAll('label')].find((candidate) =>
    candidate.textContent?.startsWith(label),
  )
  const control = element?.htmlFor ? document.getElementById(element.htmlFor) : null
  if (!control) throw new Error(`no field labelled ${label}`)
  return control as HTMLInputElement
}
