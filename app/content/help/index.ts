import type { LocalesOf } from "#app/config/pages.ts"
import { tutorialContent } from "#app/content/tutorials/index.ts"
import { fill } from "#app/lib/i18n.ts"
import { en } from "./en.ts"
import { es } from "./es.ts"
import type { HelpContent, HelpSource } from "./types.ts"

type HelpLocale = LocalesOf<"help">

/**
 * Each guide's facts, from its tutorial in the same language: the number of
 * steps, and its video only when the tutorial offers one (a video id not yet
 * configured is not mentioned).
 */
function withFacts(source: HelpSource, locale: HelpLocale): HelpContent {
  const { facts, ...guides } = source.guides
  const items = guides.items.map((guide) => {
    const tutorial = tutorialContent[locale].pages[guide.page]
    const steps = fill(facts.steps, {
      count: String(tutorial.steps.items.length),
    })
    const video = tutorial.video
      ? tutorial.video.kind === "embed"
        ? facts.video
        : facts.videos
      : undefined
    return { ...guide, facts: video ? `${steps} · ${video}` : steps }
  })
  return { ...source, guides: { ...guides, items } }
}

export const helpContent: Record<HelpLocale, HelpContent> = {
  en: withFacts(en, "en"),
  es: withFacts(es, "es"),
}
