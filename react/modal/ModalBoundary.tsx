import { Component, type ReactNode } from 'react'

interface ModalBoundaryProps {
  children: ReactNode
  onError(error: unknown): void
}

/**
 * Catches what the modal throws while it renders, so the site around it stays rendered; `onError`
 * closes the modal and remounts the boundary for the next open.
 */
export class ModalBoundary extends Component<ModalBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error)
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
