/**
 * The CLDR plural categories of each language Portico speaks, exactly as
 * `new Intl.PluralRules(language).resolvedOptions().pluralCategories` gives them (Node 20's CLDR):
 * a counted text needs one form per category, since a language with more forms than English
 * ("2 кошелька", "5 кошельков") reads wrong with only two. The `many` of Spanish, French,
 * Italian and Portuguese is for whole millions ("1 000 000 de wallets"). A test holds this table
 * to `Intl`, through the catalogs that must match both.
 */
interface PluralCategories {
  en: 'one' | 'other'
  ar: 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'
  de: 'one' | 'other'
  es: 'one' | 'many' | 'other'
  fr: 'one' | 'many' | 'other'
  he: 'one' | 'two' | 'other'
  hi: 'one' | 'other'
  it: 'one' | 'many' | 'other'
  ja: 'other'
  ko: 'other'
  pt: 'one' | 'many' | 'other'
  ru: 'one' | 'few' | 'many' | 'other'
  tr: 'one' | 'other'
  zh: 'other'
}

/** A language with plural categories above: English and every language with a catalog. */
export type PluralLanguage = keyof PluralCategories

/**
 * One counted text in `language`: a form for each of its categories and no other, with `{count}`
 * where the number goes. Over a union of languages, the union of their forms.
 */
export type PluralForms<L extends PluralLanguage> = L extends PluralLanguage ? Readonly<Record<PluralCategories[L], string>> : never
