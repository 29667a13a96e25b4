import { useSearchParams } from 'react-router'

export function DetailPage() {
  const [params] = useSearchParams()
  return (
    <main style={{ padding: 16, fontFamily: 'sans-serif' }}>
      <h1 style={{ fontSize: 20 }}>Detail {params.get('productId')}</h1>
      <p>The lazy route of the bare shell.</p>
    </main>
  )
}
