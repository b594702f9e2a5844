import type { Office365Content } from "./types.ts"

export const en = {
  meta: {
    title: "Office 365 licences for businesses, with local support",
    description:
      "Buy your Office 365 licences through an authorised distributor: one invoice, migration, security set-up and support in Spanish.",
  },
  hero: {
    eyebrow: "Office 365 licences",
    title: "Office 365 for your business, with someone nearby when you need it",
    lead: "Office 365 licences through an authorised distributor, with set-up, migration and support in Spanish from the same team that looks after your servers.",
    primary: {
      label: "Start now",
      to: {
        hash: "formulario",
      },
    },
    secondary: {
      label: "Why TRABEM",
      to: {
        hash: "por-que-trabem",
      },
    },
  },
  benefits: {
    intro: {
      eyebrow: "What Office 365 includes",
      title: "Everything your team uses every day, in one package",
      lead: "The familiar apps, professional email and Microsoft's cloud, on one platform that updates itself and is paid for per user.",
    },
    items: [
      {
        icon: "apps",
        title: "Word, Excel and PowerPoint, always up to date",
        description:
          "The Office apps on the web and on mobile, and on the desktop too depending on the plan, always in their latest version.",
      },
      {
        icon: "mail",
        title: "Professional email on your own domain",
        description:
          "50 GB Exchange mailboxes with shared calendars and contacts, and addresses like name@yourcompany.com.",
      },
      {
        icon: "meetings",
        title: "Meetings and team chat",
        description:
          "Video calls, chat and shared files with Microsoft Teams, from the office, from home or from your phone.",
      },
      {
        icon: "cloud",
        title: "1 TB of cloud storage per user",
        description:
          "Documents in OneDrive and SharePoint, available from any device and shared with the permissions you choose.",
      },
      {
        icon: "shield",
        title: "Business-grade security",
        description:
          "Two-step verification, spam filtering and protection against malware and phishing included.",
      },
    ],
  },
  reasons: {
    intro: {
      eyebrow: "Why TRABEM",
      title: "The same official licences, with a team that stands behind them",
      lead: "You could buy Office 365 directly. With TRABEM you get exactly the same licences, plus someone who installs them, sets them up and helps you when something goes wrong.",
    },
    items: [
      {
        icon: "support",
        title: "Local support in Spanish",
        description:
          "You talk to technicians in Murcia who know your installation, not to a generic call centre.",
      },
      {
        icon: "invoice",
        title: "One invoice",
        description:
          "Your licences on the same invoice as the other services you have with TRABEM, with a single point of contact.",
      },
      {
        icon: "migration",
        title: "Migration and set-up",
        description:
          "We move your email, contacts and files from your current provider and leave every computer ready to work.",
      },
      {
        icon: "licences",
        title: "Licence management",
        description:
          "New users, leavers and plan changes whenever you need them, so you only pay for the people who use each licence.",
      },
      {
        icon: "lock",
        title: "Security set-up",
        description:
          "We switch on two-step verification, password policies and email filters from day one.",
      },
    ],
    chain: {
      title: "How the licences reach your business",
      steps: [
        {
          label: "Microsoft",
          text: "Develops Office 365 and runs the data centres that host it.",
        },
        {
          label: "Official wholesaler",
          text: "A distributor authorised by Microsoft that provisions the licences.",
        },
        {
          label: "TRABEM",
          text: "Authorised distributor: advises you, buys, sets up and supports.",
          isProvider: true,
        },
        {
          label: "Your business",
          text: "Works with official licences, its own domain and its data under its control.",
        },
      ],
      note: "The licences are the same ones Microsoft and its partners sell: what changes is who is there with you.",
    },
  },
  form: {
    intro: {
      eyebrow: "Start now",
      title: "Tell us how many you are and what you use today",
      lead: "We recommend the right plan for each person and send you a proposal with no obligation.",
    },
    pointsTitle: "What the proposal includes",
    points: [
      "The Office 365 plan that fits the way each person works",
      "A migration timetable that does not stop your business",
      "The security settings we will leave switched on",
    ],
  },
  testimonials: {
    intro: {
      eyebrow: "Testimonial",
      title: "A move the team barely noticed",
    },
    items: [
      {
        quote:
          "We moved from an old mail server to Office 365 over one weekend. On Monday everyone had their email, their files and Teams working, and when someone needs help a call to TRABEM is all it takes.",
        name: "Ramón C.",
        initials: "RC",
        role: "Head of administration",
        organization: "Tax advisory firm in Alcantarilla",
      },
    ],
  },
  trust: {
    intro: {
      eyebrow: "Guarantees",
      title: "Official licences, backed at every step",
    },
    badges: [
      {
        icon: "distributor",
        title: "Authorised distributor",
        description:
          "TRABEM sells official Office 365 licences as an authorised distributor.",
      },
      {
        icon: "partner",
        title: "Certified partner support",
        description:
          "We solve your issues and, when needed, escalate them through Microsoft's partner support channel.",
      },
      {
        icon: "infrastructure",
        title: "Infrastructure with the wholesaler",
        description:
          "Licences are provisioned on the official wholesaler's platform, set up there and then.",
      },
    ],
  },
} satisfies Office365Content
