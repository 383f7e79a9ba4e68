/** The Spanish catalog of a namespace has exactly the English keys, each a string (tsc checks it). */
export type Catalog<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
