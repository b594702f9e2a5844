import type { LegalContent, LegalPageId } from "./types.ts"

export const en = {
  legalNotice: {
    meta: {
      title: "Legal notice",
      description:
        "Identification of the website owner and terms of use, as required by Spain's Information Society Services Act (Law 34/2002).",
    },
    hero: {
      eyebrow: "Legal",
      title: "Legal notice",
      lead: "Who runs this website and the terms on which you may use it.",
    },
  },
  privacy: {
    meta: {
      title: "Privacy policy",
      description:
        "How we process the data you send through our forms: controller, purposes, legal basis, retention periods and your rights.",
    },
    hero: {
      eyebrow: "Legal",
      title: "Privacy policy",
      lead: "What we do with the data you entrust to us through our forms, and how to exercise your rights.",
    },
  },
  cookies: {
    meta: {
      title: "Cookie policy",
      description:
        "This site sets no cookies that require consent. Videos and the map only load when you ask for them.",
    },
    hero: {
      eyebrow: "Legal",
      title: "Cookie policy",
      lead: "This site sets no cookies that need your consent. Here is why, and what happens with third-party content.",
    },
  },
  security: {
    meta: {
      title: "Security",
      description:
        "How we protect this website and your data, and how to report a vulnerability responsibly.",
    },
    hero: {
      eyebrow: "Legal",
      title: "Security",
      lead: "How we protect this site and the data you send us, and how to tell us if you find a vulnerability.",
    },
  },
} satisfies Record<LegalPageId, LegalContent>
