import { enForms } from "./forms/en.ts"
import type { CommonContent } from "./types.ts"

export const en = {
  brandTagline: "Secure technology for businesses that can't stop",
  skipToContent: "Skip to content",
  notifications: "Notifications",
  nav: {
    label: "Main navigation",
    home: "Home",
    services: { label: "Services", to: { page: "home", hash: "services" } },
    industries: {
      label: "Industries",
      links: [
        {
          label: "Clinics",
          to: { page: "clinicAgents" },
          description:
            "Virtual agents that fill the diary and get paid on time",
        },
        {
          label: "Car dealerships",
          to: { page: "automotive" },
          description: "Appointment, sales and after-sales assistants",
        },
        {
          label: "Quarries",
          to: { page: "quarry" },
          description: "Weighbridge, signed delivery notes and invoicing",
        },
        {
          label: "Town councils and training",
          to: { page: "connext", hash: "audience" },
          description: "WhatsApp, email and chat support in one place",
        },
      ],
    },
    hosting: {
      label: "Hosting & housing",
      to: { page: "home", hash: "hosting" },
    },
    products: {
      label: "SaaS products",
      links: [
        {
          label: "TrAbem Flex Salud",
          to: { page: "clinicAppointments" },
          description: "AI appointments: fewer no-shows, a fuller diary",
        },
        {
          label: "Virtual agents for clinics",
          to: { page: "clinicAgents" },
          description: "Ten agents for bookings, payments and patients",
        },
        {
          label: "TRABEM Connext",
          to: { page: "connext" },
          description: "Centralised business messaging",
        },
        {
          label: "Quarry software",
          to: { page: "quarry" },
          description: "Run the whole quarry from one place",
        },
        {
          label: "Office 365 licences",
          to: { page: "office365" },
          description: "From an authorised distributor, with local support",
        },
        {
          label: "Help centre",
          to: { page: "help" },
          description: "Tutorials for the management app",
        },
      ],
    },
    contact: { label: "Contact", to: { page: "home", hash: "contact" } },
    menu: "Menu",
  },
  language: {
    label: "Language",
    names: { es: "Español", en: "English", fr: "Français" },
    unavailable: "not available on this page",
  },
  footer: {
    blurb:
      "Technology provider based in Alcantarilla (Murcia, Spain) with more than 15 years of experience: European hosting and housing, cybersecurity, email, specialised software and artificial intelligence for businesses and public bodies.",
    services: {
      title: "Services",
      links: [
        { label: "Hosting & housing", to: { page: "home", hash: "hosting" } },
        { label: "Cybersecurity", to: { page: "home", hash: "services" } },
        { label: "TrAbem Flex", to: { page: "home", hash: "trabemflex" } },
        { label: "AI platform", to: { page: "home", hash: "trabem" } },
        { label: "Office 365 licences", to: { page: "office365" } },
        { label: "TRABEM Connext", to: { page: "connext" } },
      ],
    },
    quickLinks: {
      title: "Quick links",
      links: [
        { label: "Home", to: { page: "home" } },
        { label: "Services", to: { page: "home", hash: "services" } },
        { label: "About Us", to: { page: "home", hash: "about" } },
        { label: "News", to: { page: "news" } },
        { label: "Contact", to: { page: "home", hash: "contact" } },
        { label: "Blog", to: { page: "news", hash: "new-website" } },
      ],
    },
    industries: {
      title: "Industries",
      links: [
        {
          label: "Clinics and medical centres",
          to: { external: "trabemFlex" },
        },
        { label: "Artificial intelligence", to: { external: "aiPlatform" } },
        { label: "Car dealerships", to: { page: "automotive" } },
        { label: "Quarries", to: { page: "quarry" } },
        { label: "Help centre", to: { page: "help" } },
      ],
    },
    legal: {
      title: "Legal",
      links: [
        { label: "Cookie policy", to: { page: "cookies" } },
        { label: "Security", to: { page: "security" } },
        { label: "Legal notice", to: { page: "legalNotice" } },
        { label: "Privacy", to: { page: "privacy" } },
        { label: "Kit Digital", to: { page: "kitDigital" } },
        { label: "Kit Consulting", to: { page: "kitConsulting" } },
        { label: "Newsletter", to: { page: "newsletter" } },
      ],
    },
    clinicSpecialties: {
      title: "Specialties",
      links: [
        { label: "Dental clinics", to: { external: "dentalClinics" } },
        { label: "Physiotherapy", to: { external: "physiotherapy" } },
        { label: "Aesthetic medicine", to: { external: "aestheticMedicine" } },
        { label: "Psychology", to: { external: "psychology" } },
      ],
    },
    contactTitle: "Contact",
    rights: "All rights reserved.",
    opensInNewTab: "(opens in a new tab)",
  },
  chat: {
    open: "Open the chat with our virtual assistant",
    close: "Close",
    title: "TRABEM virtual assistant",
    frameTitle: "Chat with the TRABEM virtual assistant",
    fallbackIntro:
      "Our assistant is not available right now. Reach us here, Monday to Friday from 9:00 to 18:00 (CET):",
    callUs: "Call us",
    writeUs: "Email us",
    whatsapp: "WhatsApp",
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
    networks: {
      x: "X (Twitter)",
      facebook: "Facebook",
      linkedin: "LinkedIn",
      whatsapp: "WhatsApp",
    },
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
  contactCard: { address: "Address", phone: "Phone", email: "Email" },
  forms: enForms,
} satisfies CommonContent
