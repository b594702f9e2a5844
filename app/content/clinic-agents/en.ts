import type { ClinicAgentsContent } from "./types.ts"

export const en = {
  meta: {
    title:
      "Virtual agents for clinics: appointments, payments and patients 24/7",
    description:
      "Ten AI agents that handle appointments, payments, reminders and patient care. Save up to 30 hours a week and automate up to 70% of administrative tasks.",
  },
  hero: {
    eyebrow: "Virtual agents for clinics",
    title:
      "Your clinic, looked after 24/7 by AI agents that take care of the repetitive work",
    lead: "Appointments, reminders, payments and patients' questions handled by WhatsApp at any time of day. Save up to 30 hours a week and automate up to 70% of administrative work.",
    primary: {
      label: "Book a 20-minute demo",
      to: {
        hash: "cta-section",
      },
    },
  },
  stats: [
    {
      value: "30 h",
      label: "Up to 30 hours won back every week",
    },
    {
      value: "70%",
      label: "Up to 70% of administrative work, automated",
    },
    { value: "24/7", label: "Patient care, on public holidays too" },
  ],
  examples: {
    intro: {
      eyebrow: "How they talk to your patients",
      title: "Conversations resolved without picking up the phone",
      lead: "The agents write the way your reception does: with the patient's name, your opening hours and your rules. Here are five moments from an ordinary day.",
    },
    label: "Examples of conversations with patients",
    examples: [
      {
        title: "Booking an appointment",
        description:
          "The patient writes at midnight and goes to sleep with the appointment confirmed.",
        contactName: "Virtual reception",
        status: "online",
        messages: [
          {
            from: "client",
            text: "Hi, I'd like to book a dental cleaning",
          },
          {
            from: "agent",
            text: "Hello Laura! I have a slot on Tuesday at 10:00 or on Thursday at 17:30. Which suits you better?",
          },
          { from: "client", text: "Thursday at 17:30, please" },
          {
            from: "agent",
            text: "Done: Thursday at 17:30 with Dr Martínez. I'll send you a reminder the day before.",
          },
        ],
      },
      {
        title: "Payment reminder",
        description:
          "Outstanding payments are chased automatically, politely and with a secure payment link.",
        contactName: "Accounts",
        status: "online",
        messages: [
          {
            from: "agent",
            text: "Hello Javier, a reminder that the payment for your physiotherapy session on the 12th is still outstanding.",
          },
          {
            from: "agent",
            text: "You can pay here in a minute, by card or Bizum.",
          },
          { from: "client", text: "Sorry, I forgot. Paid!" },
          {
            from: "agent",
            text: "Received, thank you. We'll send you the invoice by email.",
          },
        ],
      },
      {
        title: "Changing an appointment",
        description:
          "If a patient cannot come, the appointment is moved and the slot is offered to the waiting list.",
        contactName: "Virtual reception",
        status: "online",
        messages: [
          {
            from: "client",
            text: "I won't be able to come tomorrow at 9:00, can we change it?",
          },
          {
            from: "agent",
            text: "Of course, Ana. Would Friday at 9:00 or Monday at 12:30 suit you?",
          },
          { from: "client", text: "Monday is perfect" },
          {
            from: "agent",
            text: "Appointment moved to Monday at 12:30. Your slot tomorrow has already gone to another patient.",
          },
        ],
      },
      {
        title: "Asking for a review",
        description:
          "After the visit, the agent asks for the patient's opinion and looks after your reputation on Google.",
        contactName: "Your clinic",
        status: "online",
        messages: [
          {
            from: "agent",
            text: "Hello Pedro, how are you feeling after today's check-up?",
          },
          {
            from: "client",
            text: "Very well, really happy with how I was treated",
          },
          {
            from: "agent",
            text: "We're so glad! Would you leave us a review on Google? It takes 30 seconds.",
          },
          { from: "client", text: "Of course, right away" },
        ],
      },
      {
        title: "Frequent question",
        description:
          "Opening hours, treatments or how to get there: instant answers without tying up reception.",
        contactName: "Virtual reception",
        status: "online",
        messages: [
          {
            from: "client",
            text: "Are you open on Saturdays? Is there a car park nearby?",
          },
          {
            from: "agent",
            text: "Yes, on Saturdays from 9:00 to 14:00. There is a public car park 50 metres away, on the same street.",
          },
          { from: "client", text: "Great, thanks" },
          {
            from: "agent",
            text: "You're welcome! If you like, I can find you an appointment this Saturday.",
          },
        ],
      },
    ],
  },
  challenges: {
    intro: {
      eyebrow: "Your clinic's day-to-day",
      title: "Do any of these problems sound familiar?",
      lead: "They come up in dental, physiotherapy, aesthetic and psychology clinics alike: the phone never stops and what matters has to wait.",
    },
    items: [
      {
        icon: "calendarClock",
        title: "An overloaded schedule",
        description:
          "Calls that overlap, gaps nobody fills and no-shows. The schedule runs your team instead of the other way round.",
      },
      {
        icon: "wallet",
        title: "Forgotten payments",
        description:
          "Finished treatments that were never charged, bills nobody chases and hours balancing the till at the end of the month.",
      },
      {
        icon: "hourglass",
        title: "Tasks that eat up time",
        description:
          "Confirming appointments, reminding patients of check-ups, answering the same questions again and again: reception hours that add no clinical value.",
      },
      {
        icon: "eyeOff",
        title: "A lack of control",
        description:
          "You don't know how many appointments are lost, which campaigns work or how much is still to be collected until it is too late.",
      },
    ],
  },
  solutions: {
    intro: {
      eyebrow: "What they do for you",
      title: "Four areas the agents take care of",
      lead: "The agents handle the repetitive work and your team keeps what really matters: the patients.",
    },
    items: [
      {
        icon: "message",
        title: "24/7 care on WhatsApp",
        description:
          "Your patients write when it suits them and get an answer straight away, in your clinic's tone and following its rules.",
        points: [
          "Answers in seconds, at night and on public holidays too",
          "Passes to your team whatever needs a person",
          "Every conversation's history in one place",
        ],
      },
      {
        icon: "calendar",
        title: "A schedule that fills itself",
        description:
          "Bookings, changes and cancellations without phone calls, with an automatic waiting list for every free slot.",
        points: [
          "Confirmations and reminders that prevent no-shows",
          "Free slots offered to the waiting list",
          "Connected to your clinic's schedule",
        ],
      },
      {
        icon: "card",
        title: "Payments without chasing anyone",
        description:
          "Polite payment reminders, secure payment links and follow-up of every quote handed out.",
        points: [
          "Payment links by card or Bizum",
          "Automatic notices of outstanding payments",
          "Quotes followed up until they are accepted",
        ],
      },
      {
        icon: "dashboard",
        title: "Full control from one dashboard",
        description:
          "Appointments, payments, conversations and campaigns on a clear dashboard, with alerts when something needs your attention.",
        points: [
          "An automatic weekly report",
          "No-shows and occupancy by practitioner",
          "Alerts for anything urgent, straight away",
        ],
      },
    ],
  },
  assistants: {
    intro: {
      eyebrow: "10 specialised agents",
      title: "A virtual team for every area of your clinic",
      lead: "Switch on only the agents you need. Each one masters its task and works in step with the others.",
    },
    categories: [
      { id: "appointments", name: "Appointments" },
      { id: "finance", name: "Finance and payments" },
      { id: "communication", name: "Communication and marketing" },
      { id: "patient-care", name: "Patient care" },
      { id: "control", name: "Control and management" },
    ],
    agents: [
      {
        id: "agente-reservas",
        category: "appointments",
        name: "Booking agent",
        description:
          "Books appointments by WhatsApp and through your website's chat in seconds, based on each practitioner's real availability.",
        icon: "calendar",
      },
      {
        id: "agente-recordatorios",
        category: "appointments",
        name: "Reminder agent",
        description:
          "Confirms every appointment the day before, changes it if the patient cannot come and offers the slot to the waiting list.",
        icon: "bell",
      },
      {
        id: "agente-cobros",
        category: "finance",
        name: "Payments agent",
        description:
          "Sends secure payment links and politely reminds patients of outstanding amounts, without making anyone uncomfortable.",
        icon: "card",
      },
      {
        id: "agente-presupuestos",
        category: "finance",
        name: "Quotes agent",
        description:
          "Follows up the quotes you hand out and answers the questions that hold back their acceptance.",
        icon: "receipt",
      },
      {
        id: "agente-campanas",
        category: "communication",
        name: "Campaigns agent",
        description:
          "Launches campaigns for check-ups, hygiene appointments or seasonal treatments to the right group of patients.",
        icon: "megaphone",
      },
      {
        id: "agente-resenas",
        category: "communication",
        name: "Reviews agent",
        description:
          "Asks for feedback after every visit and brings positive ratings to your Google profile.",
        icon: "star",
      },
      {
        id: "agente-consultas",
        category: "patient-care",
        name: "Enquiries agent",
        description:
          "Answers questions about opening hours, treatments, insurance and how to get there, with your clinic's information.",
        icon: "messages",
      },
      {
        id: "agente-seguimiento",
        category: "patient-care",
        name: "Follow-up agent",
        description:
          "Checks in with the patient after each treatment, sends their aftercare instructions and flags when they need a call.",
        icon: "heart",
      },
      {
        id: "agente-informes",
        category: "control",
        name: "Reports agent",
        description:
          "Every Monday sums up appointments, no-shows, payments and conversations, with what is worth improving.",
        icon: "chart",
      },
      {
        id: "agente-supervisor",
        category: "control",
        name: "Supervisor agent",
        description:
          "Makes sure everything works, alerts your team to anything urgent and keeps a record of every action the agents take.",
        icon: "shield",
      },
    ],
  },
  testimonials: {
    intro: {
      eyebrow: "What clinics say",
      title: "Clinics that have already won back their time",
    },
    label: "Testimonials from clinics",
    items: [
      {
        quote:
          "We see about 400 patients a day and the phone was a bottleneck. Now appointments, changes and confirmations are handled by WhatsApp and reception looks after the people in the waiting room.",
        name: "Carmen L.",
        role: "Medical director",
        organization: "Multi-specialty clinic",
        initials: "CL",
      },
      {
        quote:
          "In three months we have reduced no-shows and we no longer chase outstanding payments: the agent reminds patients and they pay from their phone.",
        name: "Javier M.",
        role: "Manager",
        organization: "Physiotherapy clinic",
        initials: "JM",
      },
      {
        quote:
          "What I value most is the control. Every Monday I know how many appointments were lost, how much is still to be collected and which campaigns work.",
        name: "Lucía R.",
        role: "Dentist and owner",
        organization: "Dental clinic",
        initials: "LR",
      },
      {
        quote:
          "Our patients write at any time and get an answer straight away. And our Google reviews have grown without us having to ask for them one by one.",
        name: "Tomás P.",
        role: "Coordinator",
        organization: "Aesthetic medicine centre",
        initials: "TP",
      },
    ],
  },
  share: {
    title: "Know another clinic that needs this?",
    lead: "Share this page with your team or with other healthcare professionals.",
  },
  demo: {
    intro: {
      eyebrow: "Free 20-minute demo",
      title: "20 minutes that can transform your clinic",
      lead: "We show you the agents at work with cases from your specialty and work out together how many hours your team can win back.",
    },
    pointsTitle: "What the demo includes",
    points: [
      "The appointment, payment and patient-care agents, live on WhatsApp",
      "An estimate of the hours and no-shows you can save",
      "How it connects to the schedule you already use",
      "A plan for getting started, with no obligation",
    ],
  },
} satisfies ClinicAgentsContent
