import type { Kernel } from '../../core/kernel/types.js'
import type { Catalog } from './Catalog.js'
import { LOCALES } from './locales.js'

/** The language the kernel's texts are drawn in, and its catalog (none for English). */
export interface ActiveCatalog {
  locale: string
  catalog: Catalog | undefined
}

export interface CatalogStore {
  get(): ActiveCatalog
  subscribe(onChange: () => void): () => void
  /** Fetches `locale`'s catalog and makes it active; the last call wins when two overlap. */
  use(locale: string): void
}

const ENGLISH: ActiveCatalog = { locale: 'en', catalog: undefined }
const CATALOG = Symbol('portico.catalog')

/**
 * The kernel's active catalog, shared by its buttons and modal. It starts and stays English until
 * another language's chunk has arrived, so a server render and the first browser render agree,
 * and a chunk that fails to load leaves the texts readable in English (the next `use` tries again).
 */
export const catalogStore = (kernel: Kernel): CatalogStore => kernel.local(CATALOG, () => createCatalogStore())

function createCatalogStore(): CatalogStore {
  let active = ENGLISH
  let wanted = 'en'
  const listeners = new Set<() => void>()
  const set = (next: ActiveCatalog) => {
    active = next
    for (const listener of listeners) listener()
  }
  return {
    get: () => active,
    subscribe(onChange) {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    use(locale) {
      if (locale === wanted) return
      wanted = locale
      if (!LOCALES.includes(locale)) return set(ENGLISH)
      import('./catalogLoaders.js').then((module) => module.catalogLoaders[locale]!()).then(
        (catalog) => {
          if (wanted === locale) set({ locale, catalog })
        },
        () => {
          if (wanted === locale) wanted = active.locale
        },
      )
    },
  }
}
