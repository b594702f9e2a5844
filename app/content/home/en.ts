import type { HomeContent } from "./types.ts"

export const en = {
  meta: {
    title: "TRABEM | Hosting, cybersecurity and business software from Spain",
    description:
      "European hosting and housing with 24/7 support, cybersecurity, clinic software and artificial intelligence. More than 15 years helping businesses and public bodies.",
  },
  hero: {
    eyebrow: "Business technology from Murcia, Spain",
    title: "Secure infrastructure and software that works for your business",
    lead: "We host your servers in Europe, protect your data and automate your operations with specialised software and artificial intelligence. One provider, 24/7 support.",
    primary: {
      label: "Request information",
      to: {
        hash: "contact",
      },
    },
    secondary: {
      label: "View services",
      to: {
        hash: "services",
      },
    },
  },
} satisfies HomeContent
