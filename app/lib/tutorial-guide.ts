import { anchors, tutorialStepId } from "#app/config/anchors.ts"
import { localePrefix, type Locale } from "#app/config/locales.ts"
import type { CallToAction, HeroContent } from "#app/schemas/blocks.ts"
import type {
  HelpPage,
  TutorialEntry,
  TutorialLink,
  TutorialPageWords,
  TutorialVideo,
} from "#app/schemas/tutorials.ts"
import { fill } from "./i18n.ts"

/**
 * What a tutorial's page and the help centre make of the tutorials
 * collection, without reading it: the paths, the hero, the video offered,
 * the guide cards and the quick answers. app/lib/tutorials.ts reads the
 * collection and passes its entries here.
 */

/** A tutorial as read from its file: its slug, its file and its front matter. */
export interface Tutorial {
  readonly slug: string
  readonly locale: Locale
  /** The file, for messages that name it. */
  readonly file: string
  readonly data: TutorialEntry
}

/** A tutorial's path: its slug, under the language's prefix (`/clientes`, `/en/clientes`). */
export const tutorialPath = (slug: string, locale: Locale) =>
  `${localePrefix[locale]}/${slug}`

/** A tutorial's social image, which the build draws where the page's og:image says. */
export const tutorialImagePath = (slug: string, locale: Locale) =>
  `/og/tutorial-${slug}.${locale}.png`

/**
 * Where a link to a tutorial leads from a page in `locale`: that tutorial in
 * the same language, at one of its steps. A link to a tutorial or step that
 * does not exist stops the build, naming the file that holds the link.
 */
export function tutorialHref(
  link: Pick<TutorialLink, "tutorial" | "step">,
  from: Pick<Tutorial, "file" | "locale">,
  tutorials: readonly Tutorial[],
): string {
  const target = tutorials.find(
    (t) => t.slug === link.tutorial && t.locale === from.locale,
  )
  if (!target)
    throw new Error(
      `${from.file}: links to the tutorial "${link.tutorial}", which has no ${from.locale} file (tutorials/${from.locale}/${link.tutorial}.md)`,
    )
  if (link.step === undefined) return tutorialPath(target.slug, target.locale)
  if (link.step > target.data.steps.items.length)
    throw new Error(
      `${from.file}: links to step ${link.step} of "${link.tutorial}", which has ${target.data.steps.items.length} steps`,
    )
  return `${tutorialPath(target.slug, target.locale)}#${tutorialStepId(link.step)}`
}

/**
 * The video the page may offer: TRABEM's own once its YouTube id is written
 * (a poster that never plays is a dead end), a link to a channel always.
 */
export function offeredVideo(
  video: TutorialVideo | undefined,
): TutorialVideo | undefined {
  if (video?.kind === "embed" && !video.youtube) return undefined
  return video
}

function videoAction(
  video: TutorialVideo | undefined,
  words: TutorialPageWords["hero"],
): CallToAction | undefined {
  if (!video) return undefined
  const label = video.kind === "embed" ? words.video : words.videos
  return { label, to: { hash: anchors.tutorial.video } }
}

/**
 * A tutorial's hero: the eyebrow names the tutorial, the first button goes
 * to its steps and the second, when it has a video the site can offer, to
 * it. Where the guide's language is not the app's, the lead ends by saying
 * how the app's labels are quoted.
 */
export function tutorialHero(
  tutorial: TutorialEntry,
  words: TutorialPageWords["hero"],
): HeroContent {
  const secondary = videoAction(offeredVideo(tutorial.video), words)
  return {
    eyebrow: fill(words.eyebrow, { name: tutorial.shortTitle }),
    title: tutorial.title,
    lead: words.appScreens
      ? `${tutorial.lead} ${words.appScreens}`
      : tutorial.lead,
    primary: {
      label: fill(words.steps, {
        count: String(tutorial.steps.items.length),
      }),
      to: { hash: anchors.tutorial.steps },
    },
    ...(secondary && { secondary }),
  }
}

/** A guide card of the help centre: its tutorial's card, title, path and facts. */
export interface GuideCard {
  readonly slug: string
  readonly path: string
  readonly title: string
  readonly summary: string
  readonly keywords: readonly string[]
  readonly icon: TutorialEntry["card"]["icon"]
  /** '4 pasos · Vídeo': a video is named only once the page offers it. */
  readonly facts: string
}

export function guideCard(
  { slug, locale, data }: Tutorial,
  facts: HelpPage["guides"]["facts"],
): GuideCard {
  const steps = fill(facts.steps, { count: String(data.steps.items.length) })
  const video = offeredVideo(data.video)
  const named = video && (video.kind === "embed" ? facts.video : facts.videos)
  return {
    slug,
    path: tutorialPath(slug, locale),
    title: data.shortTitle,
    ...data.card,
    facts: named ? `${steps} · ${named}` : steps,
  }
}

/** The help centre's guides: its words around them, and a card per tutorial. */
export type HelpGuides = HelpPage["guides"] & {
  readonly items: readonly GuideCard[]
}

/** A quick answer of the help centre: a question, its answer, and the step that explains it. */
export interface QuickAnswer {
  readonly question: string
  readonly answer: string
  readonly path: string
}

/** The quick answers the tutorials give, in their order. */
export function quickAnswers(tutorials: readonly Tutorial[]): QuickAnswer[] {
  return tutorials
    .flatMap(({ slug, locale, data }) =>
      data.quickAnswer ? [{ slug, locale, ...data.quickAnswer }] : [],
    )
    .sort((a, b) => a.order - b.order)
    .map(({ slug, locale, question, answer, step }) => ({
      question,
      answer,
      path: `${tutorialPath(slug, locale)}#${tutorialStepId(step)}`,
    }))
}
