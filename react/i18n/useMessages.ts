import { useMemo } from 'react'
import type { AlertCode } from '../../core/errors/AlertError.js'
import { fill, isPorticoError } from '../../core/errors/PorticoError.js'
import { ELLIPSIS } from '../../core/format/displayCharacters.js'
import type { PluralKey } from './Catalog.js'
import { useTranslator, type Translator } from './useTranslator.js'
import { viewMessages, viewPlurals } from './viewMessages.js'

type ViewKey = keyof typeof viewMessages
type AlertText = { message: string; description?: string }

/** The views' translator: their texts, and failures, counts and alerts in the visitor's language. */
export interface Messages extends Translator<ViewKey> {
  /**
   * The form of the counted text `key` that the language's plural rule picks for `count` (of
   * Russian's `one`, `few`, `many`, `other`: "5 кошельков"), with `{count}` in the language's digits.
   */
  plural(count: number, key: PluralKey): string
  /**
   * The line a visitor reads for a failed action: a Portico error's text in this language (its
   * values filled in), a wallet's own message (its first line, cut short), else `fallback`.
   * Never a stack or details.
   */
  error(error: unknown, fallback: ViewKey): string
  /** Like `error`, but only Portico's own texts: a service's raw message is never shown (`fallback` instead). */
  ownError(error: unknown, fallback: ViewKey): string
  /** The text of an error code in this language; `english` (core's SPEC text) when the catalog has none. */
  coded(code: string, english: string): string
  alert(code: AlertCode, english: AlertText): AlertText
  /**
   * A plugin's label, which it gives in English (a feature button's, an Account tab's): in this
   * language where the views' catalog has the same English text, else as given.
   */
  label(english: string): string
}

/** The views' texts in the visitor's language (the views' chunks carry their English). */
export function useMessages(): Messages {
  const translator = useTranslator(viewMessages)
  return useMemo(() => createMessages(translator), [translator])
}

export function createMessages(translator: Translator<ViewKey>): Messages {
  const { t, locale, catalog } = translator
  const error = (failure: unknown, fallback: ViewKey): string => {
    if (isPorticoError(failure)) {
      const translated = catalog?.errors[failure.code]
      return translated ? fill(translated, failure.params) : failure.shortMessage
    }
    if (typeof failure === 'object' && failure !== null) {
      const { shortMessage, message } = failure as { shortMessage?: unknown; message?: unknown }
      if (typeof shortMessage === 'string' && shortMessage.trim()) return shortMessage
      if (typeof message === 'string' && message.trim()) return firstLine(message)
    }
    return t(fallback)
  }
  return {
    ...translator,
    plural: (count, key) => {
      const forms: Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = catalog?.plurals[key] ?? viewPlurals[key]
      // A browser's CLDR may be older or newer than the catalog's and pick a category the catalog
      // has no form for (an older Hebrew `many`); `other` is every language's general form.
      const text = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other
      return fill(text, { count: new Intl.NumberFormat(locale).format(count) })
    },
    error,
    ownError: (failure, fallback) => (isPorticoError(failure) ? error(failure, fallback) : t(fallback)),
    coded: (code, english) => catalog?.errors[code] ?? english,
    alert: (code, english) => catalog?.alerts[code] ?? english,
    label: (english) => {
      const key = (Object.keys(viewMessages) as ViewKey[]).find((candidate) => viewMessages[candidate] === english)
      return key ? t(key) : english
    },
  }
}

function firstLine(message: string): string {
  const line = message.trim().split('\n')[0]!.trim()
  return line.length > 160 ? `${line.slice(0, 157)}${ELLIPSIS}` : line
}
