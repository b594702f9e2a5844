/**
 * How the site configuration marks a value: real, or a stand-in that the
 * owner must replace before launch (`npm run check:launch` lists them).
 */

export interface Configured<T> {
  readonly value: T
  /** True while the value is a stand-in to replace before launch. */
  readonly placeholder: boolean
  /** What the owner must supply in place of the stand-in (`npm run check:launch` lists it). */
  readonly need?: string
}

export function real<T>(value: T): Configured<T> {
  return { value, placeholder: false }
}

export function placeholder<T>(value: T, need?: string): Configured<T> {
  return need === undefined
    ? { value, placeholder: true }
    : { value, placeholder: true, need }
}
