import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Icon } from './Icon.js'

export interface ListItemProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  image?: ReactNode
  label: ReactNode
  sublabel?: ReactNode
  /** A tag on the right (INSTALLED, RECENT, a count); otherwise a chevron. */
  tag?: ReactNode
  chevron?: boolean
}

/** A full-width row button: image, label, and a tag or chevron. */
export function ListItem({ image, label, sublabel, tag, chevron = !tag, ...rest }: ListItemProps) {
  return (
    <button type="button" className="pc-item" {...rest}>
      {image}
      <span className="pc-item-label">
        {label}
        {sublabel ? <span className="pc-item-sub">{sublabel}</span> : null}
      </span>
      {tag}
      {chevron ? (
        <span className="pc-text-muted" style={{ display: 'inline-flex' }}>
          <Icon name="chevronRight" size={18} />
        </span>
      ) : null}
    </button>
  )
}

export function Tag({ children, tone }: { children: ReactNode; tone?: 'accent' | 'success' | 'error' }) {
  return (
    <span className="pc-tag" data-tone={tone}>
      {children}
    </span>
  )
}
