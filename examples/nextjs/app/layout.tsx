import type { ReactNode } from 'react'
import { headers } from 'next/headers'
import { cookieToInitialState } from 'portico/core'
import { Providers } from './providers'

export const metadata = { title: 'Portico on Next.js' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  // A returning visitor's session cookie: the page renders them connected on the server.
  const initialState = cookieToInitialState((await headers()).get('cookie'))
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: 24 }}>
        <Providers initialState={initialState}>{children}</Providers>
      </body>
    </html>
  )
}
