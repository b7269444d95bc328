import type { ButtonHTMLAttributes, ReactNode } from 'react'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger'
  size?: 'md' | 'sm'
  block?: boolean
  loading?: boolean
  children: ReactNode
}

/** The modal's button; a loading button keeps its size and says so to assistive tech. */
export function Button({ variant = 'primary', size = 'md', block, loading, children, disabled, ...rest }: ButtonProps) {
  return (
    <button
      type="button"
      className="pc-button"
      data-variant={variant}
      data-size={size}
      data-block={block ? 'true' : undefined}
      disabled={disabled}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className="pc-spinner" aria-hidden="true" style={{ width: 16, height: 16 }} /> : null}
      {children}
    </button>
  )
}
