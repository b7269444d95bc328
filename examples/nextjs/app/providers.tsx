'use client'
import { useState, type ReactNode } from 'react'
import type { InitialState } from 'portico/core'
import { KernelProvider } from 'portico/react'
import { createSiteKernel } from './kernel'

export function Providers({ initialState, children }: { initialState: InitialState | undefined; children: ReactNode }) {
  const [kernel] = useState(createSiteKernel)
  return (
    <KernelProvider kernel={kernel} initialState={initialState}>
      {children}
    </KernelProvider>
  )
}
