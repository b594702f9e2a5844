import { z } from "astro/zod"
import {
  iconCard,
  iconCardsBlock,
  leadPageEnd,
  pageOpening,
  points,
  sectionIntro,
  text,
} from "./blocks.ts"

/** The Kit Digital and Kit Consulting pages: the grant programme and its consulting twin. */

/** One tier of the grant, by company size: the amount in whole euros, written out by the page. */
export const kitTier = z.strictObject({
  segment: text,
  name: text,
  employees: text,
  amount: z.number().int().positive(),
})
export type KitTierSource = z.infer<typeof kitTier>

export const kitDigitalPage = z.strictObject({
  ...pageOpening,
  programme: z.strictObject({
    intro: sectionIntro,
    facts: z.array(iconCard).length(3),
  }),
  eligibility: z.strictObject({
    intro: sectionIntro,
    listTitle: text,
    requirements: points,
    note: text,
  }),
  /** The four solution areas. */
  solutions: iconCardsBlock.extend({ items: z.array(iconCard).length(4) }),
  tiers: z.strictObject({
    intro: sectionIntro,
    /** Words before the amount: 'Bono de hasta'. */
    amountPrefix: text,
    items: z.array(kitTier).length(3),
    note: text,
  }),
  ...leadPageEnd,
})
export type KitDigitalContent = z.infer<typeof kitDigitalPage>

export const methodStep = z.strictObject({
  title: text,
  description: text,
  /** What the company has at the end of the step. */
  outcome: text,
})
export type MethodStep = z.infer<typeof methodStep>

export const kitConsultingPage = z.strictObject({
  ...pageOpening,
  areas: iconCardsBlock,
  method: z.strictObject({
    intro: sectionIntro,
    /** Words before each step's number: 'Paso'. */
    stepLabel: text,
    outcomeLabel: text,
    steps: z.array(methodStep).length(4),
  }),
  sectors: iconCardsBlock,
  ...leadPageEnd,
})
export type KitConsultingContent = z.infer<typeof kitConsultingPage>
