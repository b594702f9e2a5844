import type { ConnextContent } from "./types.ts"

export const en = {
  meta: {
    title: "TRABEM Connext: WhatsApp, email and web chat on one platform",
    description:
      "Bring WhatsApp, email and web chat together, route each conversation to the right department and automate replies with AI bots.",
  },
  hero: {
    eyebrow: "TRABEM Connext",
    title: "Every conversation your organisation has, in one inbox",
    lead: "WhatsApp, email and web chat in one place, assigned automatically to the right department or agent, with AI bots that reply instantly.",
    primary: {
      label: "Request a demo",
      to: {
        hash: "contact",
      },
    },
    secondary: {
      label: "See the benefits",
      to: {
        hash: "benefits",
      },
    },
  },
  about: {
    intro: {
      eyebrow: "What Connext is",
      title: "A messaging platform built for teams that answer people",
      lead: "Your customers, patients and residents already write to you on WhatsApp, by email and from your website. Connext brings those messages into one place so that nobody is left without an answer.",
    },
    paragraphs: [
      "Today each channel lives somewhere different: a phone with WhatsApp on the reception desk, a shared mailbox where nobody knows who has read what, and a web chat nobody answers outside office hours. Connext puts it all in one shared inbox, with each contact's full history.",
      "Every conversation comes in, is sorted and reaches the person who should deal with it. AI bots answer frequent questions at any time of day and hand over to an agent whatever needs a human touch, with all the context.",
    ],
    stats: [
      {
        value: "3",
        label: "channels in one inbox: WhatsApp, email and web chat",
      },
      {
        value: "24/7",
        label: "answers from the AI bots, outside office hours too",
      },
      {
        value: "15+",
        label: "years of TRABEM experience",
      },
    ],
  },
  benefits: {
    intro: {
      eyebrow: "Benefits",
      title: "Fewer lost messages, faster answers",
      lead: "Connext takes repetitive work off your team and gives everyone who writes to you a clear answer in good time.",
    },
    items: [
      {
        icon: "inbox",
        title: "One inbox for everything",
        description:
          "WhatsApp, email and web chat on the same screen. No more jumping between the phone, the mailbox and the website.",
      },
      {
        icon: "route",
        title: "Automatic assignment",
        description:
          "Each conversation reaches the right department or agent, following rules you set.",
      },
      {
        icon: "bot",
        title: "AI bots that solve things",
        description:
          "Opening hours, the status of an appointment or the documents needed: the bot answers straight away and passes on the rest.",
      },
      {
        icon: "history",
        title: "Each contact's history",
        description:
          "Everything said with a person, whatever the channel, in one thread any colleague can pick up.",
      },
      {
        icon: "usersRound",
        title: "Orderly teamwork",
        description:
          "Every message has a visible owner. Nobody answers twice and nobody assumes someone else will.",
      },
      {
        icon: "chart",
        title: "Data to decide with",
        description:
          "Volume per channel, response times and each department's workload, to plan shifts better.",
      },
    ],
  },
  audience: {
    intro: {
      eyebrow: "Who it is for",
      title: "Made for organisations that receive a lot of messages",
      lead: "Connext adapts to the way each team works, from a clinic with a single reception desk to a town council with several departments.",
    },
    items: [
      {
        icon: "stethoscope",
        title: "Clinics",
        description:
          "Reception handles appointments, questions and reminders without being tied to the phone.",
        points: [
          "Appointment confirmations and changes by WhatsApp",
          "Clinical questions passed to the right practitioner",
        ],
      },
      {
        icon: "landmark",
        title: "Town councils",
        description:
          "Residents asking about procedures get an answer from the right department.",
        points: [
          "Enquiries shared out by department or service",
          "Automatic answers about opening hours and documents",
        ],
      },
      {
        icon: "graduation",
        title: "Training bodies",
        description:
          "Students and prospective students get their questions answered before they enrol.",
        points: [
          "Course information and deadlines at any time",
          "Enrolment follow-up on the same channel",
        ],
      },
      {
        icon: "headset",
        title: "Sales and support teams",
        description:
          "Every opportunity and every incident with its owner and its history.",
        points: [
          "Leads from your website assigned to the salesperson on duty",
          "Incidents passed from the bot to a technician with context",
        ],
      },
    ],
  },
  integration: {
    intro: {
      eyebrow: "Integration",
      title: "Connected to your schedule, your ERP and your systems",
      lead: "Connext was designed from the start to work through its API (API-first) and integrates out of the box with TRABEM's health ERP, schedule and appointment products, so every conversation has the context it needs.",
    },
    points: [
      {
        icon: "database",
        title: "TRABEM's health ERP",
        description:
          "The agent sees who is writing and their patient record without leaving the conversation.",
      },
      {
        icon: "calendar",
        title: "Schedule and appointments",
        description:
          "Appointments are looked up, confirmed and changed from the chat, with the schedule always up to date.",
      },
      {
        icon: "code",
        title: "API-first",
        description:
          "Everything Connext does is available through its API, to connect it with your CRM or your applications.",
      },
      {
        icon: "route",
        title: "Assignment rules",
        description:
          "By channel, by time of day, by keyword or by each agent's workload.",
      },
      {
        icon: "bot",
        title: "AI bots with your information",
        description:
          "They answer with your organisation's data and hand the conversation to a person when needed.",
      },
    ],
    diagram: {
      caption:
        "Messages from WhatsApp, email and web chat reach one inbox and are shared out between AI bots and departments, connected to the health ERP and the schedule.",
      channelsTitle: "Channels",
      channels: [
        { icon: "whatsapp", label: "WhatsApp" },
        { icon: "mail", label: "Email" },
        { icon: "globe", label: "Web chat" },
      ],
      inbox: {
        title: "One Connext inbox",
        text: "Sorts, assigns and keeps the history",
      },
      destinationsTitle: "Destination",
      destinations: [
        { icon: "bot", label: "AI bot" },
        { icon: "calendar", label: "Reception" },
        { icon: "headset", label: "Support" },
      ],
      systems: {
        icon: "database",
        label: "Health ERP, schedule and appointments",
      },
    },
  },
  testimonials: {
    intro: {
      eyebrow: "Testimonials",
      title: "What the people who already use it say",
    },
    items: [
      {
        quote:
          "We used to have a phone on reception that never stopped ringing and emails nobody answered. With Connext patients write to us on WhatsApp, the bot handles the basics and every query reaches the right person. Reception can breathe.",
        name: "Lucía M.",
        initials: "LM",
        role: "Manager",
        organization: "Physiotherapy clinic in Murcia",
      },
      {
        quote:
          "Residents asked the same thing through three different routes and each department answered in its own way. Now everything comes into one inbox, is shared out automatically and we have a record of every enquiry handled.",
        name: "Andrés P.",
        initials: "AP",
        role: "Head of citizen services",
        organization: "Town council in the Region of Murcia",
      },
    ],
  },
  cta: {
    title: "Serve people better on every channel, without adding screens",
    lead: "We show you Connext with your own channels and real cases, and help you connect WhatsApp, your email and your website's chat.",
    actions: [
      { label: "Request a demo", to: { hash: "contact" } },
      { label: "Talk to a specialist", to: { hash: "contact" } },
    ],
  },
  contact: {
    intro: {
      eyebrow: "Contact",
      title: "Tell us how you deal with your contacts today",
      lead: "Leave us your details and a Connext specialist will prepare a demonstration tailored to your organisation.",
    },
    pointsTitle: "What happens next",
    points: [
      "We call you to learn about your channels, your team and your volume of messages.",
      "We prepare a demo with your cases: appointments, procedures or incidents.",
      "If it fits, we connect your channels and set up the rules with you.",
    ],
  },
} satisfies ConnextContent
