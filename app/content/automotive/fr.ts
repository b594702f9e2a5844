import type { AutomotiveContent } from "./types.ts"

export const fr = {
  meta: {
    title:
      "Agents d'IA pour concessionnaires : rendez-vous, ventes et après-vente",
    description:
      "Des assistants virtuels qui prennent les rendez-vous atelier, répondent aux prospects et lancent vos campagnes d'entretien en 3 clics. Déjà plus de 30 concessions.",
  },
  hero: {
    eyebrow: "L'IA pour les concessionnaires",
    title: "Plus de ventes et un atelier plein grâce à des assistants IA",
    lead: "Des assistants virtuels qui répondent immédiatement, planifient les rendez-vous atelier et relancent vos clients avec des campagnes d'entretien en 3 clics.",
    primary: {
      label: "Demander une démo",
      to: {
        hash: "cta-section",
      },
    },
  },
  heroChat: {
    title: "Rendez-vous atelier",
    description: "Une révision réservée en une minute, à toute heure.",
    contactName: "Assistant atelier",
    status: "en ligne",
    messages: [
      {
        from: "client",
        text: "Bonjour, je voudrais faire la révision des 30 000 km",
      },
      {
        from: "agent",
        text: "Bonjour Julien ! J'ai un créneau mercredi à 8 h 30 ou vendredi à 15 h. Lequel vous convient ?",
      },
      { from: "client", text: "Mercredi à 8 h 30" },
      {
        from: "agent",
        text: "C'est noté. Je vous envoie un rappel la veille et un message dès que la voiture est prête.",
      },
    ],
  },
  stats: [
    { value: "+30", label: "Concessions équipées de nos assistants" },
    { value: "35 %", label: "Jusqu'à 35 % de prospects en plus" },
    {
      value: "−40 %",
      label: "Plus de 40 % d'annulations de dernière minute en moins",
    },
    { value: "3 clics", label: "Pour lancer une campagne d'entretien" },
  ],
  challenges: {
    intro: {
      eyebrow: "Vos défis au quotidien",
      title: "Ce qui freine vos ventes et votre atelier",
      lead: "Chaque prospect qui refroidit et chaque créneau vide à l'atelier, c'est du chiffre d'affaires qui part chez un concurrent.",
    },
    items: [
      {
        icon: "inbox",
        title: "Des prospects sans réponse",
        description:
          "Les demandes des portails, du site et des réseaux arrivent à toute heure et refroidissent avant qu'un vendeur ne rappelle.",
      },
      {
        icon: "calendarClock",
        title: "Des annulations de dernière minute",
        description:
          "Des créneaux d'atelier qui restent vides et des clients qui ne se présentent pas, sans même prévenir.",
      },
      {
        icon: "hourglass",
        title: "Des devis qui se font attendre",
        description:
          "Chiffrer pièces et main-d'œuvre, envoyer le devis puis relancer : des heures perdues chaque semaine.",
      },
      {
        icon: "users",
        title: "Des clients qui ne reviennent pas",
        description:
          "Après la vente, beaucoup confient l'entretien à un autre garage parce que personne ne le leur rappelle.",
      },
    ],
  },
  solutions: {
    intro: {
      eyebrow: "Avantages",
      title: "Six raisons d'adopter nos assistants",
      lead: "Des résultats concrets dès les premières semaines, pour la vente comme pour l'atelier.",
    },
    items: [
      {
        icon: "clock",
        title: "Disponibles 24 h/24, 7 j/7",
        description:
          "Vos clients obtiennent une réponse immédiate, même le soir et le week-end, sur WhatsApp ou sur votre site.",
      },
      {
        icon: "trendingUp",
        title: "Jusqu'à 35 % de prospects en plus",
        description:
          "Chaque demande reçoit une réponse en quelques secondes, avant que le prospect ne se tourne vers un concurrent.",
      },
      {
        icon: "calendar",
        title: "Moins d'annulations",
        description:
          "Confirmations et rappels automatiques : plus de 40 % d'annulations de dernière minute en moins.",
      },
      {
        icon: "megaphone",
        title: "Campagnes d'entretien en 3 clics",
        description:
          "Révisions, pneus, contrôle technique : choisissez la cible et le message, l'assistant prend les rendez-vous.",
      },
      {
        icon: "package",
        title: "Stock et pièces en temps réel",
        description:
          "Disponibilité des véhicules et des pièces détachées vérifiée à l'instant, devis envoyés en quelques minutes.",
      },
      {
        icon: "dashboard",
        title: "Un pilotage simplifié",
        description:
          "Prospects, rendez-vous, devis et campagnes réunis dans un tableau de bord clair, service par service.",
      },
    ],
  },
  assistants: {
    intro: {
      eyebrow: "3 assistants spécialisés",
      title: "Un assistant pour chaque service",
      lead: "Rendez-vous, vente et après-vente travaillent ensemble : le client a toujours une réponse, votre équipe un travail déjà préparé.",
    },
    categories: [
      { id: "appointments", name: "Rendez-vous" },
      { id: "sales", name: "Ventes" },
      { id: "after-sales", name: "Après-vente" },
    ],
    agents: [
      {
        id: "assistant-rendez-vous",
        category: "appointments",
        name: "Assistant rendez-vous",
        description:
          "Planifie révisions, réparations et essais, puis confirme et rappelle chaque rendez-vous.",
        icon: "calendar",
        points: [
          "Prise de rendez-vous 24 h/24 sur WhatsApp et sur le web",
          "Confirmations et rappels automatiques",
          "Créneaux libérés proposés à d'autres clients",
        ],
      },
      {
        id: "assistant-ventes",
        category: "sales",
        name: "Assistant commercial",
        description:
          "Répond immédiatement à chaque prospect, qualifie son projet et le transmet au vendeur avec toutes les informations.",
        icon: "car",
        points: [
          "Réponse immédiate aux demandes des portails, du site et des réseaux",
          "Questions sur le stock, les équipements et le financement",
          "Essais routiers planifiés",
        ],
      },
      {
        id: "assistant-apres-vente",
        category: "after-sales",
        name: "Assistant après-vente",
        description:
          "Fidélise vos clients à l'atelier : devis, suivi des travaux et campagnes d'entretien.",
        icon: "wrench",
        points: [
          "Devis atelier envoyés sur WhatsApp",
          "Message dès que le véhicule est prêt",
          "Campagnes de révision et de pneus",
        ],
      },
    ],
  },
  testimonials: {
    intro: {
      eyebrow: "Ils nous font confiance",
      title: "Ce qu'en disent les concessionnaires",
    },
    label: "Témoignages de concessionnaires",
    items: [
      {
        quote:
          "Avant, nous perdions les demandes arrivées le soir ou le week-end. Aujourd'hui, chacune reçoit une réponse en quelques secondes et nos vendeurs commencent la semaine avec des rendez-vous déjà fixés.",
        name: "Laurent D.",
        role: "Directeur de concession",
        organization: "Concession multimarque",
        initials: "LD",
      },
    ],
  },
  share: {
    title: "Un confrère pourrait en profiter ?",
    lead: "Partagez cette page sur WhatsApp en un geste.",
  },
  demo: {
    intro: {
      eyebrow: "Démo de 20 minutes",
      title: "20 minutes qui peuvent transformer votre concession",
      lead: "Nous vous montrons les trois assistants sur des cas réels de vente et d'atelier, et nous estimons ensemble les prospects et rendez-vous que vous pouvez récupérer.",
    },
    pointsTitle: "Ce que comprend la démo",
    points: [
      "Les assistants rendez-vous, commercial et après-vente, en direct sur WhatsApp",
      "Une campagne d'entretien lancée en 3 clics",
      "Leur intégration à vos outils actuels",
      "Une estimation chiffrée des prospects et rendez-vous récupérables, sans engagement",
    ],
  },
} satisfies AutomotiveContent
