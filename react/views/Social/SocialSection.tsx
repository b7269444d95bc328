import { useEffect, useRef, useState } from 'react'
import type { LoginButton, LoginMethod } from '../../../core/kernel/contributions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { push } from '../../../core/router/router.js'
import type { ViewId } from '../../../core/router/ViewRegistry.js'
import { Button } from '../../components/Button.js'
import { useKernel, useKernelState } from '../../hooks/useKernel.js'
import type { SectionProps } from '../../modal/viewKinds.js'
import { useMessages } from '../../i18n/useMessages.js'
import { viewIntent } from '../viewIntent.js'

/** Icon buttons a row: the row under the first, wide, button. */
const ROW = 4

/** One button of the section, and what a tap on it does. */
interface Entry {
  button: LoginButton
  /** Runs inside the tap: a social login opens its popup here, before anything is awaited. */
  tap(): void
  /** The views a tap leads to, fetched while the pointer is over it. */
  leadsTo: readonly ViewId[]
}

/**
 * Every login method of the section as buttons, in the order of the section's feature list when
 * it is one (SPEC's `socials`: only the providers it names show): a social login's providers open
 * its popup and its wait view; another method's own button (farcaster's) opens its view.
 */
function entriesOf(kernel: Kernel, methods: readonly LoginMethod[], order: readonly string[] | undefined): Entry[] {
  const entries: Entry[] = []
  for (const method of methods) {
    if (method.kind === 'social') {
      for (const button of method.providers) {
        entries.push({
          button,
          tap: () => {
            void method.start(button.id)
            push(kernel, method.waitView, { provider: button.id })
          },
          leadsTo: [method.waitView, 'Account'],
        })
      }
    } else if (method.button && 'view' in method) {
      const { view } = method
      entries.push({ button: method.button, tap: () => push(kernel, view), leadsTo: [view, 'Account'] })
    }
  }
  if (!order) return entries
  return order.flatMap((id) => entries.filter((entry) => entry.button.id === id))
}

/**
 * The Connect view's social section (kind 'social'): the first way in as a wide "Continue with"
 * button, the next ones as a row of marks, and the rest behind a "more" control that opens them
 * in place. As the section shows, the social logins get their links ready, so a tap opens the
 * provider's popup at once.
 */
export default function SocialSection({ section }: SectionProps) {
  const kernel = useKernel()
  const methods = useKernelState('registry', (registry) => registry.loginMethods).filter((method) => method.section === section.id)
  const flag = useKernelState('options', (options) => (section.feature ? options.features[section.feature as keyof typeof options.features] : undefined))
  const [expanded, setExpanded] = useState(false)
  const firstRevealed = useRef<HTMLButtonElement>(null)
  const { t } = useMessages()

  // As the section shows (and when a social login is registered meanwhile).
  const socials = methods.filter((method) => method.kind === 'social')
  useEffect(() => {
    for (const method of socials) method.prepare()
  }, [socials.map((method) => method.id).join()])
  // The "more" control gives way to what it hid: focus goes to the first of those, where the control was.
  useEffect(() => {
    if (expanded) firstRevealed.current?.focus()
  }, [expanded])

  const entries = entriesOf(kernel, methods, Array.isArray(flag) ? (flag as readonly string[]) : undefined)
  if (entries.length === 0) return null
  const [first, ...rest] = entries as [Entry, ...Entry[]]
  const folded = !expanded && rest.length > ROW
  const row = folded ? rest.slice(0, ROW - 1) : rest
  const label = (entry: Entry) => t('continueWith', { provider: entry.button.name })

  return (
    <div className="pc-social" role="group" aria-label={t('socialLogin')}>
      <style>{socialCss}</style>
      <Button variant="secondary" block {...viewIntent(kernel, () => first.leadsTo)} onClick={first.tap}>
        <img className="pc-social-mark" src={first.button.icon} alt="" width={22} height={22} />
        {label(first)}
      </Button>
      {row.length > 0 ? (
        <div className="pc-social-row">
          {row.map((entry, index) => (
            <button
              key={entry.button.id}
              ref={index === ROW - 1 ? firstRevealed : undefined}
              type="button"
              className="pc-social-tile"
              aria-label={label(entry)}
              title={entry.button.name}
              {...viewIntent(kernel, () => entry.leadsTo)}
              onClick={entry.tap}
            >
              <img className="pc-social-mark" src={entry.button.icon} alt="" width={24} height={24} />
            </button>
          ))}
          {folded ? (
            <button
              type="button"
              className="pc-social-tile"
              aria-label={t('moreSocials')}
              aria-expanded={false}
              title={t('moreSocials')}
              onClick={() => setExpanded(true)}
            >
              {/* Drawn here, not among the modal's icons: only this section, a chunk of its own, needs it. */}
              <svg width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
                <circle cx="5.5" cy="12" r="1.6" /><circle cx="12" cy="12" r="1.6" /><circle cx="18.5" cy="12" r="1.6" />
              </svg>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

export const socialCss = /* css */ `
.pc-social { display: flex; flex-direction: column; gap: 8px; }
.pc-social-mark { flex: none; display: block; border-radius: 6px; }
.pc-social-row { display: grid; grid-template-columns: repeat(${ROW}, 1fr); gap: 8px; }
.pc-social-tile {
  all: unset; box-sizing: border-box; display: flex; align-items: center; justify-content: center;
  height: 44px; border-radius: 14px; background: var(--pc-surface-2); color: var(--pc-fg-1);
  cursor: pointer; transition: background var(--pc-header-ms);
}
.pc-social-tile:hover { background: var(--pc-surface-3); }
`
