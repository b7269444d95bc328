import type { AlertCode } from '../../core/errors/AlertError.js'
import type { shellMessages } from './shellMessages.js'
import type { viewMessages } from './viewMessages.js'

/** Every key of the English catalog: the modal's frame and buttons, and the views. */
export type MessageKey = keyof typeof shellMessages | keyof typeof viewMessages

/**
 * One language's texts. `messages` has every key, each with the same `{placeholders}` as the
 * English text (a test holds every catalog to both). `errors` and `alerts` translate by code what
 * core's error classes and alerts say in SPEC's English; a code left out is shown in English.
 */
export interface Catalog {
  messages: Readonly<Record<MessageKey, string>>
  errors: Readonly<Partial<Record<string, string>>>
  alerts: Readonly<Partial<Record<AlertCode, { message: string; description?: string }>>>
}
