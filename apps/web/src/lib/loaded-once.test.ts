import { describe, expect, it, vi } from 'vitest'
import { loadedOnce } from './loaded-once.ts'

describe('loadedOnce', () => {
  it('downloads once for every caller, and answers the module once it is here', async () => {
    const download = vi.fn(async () => ({ name: 'kit' }))
    const kit = loadedOnce(download)
    expect(kit.loaded()).toBeUndefined()
    const [first, second] = await Promise.all([kit.load(), kit.load()])
    expect(first).toBe(second)
    expect(kit.loaded()).toBe(first)
    await kit.load()
    expect(download).toHaveBeenCalledTimes(1)
  })

  it('a failed download is tried again by the next caller', async () => {
    const download = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ name: 'kit' })
    const kit = loadedOnce(download)
    await expect(kit.load()).rejects.toThrow('offline')
    expect(kit.loaded()).toBeUndefined()
    expect(await kit.load()).toEqual({ name: 'kit' })
    expect(download).toHaveBeenCalledTimes(2)
  })
})
