import type { NewsContent } from "./types.ts"

export const en = {
  meta: {
    title: "TRABEM news: new website, virtual assistant and Office 365",
    description:
      "A new website, a virtual support assistant available 24/7, and Office 365 licences with local support. Here is what is new at TRABEM.",
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
  website: {
    intro: {
      eyebrow: "New website",
      title: "Our new website, built around you",
      lead: "We have rebuilt our website so you can find what you need in seconds and ask for it without waiting.",
    },
    highlights: [
      "Pages that load instantly, on your phone too",
      "Everything we offer in one place: hosting, cybersecurity and software for clinics, dealerships and quarries",
      "In Spanish and English, with the dealership page also in French",
      "Direct forms to request information or a demo",
    ],
    cta: {
      label: "Visit the new website",
      to: {
        page: "home",
      },
    },
  },
  updates: {
    intro: {
      eyebrow: "What's new",
      title: "Two updates that save you time",
      lead: "An assistant that answers straight away, and Office 365 licences with someone nearby to call.",
    },
    assistant: {
      badge: "Available 24/7",
      title: "Virtual support assistant",
      description:
        "Our virtual assistant answers your questions about services, common issues and admin at any hour, and hands you over to a person when needed.",
      points: [
        "Instant answers, at night and on holidays too",
        "Step-by-step help with the most common issues",
        "Passes your query to our technical team with full context",
      ],
      button: "Try assistant",
    },
    office365: {
      badge: "Authorised distributor",
      title: "Office 365 licences",
      description:
        "Get Office 365 through us: the same apps, with local support, email migration and a single invoice.",
      points: [
        "Word, Excel, Outlook and Teams, always up to date",
        "Sign-up, migration and set-up done by us",
        "Direct technical support, no call centres",
      ],
      cta: {
        label: "Request information",
        to: {
          redirect: "contactEn",
        },
      },
    },
  },
  benefits: {
    intro: {
      eyebrow: "Benefits",
      title: "What these updates do for you",
    },
    items: [
      {
        icon: "productivity",
        title: "Improved productivity",
        description:
          "Work tools that are always up to date and instant answers from the assistant: less waiting, more time for your business.",
      },
      {
        icon: "security",
        title: "Greater security",
        description:
          "Email protected against spoofing, two-step verification and your data hosted in the European Union.",
      },
      {
        icon: "communication",
        title: "Efficient communication",
        description:
          "Email, chat and video calls in one place, so your team and your customers can talk without friction.",
      },
    ],
  },
  contact: {
    intro: {
      eyebrow: "Contact",
      title: "Interested in any of this?",
      lead: "Write to us and we will tell you how to make the most of it in your business.",
    },
    pointsTitle: "Ask us about",
    points: [
      "The virtual assistant for your own website",
      "Office 365 licences and email migration",
      "Any other TRABEM service",
    ],
  },
} satisfies NewsContent
