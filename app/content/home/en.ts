import type { HomeContent } from "./types.ts"

export const en = {
  meta: {
    title: "TRABEM | Hosting, cybersecurity and business software from Spain",
    description:
      "European hosting and housing with 24/7 support, cybersecurity, clinic software and artificial intelligence. More than 15 years helping businesses and public bodies.",
  },
  hero: {
    eyebrow: "Business technology from Murcia, Spain",
    title: "Secure infrastructure and software that works for your business",
    lead: "We host your servers in Europe, protect your data and automate your operations with specialised software and artificial intelligence. One provider, 24/7 support.",
    primary: {
      label: "Request information",
      to: {
        hash: "contact",
      },
    },
    secondary: {
      label: "View services",
      to: {
        hash: "services",
      },
    },
  },
  heroTiles: {
    label: "What we do",
    items: [
      {
        icon: "server",
        title: "Hosting & housing",
        description: "Servers in the European zone",
      },
      {
        icon: "shield",
        title: "Cybersecurity",
        description: "Round-the-clock monitoring",
      },
      {
        icon: "apps",
        title: "Specialised SaaS",
        description: "Clinics, quarries, customer care",
      },
      {
        icon: "consulting",
        title: "IT consulting",
        description: "A clear plan, grants included",
      },
    ],
  },
  services: {
    intro: {
      eyebrow: "Services",
      title: "Everything your business needs to run without surprises",
      lead: "From the server your website lives on to the software you serve your customers with: we design it, set it up and keep it running.",
    },
    cards: [
      {
        icon: "server",
        title: "Hosting & housing",
        description:
          "Your websites, email and applications hosted in European data centres, or your own servers racked and looked after in ours.",
        points: [
          "Data kept in the EU, GDPR-ready",
          "Automatic backups",
          "24/7 technical support",
        ],
        cta: { label: "Explore hosting", to: { hash: "hosting" } },
      },
      {
        icon: "shield",
        title: "Cybersecurity",
        description:
          "We shield your email, devices and network from ransomware, phishing and intruders before they bring your business to a halt.",
        points: [
          "Firewalls and email filtering",
          "Vulnerability reviews",
          "Incident response and recovery plan",
        ],
        cta: { label: "Protect my business", to: { hash: "contact" } },
      },
      {
        icon: "apps",
        title: "Specialised SaaS",
        description:
          "Cloud software built for your industry, with artificial intelligence on board and ready to use from day one.",
        points: [
          "TrAbem Flex for clinics",
          "Quarry management with weighbridge",
          "Unified messaging with Connext",
        ],
        cta: { label: "Discover TrAbem Flex", to: { hash: "trabemflex" } },
      },
      {
        icon: "consulting",
        title: "IT consulting",
        description:
          "We help you choose the right technology, roll it out properly and fund it through Spain's Kit Digital and Kit Consulting grants.",
        points: [
          "Assessment and digitalisation roadmap",
          "Office 365 licences as a distributor",
          "Grant applications handled for you",
        ],
        cta: { label: "See Kit Consulting", to: { page: "kitConsulting" } },
      },
    ],
  },
  hosting: {
    intro: {
      eyebrow: "Hosting & housing",
      title: "Your servers in Europe, watched around the clock",
      lead: "We host websites, email and business-critical applications in European data centres. Your data never leaves the EU, and if something breaks at 3 a.m. a real engineer picks it up.",
    },
    stats: [
      { value: "24/7", label: "technical support and monitoring" },
      { value: "100%", label: "of your data kept in the European zone" },
    ],
    features: [
      {
        icon: "globe",
        title: "European-zone servers",
        description: "GDPR compliance without international data transfers.",
      },
      {
        icon: "headset",
        title: "24/7 support",
        description:
          "We monitor your services day and night and act on every alert.",
      },
      {
        icon: "backup",
        title: "Backups",
        description: "Automatic backups, and restores we test regularly.",
      },
      {
        icon: "firewall",
        title: "Perimeter protection",
        description:
          "Firewalls, DDoS mitigation and SSL certificates included.",
      },
      {
        icon: "housing",
        title: "Housing for your hardware",
        description:
          "Your own equipment with redundant power and connectivity.",
      },
      {
        icon: "scale",
        title: "Room to grow",
        description:
          "Add CPU, memory or storage as you need it, with no migration.",
      },
    ],
    quote: { label: "Request a quote", to: { hash: "contact" } },
    partnersLabel: "Built on technology from our partners",
  },
  trabemFlex: {
    intro: {
      eyebrow: "TrAbem Flex · Clinic software",
      title: "Your whole clinic in one system, wherever you are",
      lead: "TrAbem Flex brings patients, medical records, appointments, billing and reports together in the cloud. Less paperwork, fewer phone calls and more time for your patients.",
    },
    modules: [
      {
        icon: "patients",
        title: "Patients",
        description: "A complete profile with details, consents and messages.",
      },
      {
        icon: "records",
        title: "Digital medical records",
        description:
          "Notes, treatments and documents, secure and always at hand.",
      },
      {
        icon: "appointments",
        title: "Online appointments",
        description: "Patients book at any hour and get automatic reminders.",
      },
      {
        icon: "billing",
        title: "Billing",
        description: "Quotes, invoices and payments linked to every treatment.",
      },
      {
        icon: "chart",
        title: "Reports",
        description: "Occupancy, revenue and productivity at a glance.",
      },
    ],
    productLink: { label: "Visit TrAbem Flex", to: { external: "trabemFlex" } },
    demo: { label: "Book a demo", to: { hash: "contact" } },
  },
  aiPlatform: {
    intro: {
      eyebrow: "TRABEM AI platform",
      title: "Artificial intelligence that knows your business",
      lead: "We fine-tune language models on your data and connect them to your documents with retrieval-augmented generation (RAG). Accurate answers that cite their sources, with your data on European servers.",
    },
    capabilities: [
      {
        icon: "fineTuning",
        title: "Fine-tuning",
        description:
          "Models tuned to your terminology, your processes and your tone.",
      },
      {
        icon: "retrieval",
        title: "RAG on your documents",
        description:
          "Answers that quote your latest manuals, protocols and contracts.",
      },
      {
        icon: "privacy",
        title: "Private and European",
        description:
          "Runs on our European infrastructure, not on someone else's.",
      },
      {
        icon: "integration",
        title: "Connected to your systems",
        description:
          "API and connectors for your website, your ERP or WhatsApp.",
      },
    ],
    platformLink: {
      label: "Explore the platform",
      to: { external: "aiPlatform" },
    },
    healthcare: {
      eyebrow: "Healthcare edition",
      title: "TrAbem Flex Salud",
      description:
        "The platform put to work in your clinic: it handles appointments for you and fills the gaps in your schedule.",
      points: [
        "Bookings by WhatsApp, SMS and chatbot",
        "Schedule optimised automatically",
        "Up to 30% fewer no-shows",
      ],
      link: {
        label: "View Healthcare Solution",
        to: { page: "clinicAppointments" },
      },
    },
  },
  stories: {
    intro: {
      eyebrow: "Success stories",
      title: "In the words of the people we work with",
      lead: "Companies, clinics and public bodies that trust us with their servers, their daily work and their data.",
    },
    groups: [
      {
        id: "hosting",
        accent: "brand",
        icon: "server",
        title: "Hosting & housing",
        stat: { value: "15+", label: "years of experience" },
        carouselLabel: "Testimonials from hosting and housing clients",
        testimonials: [
          {
            quote:
              "They moved our servers over one weekend and on Monday nobody noticed a thing. You can tell they've been doing this for more than 15 years.",
            name: "Antonio M.",
            role: "Managing director",
            organization: "Tax advisory firm, Murcia",
            initials: "AM",
          },
          {
            quote:
              "Residents' data had to stay in Europe. TRABEM put that in writing and backs it with support at any hour.",
            name: "Laura P.",
            role: "Council secretary",
            organization: "Town council in the Murcia region",
            initials: "LP",
          },
          {
            quote:
              "Our own servers sit in their housing. A disk failed one night and by the time we came in, it had already been replaced.",
            name: "Javier R.",
            role: "Operations director",
            organization: "Food distributor",
            initials: "JR",
          },
          {
            quote:
              "Since they took over our email and firewall, phishing attempts stay outside. Our staff can finally work in peace.",
            name: "Marta G.",
            role: "IT manager",
            organization: "Training centre",
            initials: "MG",
          },
          {
            quote:
              "Our online shop used to go down every Christmas rush. Since moving to their servers it takes the peaks in its stride.",
            name: "Ana B.",
            role: "Managing director",
            organization: "Family-run winery",
            initials: "AB",
          },
        ],
      },
      {
        id: "clinic",
        accent: "clinic",
        icon: "health",
        title: "Clinic software",
        stat: { value: "~400", label: "patients a day at a single clinic" },
        carouselLabel: "Testimonials from clinics using TrAbem Flex",
        testimonials: [
          {
            quote:
              "We see about 400 patients a day. With TrAbem Flex reception no longer grinds to a halt and every clinician sees their schedule instantly.",
            name: "Carmen L.",
            role: "Medical director",
            organization: "Multi-specialty clinic",
            initials: "CL",
          },
          {
            quote:
              "Online booking has halved our phone calls. Patients book in the evening and we arrive to a full schedule.",
            name: "Elena S.",
            role: "Practice manager",
            organization: "Dental clinic",
            initials: "ES",
          },
          {
            quote:
              "Having the patient's record on my tablet during treatment saves paperwork and mistakes. The reports write themselves.",
            name: "Pablo N.",
            role: "Physiotherapist",
            organization: "Physiotherapy centre",
            initials: "PN",
          },
          {
            quote:
              "Quote, treatment and invoice are all linked. Month-end now takes us an afternoon instead of three days.",
            name: "Rosa V.",
            role: "Administration",
            organization: "Aesthetic medicine clinic",
            initials: "RV",
          },
          {
            quote:
              "Each psychologist keeps their own schedule and notes in full confidence, and patients get their reminder without anyone picking up the phone.",
            name: "Luis D.",
            role: "Director",
            organization: "Psychology practice",
            initials: "LD",
          },
        ],
      },
      {
        id: "ai",
        accent: "connext",
        icon: "fineTuning",
        title: "Artificial intelligence",
        stat: {
          value: "+35%",
          label: "patient satisfaction at a group of clinics",
        },
        carouselLabel: "Testimonials from AI platform clients",
        testimonials: [
          {
            quote:
              "The assistant answers patients using our own protocols. Satisfaction went up 35% in six months.",
            name: "Miguel A.",
            role: "Director",
            organization: "Group of clinics",
            initials: "MA",
          },
          {
            quote:
              "Our sales team asks the assistant about any model and the answer comes with the spec sheet it was taken from.",
            name: "Sergio T.",
            role: "Sales director",
            organization: "Car dealership",
            initials: "ST",
          },
          {
            quote:
              "They tuned the model on our course materials and now it answers students' questions in our own words.",
            name: "Isabel F.",
            role: "Academic coordinator",
            organization: "Training provider",
            initials: "IF",
          },
        ],
      },
    ],
  },
  about: {
    intro: {
      eyebrow: "About us",
      title:
        "15+ years looking after the technology of businesses that can't stop",
    },
    story:
      "TRABEM was founded in Alcantarilla, Murcia, so that small businesses and public bodies could have big-company technology without building an IT department. Today we host servers, secure networks and build software for healthcare, car dealerships, quarries and public services.",
    stats: [
      { value: "15+", label: "years of experience" },
      { value: "30+", label: "dealerships using our assistants" },
      { value: "24/7", label: "technical support" },
    ],
    differentiatorsTitle: "What sets us apart",
    differentiators: [
      {
        icon: "onePartner",
        title: "One point of contact",
        description:
          "Infrastructure, security, software and AI from one team, with no passing you between suppliers.",
      },
      {
        icon: "nearby",
        title: "Close at hand",
        description:
          "Our own team in the Murcia region, who know your business and come on site when needed.",
      },
      {
        icon: "ownProducts",
        title: "Our own products",
        description:
          "We build our software ourselves, so it adapts to the way you work, not the other way round.",
      },
    ],
  },
  contact: {
    intro: {
      eyebrow: "Contact",
      title: "Tell us what you need",
      lead: "Send us a message and an engineer will come back to you with a concrete proposal, with no strings attached. Prefer to talk? Call us or drop by.",
    },
    formTitle: "Send us a message",
    formLead:
      "Just four quick fields. A member of our technical team will reply, not an autoresponder.",
    cardTitle: "Where to find us",
    mapTitle: "Map showing the TRABEM office in Alcantarilla, Murcia",
  },
  share: {
    title: "Share this page",
    lead: "Know someone looking for a technology partner they can rely on? Send them this page.",
  },
} satisfies HomeContent
