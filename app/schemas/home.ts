import { z } from "astro/zod"
import {
  accent,
  callToAction,
  iconCard,
  iconName,
  pageOpening,
  points,
  sectionIntro,
  shareBlock,
  stat,
  testimonial,
  text,
} from "./blocks.ts"

export const serviceCard = iconCard.extend({
  points,
  cta: callToAction,
})
export type ServiceCard = z.infer<typeof serviceCard>

export const storyGroup = z.strictObject({
  /** Stable key of the group. */
  id: z.enum(["hosting", "clinic", "ai"]),
  /** The group's colour inside the section. */
  accent,
  icon: iconName,
  title: text,
  /** The claim this group backs, in large type. */
  stat,
  /** Accessible name of the group's carousel. */
  carouselLabel: text,
  testimonials: z.array(testimonial).min(1),
})
export type StoryGroup = z.infer<typeof storyGroup>

export const homePage = z.strictObject({
  ...pageOpening,
  heroTiles: z.strictObject({
    /** Accessible name of the tile list. */
    label: text,
    items: z.array(iconCard).length(4),
  }),
  services: z.strictObject({
    intro: sectionIntro,
    cards: z.array(serviceCard).length(4),
  }),
  hosting: z.strictObject({
    intro: sectionIntro,
    stats: z.array(stat),
    features: z.array(iconCard).length(6),
    quote: callToAction,
    partnersLabel: text,
  }),
  trabemFlex: z.strictObject({
    intro: sectionIntro,
    /** Patients, digital records, online appointments, billing, reports. */
    modules: z.array(iconCard).length(5),
    productLink: callToAction,
    demo: callToAction,
  }),
  aiPlatform: z.strictObject({
    intro: sectionIntro,
    capabilities: z.array(iconCard),
    platformLink: callToAction,
    healthcare: z.strictObject({
      eyebrow: text,
      title: text,
      description: text,
      points,
      link: callToAction,
    }),
  }),
  stories: z.strictObject({
    intro: sectionIntro,
    groups: z.array(storyGroup).length(3),
  }),
  about: z.strictObject({
    intro: sectionIntro,
    story: text,
    stats: z.array(stat),
    differentiatorsTitle: text,
    differentiators: z.array(iconCard),
  }),
  contact: z.strictObject({
    intro: sectionIntro,
    formTitle: text,
    formLead: text,
    cardTitle: text,
    mapTitle: text,
  }),
  share: shareBlock,
})
export type HomeContent = z.infer<typeof homePage>
