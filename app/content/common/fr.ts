import { frForms } from "./forms/fr.ts"
import { frLinkLanguages } from "./link-languages.ts"
import type { CommonStrings } from "./types.ts"

/** The shared frame's words; nav-targets.ts says where the links lead. */
export const fr = {
  brandTagline:
    "Une technologie sûre pour les entreprises qui ne s'arrêtent jamais",
  skipToContent: "Aller au contenu",
  opensInNewTab: "(s'ouvre dans un nouvel onglet)",
  nav: {
    label: "Navigation principale",
    home: "Accueil",
    services: "Services",
    industries: {
      label: "Secteurs",
      links: {
        clinics: {
          label: "Cliniques",
          description: "Des agents virtuels qui remplissent l'agenda",
        },
        dealerships: {
          label: "Concessionnaires",
          description: "Assistants rendez-vous, ventes et après-vente",
        },
        quarries: {
          label: "Carrières",
          description: "Pont-bascule, bons de livraison signés et facturation",
        },
        councils: {
          label: "Mairies et formation",
          description: "WhatsApp, e-mail et chat réunis au même endroit",
        },
      },
    },
    hosting: "Hébergement et colocation",
    products: {
      label: "Produits SaaS",
      links: {
        clinicAppointments: {
          label: "TrAbem Flex Salud",
          description: "Rendez-vous par IA : moins d'absences",
        },
        clinicAgents: {
          label: "Agents virtuels pour cliniques",
          description: "Dix agents pour les rendez-vous et les paiements",
        },
        connext: {
          label: "TRABEM Connext",
          description: "Messagerie d'entreprise centralisée",
        },
        quarry: {
          label: "Logiciel pour carrières",
          description: "Toute la carrière dans un seul outil",
        },
        office365: {
          label: "Licences Office 365",
          description: "Par un distributeur agréé, avec support local",
        },
        help: {
          label: "Centre d'aide",
          description: "Tutoriels de l'application de gestion",
        },
      },
    },
    contact: "Contact",
    menu: "Menu",
  },
  language: {
    label: "Langue",
    unavailable: "non disponible sur cette page",
    linkLanguage: frLinkLanguages,
  },
  footer: {
    blurb:
      "Fournisseur de technologie basé à Alcantarilla (Murcie, Espagne), fort de plus de 15 ans d'expérience : hébergement en Europe, cybersécurité, messagerie, logiciels spécialisés et intelligence artificielle pour les entreprises et les collectivités.",
    services: {
      title: "Services",
      links: {
        hosting: "Hébergement et colocation",
        cybersecurity: "Cybersécurité",
        trabemFlex: "TrAbem Flex",
        aiPlatform: "Plateforme d'IA",
        office365: "Licences Office 365",
        connext: "TRABEM Connext",
      },
    },
    quickLinks: {
      title: "Liens rapides",
      links: {
        home: "Accueil",
        services: "Services",
        about: "Qui sommes-nous",
        news: "Actualités",
        contact: "Contact",
        blog: "Blog",
      },
    },
    industries: {
      title: "Secteurs",
      links: {
        clinics: "Cliniques et centres médicaux",
        ai: "Intelligence artificielle",
        dealerships: "Concessionnaires",
        quarries: "Carrières",
        help: "Centre d'aide",
      },
    },
    legal: {
      title: "Informations légales",
      links: {
        cookies: "Politique de cookies",
        security: "Sécurité",
        legalNotice: "Mentions légales",
        privacy: "Confidentialité",
        kitDigital: "Kit Digital",
        kitConsulting: "Kit Consulting",
        news: "Actualités",
      },
    },
    clinicSpecialties: {
      title: "Spécialités",
      links: {
        dental: "Cliniques dentaires",
        physiotherapy: "Kinésithérapie",
        aesthetic: "Médecine esthétique",
        psychology: "Psychologie",
      },
    },
    contactTitle: "Contact",
    rights: "Tous droits réservés.",
  },
  chat: {
    open: "Ouvrir le chat avec l'assistant virtuel",
    close: "Fermer",
    title: "Assistant virtuel TRABEM",
    frameTitle: "Chat avec l'assistant virtuel de TRABEM",
    beforeLoading:
      "C'est un service externe : rien n'en est chargé tant que vous ne l'ouvrez pas.",
    openAssistant: "Ouvrir l'assistant",
    fallbackIntro:
      "Notre assistant n'est pas disponible pour le moment. Joignez-nous ici, du lundi au vendredi de 9 h à 18 h :",
    callUs: "Appelez-nous",
    writeUs: "Écrivez-nous",
  },
  pageHeaders: {
    contact: "Contacter",
    clinicSlogan: "Votre clinique, accompagnée 24 h/24",
    connextTagline: "Messagerie d'entreprise",
    automotiveTagline: "L'IA pour les concessionnaires",
  },
  share: {
    template: "Découvrez {title} : {description}",
    title: "Partagez cette page",
    copyLink: "Copier le lien",
    copied: "Lien copié dans le presse-papiers !",
    shareOn: "Partager sur {network}",
  },
  media: {
    playVideo: "Lire la vidéo",
    videoConsent:
      "La lecture charge le lecteur YouTube en mode de confidentialité renforcée.",
    showMap: "Afficher la carte",
    mapConsent:
      "L'affichage charge Google Maps, qui peut déposer ses propres cookies.",
    openInMaps: "Ouvrir dans Google Maps",
    watchOnYoutube: "Voir sur YouTube",
  },
  carousel: {
    previous: "Précédent",
    next: "Suivant",
    slide: "{index} sur {total}",
    rating: "Note : 5 étoiles sur 5",
  },
  hours: {
    label: "Horaires",
    weekdays: "Du lundi au vendredi, de 9 h à 18 h",
  },
  contactCard: {
    address: "Adresse",
    phone: "Téléphone",
    email: "E-mail",
  },
  forms: frForms,
} satisfies CommonStrings
