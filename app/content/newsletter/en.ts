import type { NewsletterContent } from "./types.ts"

export const en = {
  meta: {
    title: "TRABEM newsletter: new website, virtual assistant and Office 365",
    description:
      "TRABEM newsletter: a new website, a virtual support assistant and Office 365 licences with local support.",
  },
  hero: {
    eyebrow: "TRABEM newsletter",
    title: "A new website, and more",
    lead: "This month's news: a new website, a 24/7 virtual assistant and Office 365 licences with local support.",
  },
} satisfies NewsletterContent
