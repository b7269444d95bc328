import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { fill } from '../../core/errors/PorticoError.js'
import { useKernel, useKernelState } from '../hooks/useKernel.js'
import type { Catalog, MessageKey } from './Catalog.js'
import { catalogStore } from './catalogStore.js'
import { resolveLocale, textDirection } from './locales.js'

export type MessageParams = Readonly<Record<string, string | number>>

/** The texts of the active language, and how to write in it. */
export interface Translator<K extends MessageKey> {
  /** The BCP 47 language of the texts, for `lang` and `Intl`. */
  locale: string
  dir: 'ltr' | 'rtl'
  /** The language's catalog; undefined for English, whose texts are the code's own. */
  catalog: Catalog | undefined
  t(key: K, params?: MessageParams): string
}

/**
 * The translator over `english`, the English texts the calling chunk carries: the buttons and the
 * modal's frame pass `shellMessages`, the views `viewMessages` (through useMessages), so no chunk
 * carries texts it never shows. The first render of a kernel asks for the visitor's language;
 * every user of the kernel re-renders when it arrives.
 */
export function useTranslator<K extends MessageKey>(english: Readonly<Record<K, string>>): Translator<K> {
  const kernel = useKernel()
  const store = catalogStore(kernel)
  const wanted = useKernelState('options', (s) => s.options.locale)
  useEffect(() => store.use(resolveLocale(wanted, (typeof navigator === 'undefined' ? undefined : navigator.languages) ?? [])), [store, wanted])
  const active = useSyncExternalStore(store.subscribe, store.get, store.get)
  return useMemo(() => createTranslator(english, active.locale, active.catalog), [english, active])
}

export function createTranslator<K extends MessageKey>(english: Readonly<Record<K, string>>, locale: string, catalog: Catalog | undefined): Translator<K> {
  return { locale, dir: textDirection(locale), catalog, t: (key, params) => fill(catalog?.messages[key] ?? english[key], params) }
}
