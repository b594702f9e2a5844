import type { NotFoundContent } from "./types.ts"

export const en = {
  meta: {
    title: "Page not found",
    description:
      "The page you are looking for does not exist or has been moved.",
  },
  hero: {
    eyebrow: "Error 404",
    title: "Page not found",
    lead: "Sorry, the page you are looking for does not exist or has been moved.",
    primary: {
      label: "Back to home",
      to: {
        page: "home",
      },
    },
  },
} satisfies NotFoundContent
