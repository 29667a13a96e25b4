const PALETTE = [
  'gold',
  'volcano',
  'blue',
  'green',
  'purple',
  'cyan',
  'magenta',
  'geekblue',
  'lime',
  'orange',
]

/** A tag colour per configured prize, by its place on the wheel; a retired name stays grey. */
export function prizeColors(prizeNames: string[]): (name: string) => string | undefined {
  const colors = new Map(prizeNames.map((name, index) => [name, PALETTE[index % PALETTE.length]]))
  return (name) => colors.get(name)
}
