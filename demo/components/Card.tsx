import { useId, type ReactNode } from 'react'

/** A titled section of the page, labelled by its heading. */
export function Card({ title, subtitle, children, className }: { title: string; subtitle?: string; children: ReactNode; className?: string }) {
  const id = useId()
  return (
    <section className={`card ${className ?? ''}`} aria-labelledby={id}>
      <header className="card-head">
        <h2 id={id}>{title}</h2>
        {subtitle ? <p>{subtitle}</p> : null}
      </header>
      {children}
    </section>
  )
}
