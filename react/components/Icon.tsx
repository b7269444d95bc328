// Icons drawn for Portico on a 24-unit grid with 2-unit strokes; decorative unless given a label.
const paths = {
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  chevronDown: 'M5 9l7 7 7-7',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  external: 'M14 5h5v5M19 5l-8 8M17 14v5H5V7h5',
  wallet: 'M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3M4 7.5V17a2 2 0 0 0 2 2h13V8H6.5A2.5 2.5 0 0 1 4 7.5zM16 13.5h.01',
  network: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3.5 9h17M3.5 15h17M12 3c2.5 2.6 3.5 5.6 3.5 9s-1 6.4-3.5 9c-2.5-2.6-3.5-5.6-3.5-9s1-6.4 3.5-9z',
  warning: 'M12 4l9 16H3zM12 10v4M12 17h.01',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 8h.01',
  disconnect: 'M14 5h4a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1h-4M10 16l-4-4 4-4M6 12h9',
  refresh: 'M19 8a8 8 0 1 0 1 6M19 3v5h-5',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM18 14h2M14 18h2v2',
  mobile: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  desktop: 'M3 5h18v11H3zM9 20h6M12 16v4',
  plus: 'M12 5v14M5 12h14',
  swap: 'M7 4L4 7l3 3M4 7h13M17 20l3-3-3-3M20 17H7',
  send: 'M5 12h14M13 6l6 6-6 6',
  receive: 'M12 5v14M6 13l6 6 6-6',
  activity: 'M4 12h4l3-7 3 14 3-7h3',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5',
} as const

export type IconName = keyof typeof paths

/** Whether a plugin's icon name (an open string) is one this renderer draws. */
export const isIconName = (name: string): name is IconName => Object.hasOwn(paths, name)

export interface IconProps {
  name: IconName
  size?: number
  /** Given a label, the icon is announced; without one it is hidden from assistive tech. */
  label?: string
}

export function Icon({ name, size = 20, label }: IconProps) {
  return (
    <svg
      // Arrows point the reading way: a right-to-left modal mirrors these (frameStyles).
      data-flip={name === 'back' || name === 'chevronRight' || name === 'external' || undefined}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
    >
      <path d={paths[name]} />
    </svg>
  )
}
