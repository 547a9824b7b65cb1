'use client'

/** Last-resort 500 page when the root layout itself fails; it must bring its own html and styles. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          margin: 0,
          display: 'grid',
          placeItems: 'center',
          minHeight: '100vh',
          background: '#f5f7fb',
          color: '#0f172a',
        }}
      >
        <main style={{ textAlign: 'center', padding: 24 }}>
          <p style={{ fontSize: 64, fontWeight: 800, margin: 0, color: '#2563eb' }}>500</p>
          <h1>Something went wrong</h1>
          <p>We could not show this page. Please try again in a moment.</p>
          {error.digest ? <p style={{ color: '#64748b' }}>Reference: {error.digest}</p> : null}
          <button
            type="button"
            onClick={reset}
            style={{
              padding: '12px 20px',
              borderRadius: 8,
              border: 0,
              background: '#2563eb',
              color: '#fff',
              fontWeight: 600,
              cursor: 'pointer',
            }}
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  )
}
