import {
  controlCharacters,
  invisibleCharacters,
  lineBreaks,
} from "./hostile/characters.ts"
import { encodings } from "./hostile/encodings.ts"
import { longAddresses, pages, services } from "./hostile/fields.ts"
import { namedProblems } from "./hostile/named-problems.ts"
import type { Refusal } from "./hostile/refusal.ts"

/**
 * Requests an attacker sends, grouped by what they try (one file per
 * family in hostile/), each with the answer it must get.
 */

/** Every request that must be refused, with nothing stored and nothing e-mailed. */
export const refusals: readonly Refusal[] = [
  ...controlCharacters,
  ...invisibleCharacters,
  ...lineBreaks,
  ...encodings,
  ...pages,
  ...services,
  ...longAddresses,
  ...namedProblems,
]
