import { z } from "astro/zod"
import { icons, type IconName } from "#app/components/ui/icons.ts"
import { accents } from "#app/config/accents.ts"
import {
  externalLinks,
  type ExternalLinkId,
  type LinkTarget,
} from "#app/config/link-targets.ts"
import { linkablePageIds, type LinkablePageId } from "#app/config/pages.ts"
import { redirects, type RedirectId } from "#common/web/addresses.ts"

/**
 * The content shape of each kind of block a page is built from, as a Zod
 * schema: content.config.ts checks every file against it at build, and the
 * sections take the types inferred from it. A section of app/sections/shared
 * draws each one.
 */

const keysOf = <K extends string>(record: Readonly<Record<K, unknown>>) =>
  Object.keys(record) as [K, ...K[]]

/** Words a visitor reads: never empty. */
export const text = z.string().trim().min(1)
/** A list of short items. */
export const points = z.array(text)
/** A list a block may leave out; an empty list, as the editor writes one, counts as none. */
export const optionalPoints = points
  .transform((items) => (items.length ? items : undefined))
  .optional()

export const iconName = z.enum(keysOf(icons) as [IconName, ...IconName[]])
export const accent = z.enum(accents)

/** The id of an element of a page (anchors in app/config/anchors.ts; check:links proves each). */
const anchor = z
  .string()
  .regex(/^[a-z0-9-]+$/, "an anchor id: lowercase letters, digits and hyphens")

const pageTarget = z.strictObject({
  page: z.enum(linkablePageIds as [LinkablePageId, ...LinkablePageId[]]),
  hash: anchor.optional(),
})

/**
 * Where a link in content goes: a page of the site (optionally a section), a
 * section of this page, or a named external site.
 */
export const linkTarget = z.union([
  pageTarget,
  z.strictObject({
    external: z.enum(
      keysOf(externalLinks) as [ExternalLinkId, ...ExternalLinkId[]],
    ),
  }),
  z.strictObject({ hash: anchor }),
]) as unknown as z.ZodType<LinkTarget>

/** A page of the site or an old contact address the server redirects (loaded in full). */
export const pageOrRedirect = z.union([
  pageTarget,
  z.strictObject({
    redirect: z.enum(keysOf(redirects) as [RedirectId, ...RedirectId[]]),
  }),
])

export const callToAction = z.strictObject({ label: text, to: linkTarget })
export type CallToAction = z.infer<typeof callToAction>

export const heroContent = z.strictObject({
  /** Short line above the headline: the product or the audience. */
  eyebrow: text,
  /** What the page does for the visitor, in one sentence. */
  title: text,
  lead: text,
  primary: callToAction.optional(),
  secondary: callToAction.optional(),
})
export type HeroContent = z.infer<typeof heroContent>

/** A claim shown as a number in large type with a short caption. */
export const stat = z.strictObject({ value: text, label: text })
export type Stat = z.infer<typeof stat>

/** The heading block that opens a section. */
export const sectionIntro = z.strictObject({
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
})
export type SectionIntro = z.infer<typeof sectionIntro>

/** An icon by name, a title, a sentence and optional points (cards, tiles, steps). */
export const iconCard = z.strictObject({
  icon: iconName,
  title: text,
  description: text,
  points: optionalPoints,
})
export type IconCard = z.infer<typeof iconCard>

/** A section of icon cards. */
export const iconCardsBlock = z.strictObject({
  intro: sectionIntro,
  items: z.array(iconCard).min(1),
})
export type IconCardsBlock = z.infer<typeof iconCardsBlock>

/** A dark call-to-action band: one sentence, a line of support, one or two buttons. */
export const ctaBand = z.strictObject({
  title: text,
  lead: text,
  actions: z.array(callToAction).min(1).max(2),
})
export type CtaBand = z.infer<typeof ctaBand>

/** The text beside a lead form: heading, what happens after sending (phone and e-mail follow). */
export const formIntro = z.strictObject({
  intro: sectionIntro,
  pointsTitle: text,
  points,
})
export type FormIntro = z.infer<typeof formIntro>

/** A band inviting the visitor to pass the page on. */
export const shareBlock = z.strictObject({
  title: text,
  lead: text,
  /**
   * The page's name as the share text says it, `{title}` in the language's
   * template ('Descubre {title}: {description}'), with the article its
   * grammar wants: "TRABEM", "los agentes de IA para concesionarios".
   */
  name: text,
  /** Replaces the default share text. */
  text: text.optional(),
})
export type ShareBlock = z.infer<typeof shareBlock>

/** A client's words, shown with initials in a tinted circle (no stock photos). */
export const testimonial = z.strictObject({
  quote: text,
  name: text,
  /** Position or role of the person. */
  role: text,
  /** Company, clinic or public body. */
  organization: text,
  initials: text,
})
export type Testimonial = z.infer<typeof testimonial>

export const testimonialsBlock = z.strictObject({
  intro: sectionIntro,
  /** Accessible name of the carousel; the heading's title when absent. */
  label: text.optional(),
  items: z.array(testimonial).min(1),
})
export type TestimonialsBlock = z.infer<typeof testimonialsBlock>

/** What every page says about itself for search engines and sharing. */
export const pageMeta = z.strictObject({ title: text, description: text })
export type PageMeta = z.infer<typeof pageMeta>

/** What the content of every page opens with: its head tags and its hero. */
export const pageOpening = { meta: pageMeta, hero: heroContent }

/**
 * A product or programme page that ends in a call-to-action band and the
 * contact form beside its text (Kit Digital, Kit Consulting, the quarry
 * software, the appointment AI).
 */
export const leadPageEnd = { cta: ctaBand, contact: formIntro }
export type PageOpening = { meta: PageMeta; hero: HeroContent }
export type LeadPageContent = PageOpening & {
  cta: CtaBand
  contact: FormIntro
}
