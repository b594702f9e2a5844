import type { ClinicAppointmentsContent } from "./types.ts"

export const en = {
  meta: {
    title: "TrAbem Flex Salud: AI appointments by WhatsApp, SMS and chatbot",
    description:
      "Your patients book, confirm and change their appointments by WhatsApp, SMS or chatbot. An optimised schedule, analytics and up to 30% fewer no-shows.",
  },
  hero: {
    eyebrow: "TrAbem Flex Salud",
    title:
      "Cut your clinic's no-shows by up to 30% with AI-managed appointments",
    lead: "Your patients book, confirm and reschedule by WhatsApp, SMS or chatbot, at any time of day. Your team wins back time and your schedule fills itself.",
    primary: {
      label: "Request a demo",
      to: {
        hash: "contacto",
      },
    },
  },
  heroActions: {
    video: "Watch the explainer video",
    shareText:
      "Improve your clinic's attendance rate: appointments by WhatsApp, SMS and chatbot with TrAbem Flex Salud, and up to 30% fewer no-shows.",
  },
  heroChat: {
    title: "Appointment confirmation",
    description:
      "The AI confirms the appointment and offers another slot if needed.",
    contactName: "Your clinic",
    status: "online",
    messages: [
      {
        from: "agent",
        text: "Hello Marta, a reminder of your appointment tomorrow at 10:00 with Dr Sánchez. Can you confirm?",
      },
      {
        from: "client",
        text: "I can't make tomorrow, is there anything on Thursday?",
      },
      {
        from: "agent",
        text: "Yes: Thursday at 11:30 or at 18:00. Which would you prefer?",
      },
      { from: "client", text: "18:00 please" },
      {
        from: "agent",
        text: "Done, your appointment is now on Thursday at 18:00. See you then!",
      },
    ],
  },
  stats: [
    { value: "30%", label: "Up to 30% fewer no-shows" },
    { value: "24/7", label: "Bookings and changes at any time" },
    { value: "3", label: "Channels: WhatsApp, SMS and chatbot" },
  ],
  video: {
    intro: {
      eyebrow: "In 2 minutes",
      title: "See an appointment booked, confirmed and recovered on its own",
      lead: "A tour of TrAbem Flex Salud from the patient's phone to your clinic's dashboard.",
    },
    title: "TrAbem Flex Salud: explainer video",
  },
  features: {
    intro: {
      eyebrow: "Features",
      title: "Everything your schedule needs to lose fewer appointments",
      lead: "TrAbem Flex Salud brings together the channels your patients already use and an AI that knows your schedule to the minute.",
    },
    items: [
      {
        icon: "message",
        title: "Booking by WhatsApp, SMS and chatbot",
        description:
          "Your patients request, confirm or change their appointment on the channel they prefer, 24 hours a day.",
      },
      {
        icon: "calendarClock",
        title: "Schedule optimisation",
        description:
          "The AI groups appointments, avoids dead gaps and offers every cancellation to the waiting list.",
      },
      {
        icon: "chart",
        title: "Attendance analytics",
        description:
          "Occupancy, no-shows and recovered appointments by practitioner and by day, on a clear dashboard.",
      },
      {
        icon: "bell",
        title: "Up to 30% fewer no-shows",
        description:
          "Reminders and confirmations at the right moment, and appointment changes with a single message.",
      },
    ],
  },
  howItWorks: {
    intro: {
      eyebrow: "How it works",
      title: "Up and running in four steps",
      lead: "We take care of the set-up; your team only has to review and approve.",
    },
    steps: [
      {
        icon: "calendarSync",
        title: "We connect your schedule",
        description:
          "We link TrAbem Flex Salud to your schedule and set up opening hours, practitioners and appointment types.",
      },
      {
        icon: "messages",
        title: "We switch on the channels",
        description:
          "WhatsApp, SMS and your website's chatbot, with your clinic's wording and tone.",
      },
      {
        icon: "bot",
        title: "Your patients book on their own",
        description:
          "The AI offers slots, confirms, reminds and reschedules, and fills cancellations from the waiting list.",
      },
      {
        icon: "trendingUp",
        title: "You measure and improve",
        description:
          "You follow attendance, occupancy and hours saved on your dashboard, and receive recommendations every week.",
      },
    ],
  },
  benefits: {
    intro: {
      eyebrow: "Benefits",
      title: "Good for your clinic and good for your patients",
    },
    groups: [
      {
        icon: "stethoscope",
        title: "For your clinic",
        items: [
          "Up to 30% fewer no-shows thanks to reminders and confirmations",
          "Fewer calls: reception looks after the people in the clinic",
          "A fuller schedule, with every cancellation offered to the waiting list",
          "Attendance and occupancy data to decide with figures",
        ],
      },
      {
        icon: "heart",
        title: "For your patients",
        items: [
          "They book in seconds, at any time and without waiting on the phone",
          "They use a channel they already know: WhatsApp, SMS or your website",
          "They get clear reminders that stop them forgetting",
          "They change or cancel their appointment by replying to a message",
        ],
      },
    ],
  },
  cta: {
    title: "Fill your schedule and cut no-shows",
    lead: "We show you TrAbem Flex Salud with the schedule of a clinic like yours, in a 20-minute demo with no obligation.",
    actions: [{ label: "Request a demo", to: { hash: "contacto" } }],
  },
  contact: {
    intro: {
      eyebrow: "Contact",
      title: "Let's talk about your clinic",
      lead: "Tell us how you manage appointments today and we will prepare a demo with your specialty and your patient volume.",
    },
    pointsTitle: "What happens next",
    points: [
      "We call you to learn about your schedule and your channels",
      "We prepare a demo with cases from your specialty",
      "You receive a clear proposal with no obligation",
    ],
  },
} satisfies ClinicAppointmentsContent
