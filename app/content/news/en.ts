import type { NewsContent } from "./types.ts"

export const en = {
  meta: {
    title: "TRABEM news: new website, virtual assistant and Office 365",
    description:
      "A new website, a virtual support agent available 24/7, and Office 365 licences with local support. Here is what is new at TRABEM.",
  },
  hero: {
    eyebrow: "News",
    title: "What's new at TRABEM",
    lead: "A new website, a virtual assistant that helps you at any hour and Office 365 licences with support close at hand. Here is what we have been working on.",
    primary: {
      label: "Contact us",
      to: {
        hash: "contact",
      },
    },
  },
} satisfies NewsContent
