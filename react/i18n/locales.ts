/**
 * The languages Portico has a catalog for besides English (react/i18n/locales/<language>.ts). A
 * list, not the loaders: the page's first bundle decides the visitor's language with it, and
 * fetches the loaders (catalogLoaders) only for a language other than English.
 */
export const LOCALES: readonly string[] = ['ar', 'de', 'es', 'fr', 'he', 'hi', 'it', 'ja', 'ko', 'pt', 'ru', 'tr', 'zh']

/** The languages written right to left among those above. */
const RIGHT_TO_LEFT: readonly string[] = ['ar', 'he']

export const textDirection = (locale: string): 'ltr' | 'rtl' => (RIGHT_TO_LEFT.includes(locale) ? 'rtl' : 'ltr')

/**
 * The catalog to use: the site's `locale` when Portico has it, else the first of the visitor's
 * languages it has, else English. A tag matches by its language ('pt-BR' reads 'pt').
 */
export function resolveLocale(wanted: string | undefined, languages: readonly string[]): string {
  for (const tag of wanted ? [wanted] : languages) {
    const language = tag.toLowerCase().split(/[-_]/)[0]!
    if (language === 'en' || LOCALES.includes(language)) return language
  }
  return 'en'
}
