import { useRef, type KeyboardEvent } from 'react'

export interface TabsProps<T extends string> {
  label: string
  tabs: readonly { id: T; label: string }[]
  selected: T
  onSelect(id: T): void
  /** The id prefix linking each tab to its panel (`${idPrefix}-panel-${id}`). */
  idPrefix: string
}

/** WAI-ARIA tabs: arrow keys move between tabs, Home and End jump to the ends. */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, idPrefix }: TabsProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    onSelect(tabs[next]!.id)
    refs.current[next]?.focus()
  }
  return (
    <div className="pc-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => void (refs.current[index] = element)}
          type="button"
          role="tab"
          className="pc-tab"
          id={`${idPrefix}-tab-${tab.id}`}
          aria-selected={tab.id === selected}
          aria-controls={`${idPrefix}-panel-${tab.id}`}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}
