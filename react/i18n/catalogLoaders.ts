import type { Catalog } from './Catalog.js'

const load = (module: Promise<{ catalog: Catalog }>) => module.then((loaded) => loaded.catalog)

/**
 * Each language of LOCALES as a chunk of its own: a page fetches only the one its visitor reads.
 * English is not here: its texts are the code's own (shellMessages and viewMessages).
 */
export const catalogLoaders: Readonly<Record<string, () => Promise<Catalog>>> = {
  ar: () => load(import('./locales/ar.js')),
  de: () => load(import('./locales/de.js')),
  es: () => load(import('./locales/es.js')),
  fr: () => load(import('./locales/fr.js')),
  he: () => load(import('./locales/he.js')),
  hi: () => load(import('./locales/hi.js')),
  it: () => load(import('./locales/it.js')),
  ja: () => load(import('./locales/ja.js')),
  ko: () => load(import('./locales/ko.js')),
  pt: () => load(import('./locales/pt.js')),
  ru: () => load(import('./locales/ru.js')),
  tr: () => load(import('./locales/tr.js')),
  zh: () => load(import('./locales/zh.js')),
}
