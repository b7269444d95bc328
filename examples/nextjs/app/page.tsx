// A Server Component: it imports Portico's buttons directly, as portico/react carries "use client".
import { ConnectButton, NetworkButton } from 'portico/react'
import { Greeting } from './Greeting'

export default function Page() {
  return (
    <main>
      <header style={{ display: 'flex', gap: 12, justifyContent: 'flex-end' }}>
        <NetworkButton />
        <ConnectButton />
      </header>
      <h1>Portico on Next.js</h1>
      <Greeting />
    </main>
  )
}
