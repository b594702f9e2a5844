/** The values of the site configuration that still stand in for the owner's real ones. */

interface Entry {
  readonly value: unknown
  readonly placeholder: boolean
  readonly need?: string
}

export interface Placeholder {
  /** Key of the entry in app/config/business.ts and app/content/business.json. */
  readonly key: string
  /** The stand-in value, as JSON. */
  readonly value: string
  /** What the owner must supply. */
  readonly need: string
}

const noNeedStated =
  "the real value (no description given: see the comment on this entry in app/config/business.ts)"

function isEntry(candidate: unknown): candidate is Entry {
  return (
    typeof candidate === "object" &&
    candidate !== null &&
    "value" in candidate &&
    "placeholder" in candidate &&
    typeof candidate.placeholder === "boolean"
  )
}

/** Every entry of a site configuration still marked as a placeholder, in file order. */
export function placeholdersOf(config: object): Placeholder[] {
  return Object.entries(config).flatMap(([key, entry]) =>
    isEntry(entry) && entry.placeholder
      ? [
          {
            key,
            value: JSON.stringify(entry.value),
            need: entry.need ?? noNeedStated,
          },
        ]
      : [],
  )
}

/** The report `npm run check:launch` prints. */
export function launchReport(placeholders: readonly Placeholder[]): string {
  if (placeholders.length === 0)
    return "check:launch: no placeholder left in app/content/business.json."
  const lines = placeholders.map(
    (p) => `  - ${p.key}: ${p.need}\n      stand-in now: ${p.value}`,
  )
  return [
    `check:launch: ${placeholders.length} value(s) in app/content/business.json are still placeholders.`,
    'In the editor (npm run edit), "Datos de la empresa": replace each with the owner\'s real value and untick it under "Datos aún provisionales":',
    ...lines,
  ].join("\n")
}
