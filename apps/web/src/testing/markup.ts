/**
 * What a page relies on of a component's markup, to hold a copy of antd-mobile's markup to the real
 * component (lib/adapters/antd-mobile-markup.tsx, components/motion-kit-first-frame.ts): each
 * element's tag and classes, how they nest, and the styles given; not the order of attributes, nor how
 * the same transform is spelled.
 */
export interface Skeleton {
  tag: string
  classes: string[]
  style: Record<string, string>
  children: (Skeleton | 'slot')[]
}

/** The inline style properties both the real component and the copy set, as the page sees them. */
const STYLES = ['--slide-size', '--track-offset', '--color', 'left', 'height', 'opacity', 'transform']

/** A transform as what it moves by: `none` and none at all as no move, `translate3d(a, b, c)` as its numbers. */
export function transformOf(value: string): string {
  if (value === '' || value === 'none') return 'none'
  const move = /^translate(3d)?\(([^)]*)\)$/.exec(value)
  if (!move) return value
  const parts = move[2]!.split(',').map((part) => Number.parseFloat(part) || 0)
  return parts.some((part) => part !== 0) ? `translate(${parts.join(' ')})` : 'none'
}

/**
 * The skeleton of `element`: an element marked `data-slot` (what the page puts inside) is a slot, its
 * content left out; `ignore` drops the page's own classes.
 */
export function skeletonOf(element: Element, ignore: string[] = []): Skeleton {
  const style = (element as HTMLElement).style
  const styles: Record<string, string> = {}
  for (const name of STYLES) {
    const value = style?.getPropertyValue(name) ?? ''
    if (name === 'transform') {
      if (transformOf(value) !== 'none') styles[name] = transformOf(value)
    } else if (value !== '') {
      styles[name] = value
    }
  }
  return {
    tag: element.tagName.toLowerCase(),
    classes: [...element.classList].filter((name) => !ignore.includes(name)).sort(),
    style: styles,
    children: [...element.children].map((child) =>
      child.hasAttribute('data-slot') ? 'slot' : skeletonOf(child, ignore),
    ),
  }
}
