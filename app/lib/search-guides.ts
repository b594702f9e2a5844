/** Lower case without accents or other marks, so 'ALBARAN' finds 'albarán'. */
export function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
}

/** The words of a query, normalized; an empty query has none. */
export function queryWords(query: string): string[] {
  const normalized = normalizeText(query)
  return normalized ? normalized.split(" ") : []
}

export interface SearchableGuide {
  readonly title: string
  readonly summary: string
  readonly keywords: readonly string[]
}

/** The text a guide is found by. */
export function guideText(guide: SearchableGuide): string {
  return normalizeText(
    [guide.title, guide.summary, ...guide.keywords].join(" "),
  )
}

/**
 * Whether a guide's text (`guideText`) holds every one of the words
 * (`queryWords`), in any order; no words match every guide. The help
 * centre's search script filters the cards by this same rule.
 */
export function matchesWords(text: string, words: readonly string[]): boolean {
  return words.every((word) => text.includes(word))
}

/**
 * The guides whose title, summary or keywords contain every word of the
 * query (any order, ignoring case and accents), in their original order.
 * An empty query keeps them all.
 */
export function searchGuides<G extends SearchableGuide>(
  guides: readonly G[],
  query: string,
): G[] {
  const words = queryWords(query)
  return guides.filter((guide) => matchesWords(guideText(guide), words))
}

/** How the count of matching guides is worded, as the help content writes it. */
export interface GuideCountWords {
  /** 'Ninguna guía coincide con «{query}»' */
  readonly countNone: string
  readonly countOne: string
  /** '{count} guías' */
  readonly countMany: string
}

/** The line that says how many guides match a query. */
export function describeCount(
  words: GuideCountWords,
  count: number,
  query: string,
): string {
  if (count === 0)
    return words.countNone.replaceAll("{query}", () => query.trim())
  if (count === 1) return words.countOne
  return words.countMany.replaceAll("{count}", () => String(count))
}
