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
 * The guides whose title, summary or keywords contain every word of the
 * query (any order, ignoring case and accents), in their original order.
 * An empty query keeps them all.
 */
export function searchGuides<G extends SearchableGuide>(
  guides: readonly G[],
  query: string,
): G[] {
  const words = queryWords(query)
  if (words.length === 0) return [...guides]
  return guides.filter((guide) => {
    const text = guideText(guide)
    return words.every((word) => text.includes(word))
  })
}
