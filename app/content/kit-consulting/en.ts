import type { KitConsultingContent } from "./types.ts"

const toContact = { hash: "contacto" } as const

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
    primary: { label: "Request advice", to: toContact },
    secondary: {
      label: "How we work",
      to: {
        hash: "metodo",
      },
    },
  },
  areas: {
    intro: {
      eyebrow: "Consulting areas",
      title: "Advice where it makes the biggest difference",
      lead: "Kit Consulting funds advisory services for businesses with 10 to 249 employees. We work in the areas where we have been helping companies for more than 15 years.",
    },
    items: [
      {
        icon: "ai",
        title: "Artificial intelligence",
        description:
          "We find which tasks AI can take on in your business and how to use it safely with your own data.",
      },
      {
        icon: "cybersecurity",
        title: "Cybersecurity",
        description:
          "We assess your risks, review access and backups and set out a realistic protection plan.",
      },
      {
        icon: "analytics",
        title: "Data analytics",
        description:
          "We turn the data you already have into dashboards that let you decide on figures, not hunches.",
      },
      {
        icon: "processes",
        title: "Business processes",
        description:
          "We look at how work flows and automate the repetitive parts: up to 70% of administrative tasks.",
      },
      {
        icon: "strategy",
        title: "Digital strategy",
        description:
          "We order priorities and investments into a phased plan, with measurable goals for each phase.",
      },
      {
        icon: "sales",
        title: "Digital sales",
        description:
          "We improve how you win and serve customers online, from first contact to sales follow-up.",
      },
    ],
  },
  method: {
    intro: {
      eyebrow: "Our method",
      title: "Four steps, from the first meeting to results",
      lead: "A clear method, so you always know where we are and what comes next.",
    },
    stepLabel: "Step",
    outcomeLabel: "Outcome",
    steps: [
      {
        title: "Diagnosis",
        description:
          "We get to know your business, processes and tools, and talk to the people who use them every day.",
        outcome: "A report on where you stand and where you can improve.",
      },
      {
        title: "Design",
        description:
          "We propose specific solutions, ranked by impact and effort, with timings and owners.",
        outcome: "A roadmap you can approve and follow.",
      },
      {
        title: "Implementation",
        description:
          "We guide the roll-out, configure the tools and train your team.",
        outcome: "The solutions running and your team using them.",
      },
      {
        title: "Follow-up",
        description:
          "We measure results against the agreed indicators and adjust whatever needs it.",
        outcome: "Measured improvements and clear next steps.",
      },
    ],
  },
  sectors: {
    intro: {
      eyebrow: "Specialised sectors",
      title: "We know your sector from the inside",
      lead: "We build software for these sectors, so we speak your language from the first meeting.",
    },
    items: [
      {
        icon: "stethoscope",
        title: "Clinics and healthcare",
        description:
          "Schedules, patient records, WhatsApp bookings and patient data protection.",
      },
      {
        icon: "automotive",
        title: "Car dealerships",
        description:
          "Vehicle and spare-parts stock, quotes, after-sales and maintenance campaigns.",
      },
      {
        icon: "quarries",
        title: "Quarries and aggregates",
        description:
          "Weighbridge, digitally signed delivery notes, transport and paperless invoicing.",
      },
      {
        icon: "industry",
        title: "Industry and logistics",
        description:
          "Traceability, planning and production data within management's reach.",
      },
      {
        icon: "retail",
        title: "Retail and distribution",
        description:
          "Online sales, catalogue, customers and orders connected to your back office.",
      },
      {
        icon: "training",
        title: "Training bodies",
        description:
          "Student management, centralised communication and automated enquiries.",
      },
    ],
  },
  cta: {
    title: "Take the next step with Kit Consulting",
    lead: "Tell us where your business stands today and we will explain how we can help you through the programme.",
    actions: [
      { label: "Request advice", to: toContact },
      { label: "Contact us now", to: toContact },
    ],
  },
  contact: {
    intro: {
      eyebrow: "Kit Consulting",
      title: "Let's talk about your project",
      lead: "Leave your details and an adviser will contact you to learn about your business and the area where you want to move forward.",
    },
    pointsTitle: "What happens next",
    points: [
      "An adviser calls you to learn about your business",
      "We check whether you qualify for Kit Consulting",
      "We propose the area and scope of the advice",
      "We start with the diagnosis whenever you are ready",
    ],
  },
} satisfies KitConsultingContent
