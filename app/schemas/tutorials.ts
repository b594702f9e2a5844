import { z } from "astro/zod"
import { tutorialIllustrations } from "#app/components/illustrations/tutorial-illustration-names.ts"
import {
  callToAction,
  iconName,
  optionalPoints,
  pageMeta,
  pageOpening,
  points,
  sectionIntro,
  text,
} from "./blocks.ts"

/**
 * A tutorial of the management app: one Markdown file per guide and language,
 * app/content/tutorials/<locale>/<slug>.md, whose slug is its Spanish path
 * segment (`/clientes`, `/en/clientes`). The front matter holds every word
 * with a fixed place on the page (hero, steps, video, its card and quick
 * answer in the help centre); the body is the free introduction to the
 * steps.
 */

/** A step of this tutorial by its number (1 is the first), as links and answers name it. */
const stepNumber = z.number().int().min(1)

/** A link to a tutorial, by its slug, optionally to one of its steps; checked at build. */
export const tutorialLink = z.strictObject({
  label: text,
  tutorial: z
    .string()
    .regex(/^[a-z0-9-]+$/, "a tutorial's slug: its file's name, without .md"),
  step: stepNumber.optional(),
})
export type TutorialLink = z.infer<typeof tutorialLink>

/** One step; its number is its place in the list. */
export const tutorialStep = z.strictObject({
  title: text,
  description: text,
  icon: iconName,
  /** Fields or states the step names, as short items. */
  details: optionalPoints,
  tip: text.optional(),
})
export type TutorialStep = z.infer<typeof tutorialStep>

/** The YouTube id of one of TRABEM's videos; left empty, the page offers no video yet. */
const youtubeId = z
  .string()
  .trim()
  .regex(/^([\w-]{11})?$/, "a YouTube video id: 11 letters, digits, - or _")
  .transform((id) => id || undefined)
  .optional()

/**
 * The tutorial's video: one of TRABEM's own (offered once its YouTube id is
 * written), or a link to videos elsewhere (a channel).
 */
export const tutorialVideo = z.union([
  z
    .strictObject({ title: text, lead: text, youtube: youtubeId })
    .transform((video) => ({ kind: "embed" as const, ...video })),
  z
    .strictObject({ title: text, lead: text, link: callToAction })
    .transform((video) => ({ kind: "channel" as const, ...video })),
])
export type TutorialVideo = z.infer<typeof tutorialVideo>

export const tutorialEntry = z
  .strictObject({
    meta: pageMeta,
    /** The hero's headline. */
    title: text,
    /** Short name: breadcrumbs, the pager, the hero's eyebrow and the guide card. */
    shortTitle: text,
    /** The hero's lead. */
    lead: text,
    /** Place among the guides: the help centre's cards and the pager. */
    order: z.number(),
    /** A drawing of the app's module; without one, a drawing of the app. */
    illustration: z.enum(tutorialIllustrations).optional(),
    /** Its card in the help centre; the search looks in its words. */
    card: z.strictObject({
      summary: text,
      /** Words a reader may type that the title and summary do not contain. */
      keywords: points,
      icon: iconName,
    }),
    /** A frequent question this guide answers, listed in the help centre. */
    quickAnswer: z
      .strictObject({
        question: text,
        answer: text,
        step: stepNumber,
        /** Place among the help centre's quick answers. */
        order: z.number(),
      })
      .optional(),
    steps: z.strictObject({
      title: text,
      /** What to have ready first, with an optional link to the guide that covers it. */
      before: z.strictObject({ text, link: tutorialLink.optional() }),
      items: z.array(tutorialStep).length(4),
    }),
    video: tutorialVideo.optional(),
  })
  .refine(
    (tutorial) =>
      !tutorial.quickAnswer ||
      tutorial.quickAnswer.step <= tutorial.steps.items.length,
    { message: "names a step the guide does not have", path: ["quickAnswer"] },
  )
export type TutorialEntry = z.infer<typeof tutorialEntry>

/** The support block: how to reach a person when a guide is not enough. */
export const supportBlock = z.strictObject({ title: text, lead: text })
export type SupportBlock = z.infer<typeof supportBlock>

/** Words every tutorial page shares, kept with the help centre's. */
export const tutorialPageWords = z.strictObject({
  breadcrumb: z.strictObject({ label: text, home: text, help: text }),
  hero: z.strictObject({
    /** 'Tutorial · {name}' */
    eyebrow: text,
    /** 'Ver los {count} pasos' */
    steps: text,
    /** The button to the embedded video. */
    video: text,
    /** The button to the block that links to a channel of videos. */
    videos: text,
    /**
     * Said once, after the hero's lead, where the guide is in another
     * language than the app's screens (Spanish): how their labels are quoted.
     */
    appScreens: text.optional(),
  }),
  /** 'Paso {number}' */
  stepLabel: text,
  /** Heading of the list of steps beside them on wide screens. */
  contentsLabel: text,
  beforeLabel: text,
  tipLabel: text,
  videoEyebrow: text,
  support: supportBlock,
  pager: z.strictObject({
    label: text,
    previous: text,
    next: text,
    back: text,
  }),
})
export type TutorialPageWords = z.infer<typeof tutorialPageWords>

/** The help centre (/ayuda): its own words; its guides come from the tutorials. */
export const helpPage = z.strictObject({
  ...pageOpening,
  guides: z.strictObject({
    intro: sectionIntro,
    search: z.strictObject({
      label: text,
      placeholder: text,
      hint: text,
      /** '{count} guías' */
      countMany: text,
      countOne: text,
      /** 'Ninguna guía coincide con «{query}»' */
      countNone: text,
      emptyTitle: text,
      emptyText: text,
      showAll: text,
    }),
    /** The words of a card's facts ('4 pasos · Vídeo'). */
    facts: z.strictObject({
      /** '{count} pasos' */
      steps: text,
      /** An embedded video. */
      video: text,
      /** A link to a channel of videos. */
      videos: text,
    }),
    open: text,
    /** The tile after the guides that points to the support block. */
    supportTile: z.strictObject({ title: text, text, label: text }),
  }),
  quickHelp: z.strictObject({ intro: sectionIntro }),
  support: supportBlock,
  tutorialPages: tutorialPageWords,
})
export type HelpPage = z.infer<typeof helpPage>
