import type { FormMessages } from "./types.ts"

export const fr = {
  errors: {
    name_required: "Le nom est requis",
    email_invalid: "E-mail invalide",
    subject_required: "L'objet est requis",
    message_required: "Le message est requis",
    message_too_short: "Le message doit contenir au moins 10 caractères",
    service_required: "Veuillez sélectionner un service",
    clinic_name_required: "Le nom de la clinique est requis",
    business_name_required: "Le nom de la concession est requis",
    location_required: "La localité est requise",
    phone_invalid: "Numéro de téléphone invalide",
    too_long: "Le texte est trop long",
    single_line: "Ce champ n'accepte pas de retour à la ligne",
    markup: "Les balises HTML ne sont pas acceptées",
    invalid_value: "Valeur non valide",
    invalid_body: "La demande n'est pas valide",
  },
  fields: {
    name: "Nom",
    email: "E-mail",
    company: "Entreprise",
    phone: "Téléphone",
    service: "Service",
    subject: "Objet",
    message: "Message",
    fullName: "Nom complet",
    clinicName: "Nom de la clinique",
    businessName: "Nom de la concession",
    location: "Localité",
  },
  notices: {
    sent: {
      title: "Message envoyé avec succès !",
      description: "Nous vous répondrons dans les plus brefs délais.",
    },
    sentPlain: {
      title: "Message envoyé avec succès",
      description: "Nous vous répondrons dans les plus brefs délais",
    },
    failed: {
      title: "Erreur lors de l'envoi du message",
      description:
        "Veuillez réessayer plus tard ou nous contacter par téléphone.",
    },
    demoSent: {
      title: "Demande envoyée",
      description: "Nous vous contacterons bientôt",
    },
    demoFailed: {
      title: "Erreur",
      description: "La demande n'a pas pu être envoyée. Veuillez réessayer.",
    },
    confirmation: {
      title: "Message envoyé !",
      description:
        "Merci de nous avoir contactés. Nous vous répondrons dans les plus brefs délais.",
    },
  },
  api: {
    invalid: "Veuillez vérifier les champs signalés.",
    tooMany:
      "Vous avez envoyé trop de messages. Veuillez réessayer plus tard ou nous contacter par téléphone.",
    tooLarge: "Le message est trop volumineux.",
    unsupported: "Format d'envoi non pris en charge.",
    forbidden: "Seuls les envois depuis ce site sont acceptés.",
    unavailable:
      "Nous n'avons pas pu enregistrer votre message. Veuillez réessayer plus tard ou nous contacter par téléphone.",
  },
  answerPage: {
    sentTitle: "Message reçu",
    invalidTitle: "Veuillez vérifier votre message",
    failedTitle: "Votre message n'a pas pu être envoyé",
    back: "Retour à la page",
  },
} as const satisfies FormMessages
