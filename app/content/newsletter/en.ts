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
  preheader:
    "A new website, a 24/7 virtual assistant and Office 365 licences with local support.",
  headerLabel: "News",
  greeting:
    "Hello: we have spent months on improvements that make working with us easier. Here are the three that matter most.",
  website: {
    label: "New website",
    title: "A faster, clearer website",
    text: "Find our hosting, cybersecurity and software for clinics, dealerships and quarries in seconds, and request information or a demo in one step.",
    link: {
      label: "Visit the new website",
      to: {
        page: "home",
      },
    },
  },
  assistant: {
    label: "Virtual assistant",
    title: "An assistant at your service 24/7",
    text: "It answers questions about our services and common issues at any hour and, when needed, hands you over to our technical team with full context.",
    link: {
      label: "Try the assistant",
      to: {
        page: "news",
        hash: "chat",
      },
    },
  },
  office365: {
    label: "Office 365",
    title: "Office 365 licences with local support",
    text: "Word, Excel, Outlook and Teams, with sign-up, email migration and technical support done by us, and a single invoice.",
    link: {
      label: "Request information",
      to: {
        redirect: "contactEn",
      },
    },
  },
  footer: {
    contactLead: "Any questions? Write to us at",
    rights: "All rights reserved.",
    reason:
      "You are receiving this newsletter because you are a TRABEM customer or asked us for information.",
  },
  download: {
    text: "A version ready for your email marketing tool.",
    label: "Download HTML",
  },
} satisfies NewsletterContent
