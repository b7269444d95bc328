import type { AlertCode } from '../../core/errors/AlertError.js'
import type { PluralForms, PluralLanguage } from './PluralForms.js'
import type { shellMessages } from './shellMessages.js'
import type { viewMessages, viewPlurals } from './viewMessages.js'

/** Every key of the English catalog: the modal's frame and buttons, and the views. */
export type MessageKey = keyof typeof shellMessages | keyof typeof viewMessages

/** Every counted text of the English catalog. */
export type PluralKey = keyof typeof viewPlurals

/** A language with a catalog: English's texts are the code's own. */
export type CatalogLanguage = Exclude<PluralLanguage, 'en'>

/**
 * One language's texts. `messages` has every key, each with the same `{placeholders}` as the
 * English text (a test holds every catalog to both). `plurals` has every counted text, with a form
 * for each plural category of `L` and no other (the type, and a test against `Intl.PluralRules`);
 * a form may leave out `{count}` only where its category is a single number (Arabic's `two`).
 * `errors` and `alerts` translate by code what core's error classes and alerts say in SPEC's
 * English; a code left out is shown in English.
 */
export interface Catalog<L extends CatalogLanguage = CatalogLanguage> {
  messages: Readonly<Record<MessageKey, string>>
  plurals: Readonly<Record<PluralKey, PluralForms<L>>>
  errors: Readonly<Partial<Record<string, string>>>
  alerts: Readonly<Partial<Record<AlertCode, { message: string; description?: string }>>>
}
