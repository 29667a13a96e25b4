import { useCallback, useEffect, useRef } from 'react'

/**
 * Object URLs for previews of files still on the phone. Each is released once no preview shows it:
 * after the render that dropped it from `shown`, or when the component goes. Never earlier, so no
 * image is left loading an address that no longer exists.
 */
export function useObjectUrls(shown: readonly string[]): (file: Blob) => string {
  const made = useRef(new Set<string>())

  useEffect(() => {
    for (const url of made.current) {
      if (shown.includes(url)) continue
      URL.revokeObjectURL(url)
      made.current.delete(url)
    }
  })

  useEffect(() => {
    const urls = made.current
    return () => {
      for (const url of urls) URL.revokeObjectURL(url)
      urls.clear()
    }
  }, [])

  // Call it in the same handler that puts the URL in `shown`: a render in between would release it.
  return useCallback((file: Blob) => {
    const url = URL.createObjectURL(file)
    made.current.add(url)
    return url
  }, [])
}
