import { frForms } from "./forms/fr.ts"
import type { CommonContent } from "./types.ts"

export const fr = {
  brandTagline:
    "Une technologie sûre pour les entreprises qui ne s'arrêtent jamais",
  skipToContent: "Aller au contenu",
  notifications: "Notifications",
  nav: {
    label: "Navigation principale",
    home: "Accueil",
    services: { label: "Services", to: { page: "home", hash: "services" } },
    industries: {
      label: "Secteurs",
      links: [
        {
          label: "Cliniques",
          to: { page: "clinicAgents" },
          description: "Des agents virtuels qui remplissent l'agenda",
        },
        {
          label: "Concessionnaires",
          to: { page: "automotive" },
          description: "Assistants rendez-vous, ventes et après-vente",
        },
        {
          label: "Carrières",
          to: { page: "quarry" },
          description: "Pont-bascule, bons de livraison signés et facturation",
        },
        {
          label: "Mairies et formation",
          to: { page: "connext", hash: "audience" },
          description: "WhatsApp, e-mail et chat réunis au même endroit",
        },
      ],
    },
    hosting: {
      label: "Hébergement et colocation",
      to: { page: "home", hash: "hosting" },
    },
    products: {
      label: "Produits SaaS",
      links: [
        {
          label: "TrAbem Flex Salud",
          to: { page: "clinicAppointments" },
          description: "Rendez-vous par IA : moins d'absences",
        },
        {
          label: "Agents virtuels pour cliniques",
          to: { page: "clinicAgents" },
          description: "Dix agents pour les rendez-vous et les paiements",
        },
        {
          label: "TRABEM Connext",
          to: { page: "connext" },
          description: "Messagerie d'entreprise centralisée",
        },
        {
          label: "Logiciel pour carrières",
          to: { page: "quarry" },
          description: "Toute la carrière dans un seul outil",
        },
        {
          label: "Licences Office 365",
          to: { page: "office365" },
          description: "Par un distributeur agréé, avec support local",
        },
        {
          label: "Centre d'aide",
          to: { page: "help" },
          description: "Tutoriels de l'application de gestion",
        },
      ],
    },
    contact: { label: "Contact", to: { page: "home", hash: "contact" } },
    menu: "Menu",
  },
  language: {
    label: "Langue",
    names: { es: "Español", en: "English", fr: "Français" },
    unavailable: "non disponible sur cette page",
  },
  footer: {
    blurb:
      "Fournisseur de technologie basé à Alcantarilla (Murcie, Espagne), fort de plus de 15 ans d'expérience : hébergement en Europe, cybersécurité, messagerie, logiciels spécialisés et intelligence artificielle pour les entreprises et les collectivités.",
    services: {
      title: "Services",
      links: [
        {
          label: "Hébergement et colocation",
          to: { page: "home", hash: "hosting" },
        },
        { label: "Cybersécurité", to: { page: "home", hash: "services" } },
        { label: "TrAbem Flex", to: { page: "home", hash: "trabemflex" } },
        { label: "Plateforme d'IA", to: { page: "home", hash: "trabem" } },
        { label: "Licences Office 365", to: { page: "office365" } },
        { label: "TRABEM Connext", to: { page: "connext" } },
      ],
    },
    quickLinks: {
      title: "Liens rapides",
      links: [
        { label: "Accueil", to: { page: "home" } },
        { label: "Services", to: { page: "home", hash: "services" } },
        { label: "Qui sommes-nous", to: { page: "home", hash: "about" } },
        { label: "Actualités", to: { page: "news" } },
        { label: "Contact", to: { page: "home", hash: "contact" } },
        { label: "Blog", to: { page: "news", hash: "nueva-web" } },
      ],
    },
    industries: {
      title: "Secteurs",
      links: [
        {
          label: "Cliniques et centres médicaux",
          to: { external: "trabemFlex" },
        },
        { label: "Intelligence artificielle", to: { external: "aiPlatform" } },
        { label: "Concessionnaires", to: { page: "automotive" } },
        { label: "Carrières", to: { page: "quarry" } },
        { label: "Centre d'aide", to: { page: "help" } },
      ],
    },
    legal: {
      title: "Informations légales",
      links: [
        { label: "Politique de cookies", to: { page: "cookies" } },
        { label: "Sécurité", to: { page: "security" } },
        { label: "Mentions légales", to: { page: "legalNotice" } },
        { label: "Confidentialité", to: { page: "privacy" } },
        { label: "Kit Digital", to: { page: "kitDigital" } },
        { label: "Kit Consulting", to: { page: "kitConsulting" } },
        { label: "Lettre d'information", to: { page: "newsletter" } },
      ],
    },
    clinicSpecialties: {
      title: "Spécialités",
      links: [
        { label: "Cliniques dentaires", to: { external: "dentalClinics" } },
        { label: "Kinésithérapie", to: { external: "physiotherapy" } },
        { label: "Médecine esthétique", to: { external: "aestheticMedicine" } },
        { label: "Psychologie", to: { external: "psychology" } },
      ],
    },
    contactTitle: "Contact",
    rights: "Tous droits réservés.",
    opensInNewTab: "(s'ouvre dans un nouvel onglet)",
  },
  chat: {
    open: "Ouvrir le chat avec l'assistant virtuel",
    close: "Fermer",
    title: "Assistant virtuel TRABEM",
    frameTitle: "Chat avec l'assistant virtuel de TRABEM",
    fallbackIntro:
      "Notre assistant n'est pas disponible pour le moment. Joignez-nous ici, du lundi au vendredi de 9 h à 18 h :",
    callUs: "Appelez-nous",
    writeUs: "Écrivez-nous",
    whatsapp: "WhatsApp",
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
    networks: {
      x: "X (Twitter)",
      facebook: "Facebook",
      linkedin: "LinkedIn",
      whatsapp: "WhatsApp",
    },
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
  hours: { label: "Horaires", weekdays: "Du lundi au vendredi, de 9 h à 18 h" },
  contactCard: { address: "Adresse", phone: "Téléphone", email: "E-mail" },
  forms: frForms,
} satisfies CommonContent
