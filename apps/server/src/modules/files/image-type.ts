/** The image formats the product accepts, recognised by their first bytes, never by name or header. */
const SIGNATURES = [
  {
    type: 'image/jpeg',
    ext: 'jpg',
    test: (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    type: 'image/png',
    ext: 'png',
    test: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/gif',
    ext: 'gif',
    test: (b: Buffer) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    type: 'image/webp',
    ext: 'webp',
    test: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const

export type ImageType = { type: string; ext: string }

export function sniffImage(content: Buffer): ImageType | null {
  const match = SIGNATURES.find((signature) => signature.test(content))
  return match ? { type: match.type, ext: match.ext } : null
}

/**
 * The type an upload is served with, from the extension its checked type gave its name: what the bucket
 * says about an object is not believed (anyone with the bucket's keys can change it).
 */
export function imageTypeOfName(name: string): string | undefined {
  const ext = name.slice(name.lastIndexOf('.') + 1)
  return SIGNATURES.find((signature) => signature.ext === ext)?.type
}
