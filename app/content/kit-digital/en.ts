import type { KitDigitalSource } from "./types.ts"

const toContact = { hash: "contacto" } as const

export const en = {
  meta: {
    title:
      "Kit Digital: digitalise your business with Spanish government funding",
    description:
      "We are an authorised Kit Digital provider. Vouchers of up to €12,000 for small businesses, microbusinesses and the self-employed: web, cybersecurity, management and communications.",
  },
  hero: {
    eyebrow: "Authorised Kit Digital provider",
    title: "Digitalise your business with up to €12,000 from Kit Digital",
    lead: "We help you apply for the voucher and put in place solutions you will actually use: a web presence, cybersecurity, customer management and secure communications.",
    primary: { label: "Request information", to: toContact },
    secondary: {
      label: "See the grants",
      to: {
        hash: "tramos",
      },
    },
  },
  programme: {
    intro: {
      eyebrow: "What Kit Digital is",
      title: "Public funding to take your business digital",
      lead: "Kit Digital is the Spanish government's programme, run by Red.es, that funds digital solutions for small businesses, microbusinesses and the self-employed. The grant comes as a voucher you redeem with an authorised digitalisation provider.",
    },
    facts: [
      {
        icon: "publicFunding",
        title: "Funded by the European Union",
        description:
          "It is part of Spain's Recovery Plan and is financed by the European Union's Next Generation EU funds.",
      },
      {
        icon: "voucher",
        title: "A voucher for real solutions",
        description:
          "The amount depends on the size of your business and goes on the solutions you choose with your provider.",
      },
      {
        icon: "paperwork",
        title: "We handle the paperwork",
        description:
          "We sign the service agreement with you, put the solution in place and report to the programme on how the grant was spent.",
      },
    ],
  },
  eligibility: {
    intro: {
      eyebrow: "Who can apply",
      title: "Can your business apply for Kit Digital?",
      lead: "Small businesses, microbusinesses and the self-employed in any sector can apply if they meet a few basic requirements.",
    },
    listTitle: "Main requirements",
    requirements: [
      "Tax residence in Spain and between 0 and 49 employees",
      "Registered in the business census for the minimum period the current round requires",
      "Up to date with tax and Social Security payments",
      "Not a company in difficulty, and within the de minimis aid limit",
      "Complete the digital self-assessment test on the Acelera pyme platform",
    ],
    note: "Not sure about a requirement? We check it with you before we start.",
  },
  solutions: {
    intro: {
      eyebrow: "Solutions we offer",
      title: "Four areas to digitalise your business with the voucher",
      lead: "Together we pick the solutions that get the most out of your grant, then we set them up and look after them.",
    },
    items: [
      {
        icon: "website",
        title: "Website and online presence",
        description:
          "A professional, fast, mobile-friendly website so that your customers can find you.",
        points: [
          "Design for phones and tablets",
          "Domain and hosting on European servers",
          "Basic search engine optimisation",
        ],
      },
      {
        icon: "cybersecurity",
        title: "Cybersecurity",
        description:
          "Protection for your company's devices against viruses, ransomware and unauthorised access.",
        points: [
          "Managed antivirus and anti-malware",
          "Backups of your data",
          "24/7 incident support",
        ],
      },
      {
        icon: "addressBook",
        title: "Customer management",
        description:
          "A CRM that keeps contacts, opportunities and sales follow-up in one place.",
        points: [
          "Customer and contact records",
          "Sales opportunity tracking",
          "Sales activity reports",
        ],
      },
      {
        icon: "communications",
        title: "Secure communications",
        description:
          "Encrypted connections so your team can work from anywhere without exposing data.",
        points: [
          "Virtual private network (VPN) for remote work",
          "Encrypted connections between devices",
          "Set-up and support included",
        ],
      },
    ],
  },
  tiers: {
    intro: {
      eyebrow: "Grant tiers",
      title: "How much could you get?",
      lead: "The voucher amount depends on how many people your business employs.",
    },
    amountPrefix: "Voucher of up to",
    items: [
      {
        segment: "Segment I",
        name: "Small businesses",
        employees: "10 to 49 employees",
        amount: 12000,
      },
      {
        segment: "Segment II",
        name: "Microbusinesses",
        employees: "3 to 9 employees",
        amount: 6000,
      },
      {
        segment: "Segment III",
        name: "Self-employed",
        employees: "0 to 2 employees",
        amount: 2000,
      },
    ],
    note: "Maximum amounts of the programme. We confirm yours under the current round of the programme.",
  },
  cta: {
    title: "Make the most of your Kit Digital voucher",
    lead: "We check whether you meet the requirements and suggest the solutions that best suit your business.",
    actions: [
      { label: "Request information", to: toContact },
      { label: "Contact us now", to: toContact },
    ],
  },
  contact: {
    intro: {
      eyebrow: "Kit Digital",
      title: "Ask us about your voucher",
      lead: "Leave your details and we will tell you which grant applies to you and what you can put in place with it.",
    },
    pointsTitle: "How we help",
    points: [
      "We check that your business meets the requirements",
      "We explain the voucher that matches your headcount",
      "We sign the agreement and set up the solution",
      "We report to the programme on how the grant was spent",
    ],
  },
} satisfies KitDigitalSource
