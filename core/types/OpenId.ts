/**
 * An id plugins extend: any string is accepted, and the ids merged into `Registry` by declaration
 * merging (`declare module 'portico/core' { interface NamespaceRegistry { toy: true } }`) autocomplete.
 * core/ and react/ never switch over such ids; they read what plugins registered.
 */
export type OpenId<Registry> = (keyof Registry & string) | (string & {})
