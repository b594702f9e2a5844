import { z } from "astro/zod"
import { agentPage, chatExample, chatExamplesBlock } from "./agents.ts"
import {
  formIntro,
  iconCard,
  iconCardsBlock,
  iconName,
  leadPageEnd,
  pageOpening,
  points,
  sectionIntro,
  stat,
  testimonialsBlock,
  text,
} from "./blocks.ts"

/** The product pages: appointment AI, Connext, quarry software, Office 365, the agent pages. */

/** What the appointment AI does for one audience: the clinic or its patients. */
export const audienceBenefits = z.strictObject({
  icon: iconName,
  title: text,
  items: points,
})
export type AudienceBenefits = z.infer<typeof audienceBenefits>

/** The appointment-AI page; its contact section (#contacto) holds the form with its service select. */
export const clinicAppointmentsPage = z.strictObject({
  ...pageOpening,
  /** The hero's secondary actions: the explainer video and a WhatsApp share. */
  heroActions: z.strictObject({
    video: text,
    /** WhatsApp share text, about optimising the clinic's attendance rate. */
    shareText: text,
  }),
  /** The conversation drawn in the hero's phone. */
  heroChat: chatExample,
  stats: z.array(stat),
  video: z.strictObject({
    intro: sectionIntro,
    /** Title of the video, also the player's accessible name. */
    title: text,
  }),
  /** Booking by WhatsApp, SMS and chatbot, schedule optimisation, analytics, fewer no-shows. */
  features: iconCardsBlock,
  howItWorks: z.strictObject({
    intro: sectionIntro,
    steps: z.array(iconCard).length(4),
  }),
  /** For clinics and for patients. */
  benefits: z.strictObject({
    intro: sectionIntro,
    groups: z.array(audienceBenefits).length(2),
  }),
  ...leadPageEnd,
})
export type ClinicAppointmentsContent = z.infer<typeof clinicAppointmentsPage>

/** A labelled node of the channels-to-inbox diagram. */
export const connextNode = z.strictObject({ icon: iconName, label: text })
export type ConnextNode = z.infer<typeof connextNode>

export const connextPage = z.strictObject({
  ...pageOpening,
  about: z.strictObject({
    intro: sectionIntro,
    paragraphs: points,
    stats: z.array(stat),
  }),
  benefits: iconCardsBlock,
  /** Each audience with two or three situations it recognises as points. */
  audience: iconCardsBlock,
  integration: z.strictObject({
    intro: sectionIntro,
    points: z.array(iconCard),
    diagram: z.strictObject({
      /** What the diagram shows, for screen readers and as its caption. */
      caption: text,
      channelsTitle: text,
      channels: z.array(connextNode),
      inbox: z.strictObject({ title: text, text }),
      destinationsTitle: text,
      destinations: z.array(connextNode),
      systems: connextNode,
    }),
  }),
  testimonials: testimonialsBlock,
  ...leadPageEnd,
})
export type ConnextContent = z.infer<typeof connextPage>

/** Colour of a quarry module card: a theme token name, drawn by the modules section. */
export const quarryModuleColour = z.enum([
  "quarry-amber",
  "stone-accent",
  "teal",
  "brand",
  "violet",
  "graphite",
  "office",
  "teal-deep",
])
export type QuarryModuleColour = z.infer<typeof quarryModuleColour>

export const quarryModule = z.strictObject({
  title: text,
  colour: quarryModuleColour,
  icon: iconName,
  summary: text,
  features: points,
})
export type QuarryModule = z.infer<typeof quarryModule>

export const quarryPage = z.strictObject({
  ...pageOpening,
  /** The eight main features. */
  features: iconCardsBlock.extend({ items: z.array(iconCard).length(8) }),
  modules: z.strictObject({
    intro: sectionIntro,
    items: z.array(quarryModule).length(8),
  }),
  ...leadPageEnd,
})
export type QuarryContent = z.infer<typeof quarryPage>

/** One link of the chain from Microsoft to the customer. */
export const office365ChainStep = z.strictObject({
  label: text,
  text,
  /** The step that is TRABEM, drawn in the accent. */
  isProvider: z.boolean().optional(),
})
export type Office365ChainStep = z.infer<typeof office365ChainStep>

export const office365Page = z.strictObject({
  ...pageOpening,
  benefits: z.strictObject({
    intro: sectionIntro,
    items: z.array(iconCard).length(5),
  }),
  reasons: z.strictObject({
    intro: sectionIntro,
    items: z.array(iconCard),
    chain: z.strictObject({
      title: text,
      steps: z.array(office365ChainStep).min(2),
      note: text,
    }),
  }),
  form: formIntro,
  testimonials: testimonialsBlock,
  trust: z.strictObject({
    intro: sectionIntro,
    badges: z.array(iconCard).length(3),
  }),
})
export type Office365Content = z.infer<typeof office365Page>

/**
 * The clinic virtual-agent page. Its claims: up to 30 hours a week saved, up
 * to 70 % of admin tasks automated, 24/7; its four testimonials show two per
 * view in a looping carousel; the demo form is headed with the 20-minute
 * promise.
 */
export const clinicAgentsPage = z
  .strictObject({ ...agentPage, examples: chatExamplesBlock })
  .refine(
    (page) =>
      page.assistants.agents.length === 10 &&
      page.assistants.categories.length === 5,
    { message: "ten agents in five categories", path: ["assistants"] },
  )
  .refine((page) => page.testimonials.items.length === 4, {
    message: "four testimonials, two per view",
    path: ["testimonials", "items"],
  })
export type ClinicAgentsContent = z.infer<typeof clinicAgentsPage>

/**
 * The dealership page, in Spanish and French: the Spanish page (the
 * clinic-agent page adapted) adds chat examples.
 */
export const automotivePage = z
  .strictObject({
    ...agentPage,
    /** The conversation drawn in the hero's phone. */
    heroChat: chatExample,
  })
  .refine((page) => page.assistants.agents.length === 3, {
    message: "three assistants: appointments, sales and after-sales",
    path: ["assistants", "agents"],
  })
export type AutomotiveContent = z.infer<typeof automotivePage>

/** The not-found page: its head tags and a hero that leads back to the start. */
export const notFoundPage = z.strictObject(pageOpening)
export type NotFoundContent = z.infer<typeof notFoundPage>
