import type { KitConsultingContent } from "./types.ts"

export const en = {
  meta: {
    title: "Kit Consulting: expert advice to transform your business",
    description:
      "Digital advisers in the Kit Consulting programme: diagnosis, design, implementation and follow-up in artificial intelligence, cybersecurity and business processes.",
  },
  hero: {
    eyebrow: "Kit Consulting digital adviser",
    title: "Expert advice for your next digital step",
    lead: "We analyse your business, design a plan that fits and stay with you until it works: artificial intelligence, cybersecurity, analytics and processes.",
    primary: {
      label: "Request advice",
      to: {
        hash: "contacto",
      },
    },
    secondary: {
      label: "How we work",
      to: {
        hash: "metodo",
      },
    },
  },
} satisfies KitConsultingContent
