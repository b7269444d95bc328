import { Component, type ReactNode } from 'react'
import { Button } from './Button.js'

export interface ChunkBoundaryProps {
  children: ReactNode
  message: string
  heading?: string
  /** The retry button's text, in the visitor's language. */
  retry: string
  size?: 'md' | 'sm'
  /** The owner remounts the boundary with a fresh lazy component (see lazyChunk). */
  onRetry(): void
}

/** A lazy chunk that failed to load (offline) says so where it would have been, with a retry. */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    const { children, message, heading, retry, size = 'md', onRetry } = this.props
    if (!this.state.failed) return children
    return (
      <div className="pc-center" style={{ padding: size === 'sm' ? '24px 0' : '32px 0' }} role="alert">
        {heading ? <p className="pc-heading">{heading}</p> : null}
        <p className="pc-text-muted">{message}</p>
        <Button variant="secondary" size={size} onClick={onRetry}>
          {retry}
        </Button>
      </div>
    )
  }
}
