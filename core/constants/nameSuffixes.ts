/**
 * SPEC section 9's name suffixes, Portico's own: a name is shown with the current one, and a name
 * typed with the legacy one is the same record (names registered before the rename still resolve).
 * A file of its own, not in LIMITS: only the lazily loaded name code reads it, and a constant in a
 * module of the first bundle would ride there for its sake.
 */
export const NAME_SUFFIXES = { current: '.portico.id', legacy: '.portico.eth' } as const
