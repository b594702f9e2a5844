import { enForms } from "./forms/en.ts"
import { enLinkLanguages } from "./link-languages.ts"
import type { CommonStrings } from "./types.ts"

/** The shared frame's words; nav-targets.ts says where the links lead. */
export const en = {
  brandTagline: "Secure technology for businesses that can't stop",
  skipToContent: "Skip to content",
  opensInNewTab: "(opens in a new tab)",
  nav: {
    label: "Main navigation",
    home: "Home",
    services: "Services",
    industries: {
      label: "Industries",
      links: {
        clinics: {
          label: "Clinics",
          description:
            "Virtual agents that fill the schedule and get paid on time",
        },
        dealerships: {
          label: "Car dealerships",
          description: "Appointment, sales and after-sales assistants",
        },
        quarries: {
          label: "Quarries",
          description: "Weighbridge, signed delivery notes and invoicing",
        },
        councils: {
          label: "Town councils and training",
          description: "WhatsApp, email and chat support in one place",
        },
      },
    },
    hosting: "Hosting & housing",
    products: {
      label: "SaaS products",
      links: {
        clinicAppointments: {
          label: "TrAbem Flex Salud",
          description: "AI appointments: fewer no-shows, a fuller schedule",
        },
        clinicAgents: {
          label: "Virtual agents for clinics",
          description: "Ten agents for bookings, payments and patients",
        },
        connext: {
          label: "TRABEM Connext",
          description: "Centralised business messaging",
        },
        quarry: {
          label: "Quarry software",
          description: "Run the whole quarry from one place",
        },
        office365: {
          label: "Office 365 licences",
          description: "From an authorised distributor, with local support",
        },
        help: {
          label: "Help centre",
          description: "Tutorials for the management app",
        },
      },
    },
    contact: "Contact",
    menu: "Menu",
  },
  language: {
    label: "Language",
    unavailable: "not available on this page",
    linkLanguage: enLinkLanguages,
  },
  footer: {
    blurb:
      "Technology provider based in Alcantarilla (Murcia, Spain) with more than 15 years of experience: European hosting and housing, cybersecurity, email, specialised software and artificial intelligence for businesses and public bodies.",
    services: {
      title: "Services",
      links: {
        hosting: "Hosting & housing",
        cybersecurity: "Cybersecurity",
        trabemFlex: "TrAbem Flex",
        aiPlatform: "AI platform",
        office365: "Office 365 licences",
        connext: "TRABEM Connext",
      },
    },
    quickLinks: {
      title: "Quick links",
      links: {
        home: "Home",
        services: "Services",
        about: "About Us",
        news: "News",
        contact: "Contact",
        blog: "Blog",
      },
    },
    industries: {
      title: "Industries",
      links: {
        clinics: "Clinics and medical centres",
        ai: "Artificial intelligence",
        dealerships: "Car dealerships",
        quarries: "Quarries",
        help: "Help centre",
      },
    },
    legal: {
      title: "Legal",
      links: {
        cookies: "Cookie policy",
        security: "Security",
        legalNotice: "Legal notice",
        privacy: "Privacy",
        kitDigital: "Kit Digital",
        kitConsulting: "Kit Consulting",
        news: "News",
      },
    },
    clinicSpecialties: {
      title: "Specialties",
      links: {
        dental: "Dental clinics",
        physiotherapy: "Physiotherapy",
        aesthetic: "Aesthetic medicine",
        psychology: "Psychology",
      },
    },
    contactTitle: "Contact",
    rights: "All rights reserved.",
  },
  chat: {
    open: "Open the chat with our virtual assistant",
    close: "Close",
    title: "TRABEM virtual assistant",
    frameTitle: "Chat with the TRABEM virtual assistant",
    beforeLoading:
      "It is an outside service: nothing from it loads until you open it.",
    openAssistant: "Open the assistant",
    fallbackIntro:
      "Our assistant is not available right now. Reach us here, Monday to Friday from 9:00 to 18:00 (CET):",
    callUs: "Call us",
    writeUs: "Email us",
  },
  pageHeaders: {
    contact: "Contact",
    clinicSlogan: "Your clinic, looked after around the clock",
    connextTagline: "Business messaging",
    automotiveTagline: "AI for car dealerships",
  },
  share: {
    template: "Check out {title}: {description}",
    title: "Share this page",
    copyLink: "Copy Link",
    copied: "Link copied to clipboard!",
    shareOn: "Share on {network}",
  },
  media: {
    playVideo: "Play video",
    videoConsent: "Playing it loads YouTube's player in privacy-enhanced mode.",
    showMap: "Show map",
    mapConsent: "Showing it loads Google Maps, which may set its own cookies.",
    openInMaps: "Open in Google Maps",
    watchOnYoutube: "Watch on YouTube",
  },
  carousel: {
    previous: "Previous",
    next: "Next",
    slide: "{index} of {total}",
    rating: "Rating: 5 out of 5 stars",
  },
  hours: {
    label: "Opening hours",
    weekdays: "Monday to Friday, 9:00 to 18:00 (CET)",
  },
  contactCard: {
    address: "Address",
    phone: "Phone",
    email: "Email",
  },
  forms: enForms,
} satisfies CommonStrings
