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
    control_character:
      "Ce champ contient des caractères de contrôle, qui ne sont pas acceptés",
    invisible_character:
      "Ce champ contient des caractères invisibles ou qui modifient le sens du texte",
    markup: "Les balises HTML ne sont pas acceptées",
    service_not_offered: "Ce formulaire ne propose pas ce service",
    page_invalid: "La page d'origine n'est pas une adresse de ce site",
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
    invalid: "Veuillez vérifier les champs signalés : {fields}.",
    tooMany:
      "Vous avez envoyé trop de messages. Veuillez réessayer plus tard ou nous contacter par téléphone.",
    tooLarge: "Le message est trop volumineux.",
    unsupported: "Format d'envoi non pris en charge.",
    forbidden: "Seuls les envois depuis ce site sont acceptés.",
    unavailable:
      "Nous n'avons pas pu enregistrer votre message. Veuillez réessayer plus tard ou nous contacter par téléphone.",
    unreadable:
      "Nous ne reconnaissons pas {fields} de cet envoi : rechargez la page et renvoyez-le.",
    unseenFields: {
      kind: "le formulaire",
      locale: "la langue",
      page: "la page d'origine",
    },
    invalidJson: "Le corps de la requête n'est pas un JSON valide.",
    notAnObject:
      "La requête doit être un objet JSON contenant les champs du formulaire.",
    forbiddenKey:
      "La requête contient un nom de champ non accepté (__proto__, constructor ou prototype).",
    idempotencyKey:
      "L'en-tête Idempotency-Key n'est pas valide : il doit compter de 8 à 128 lettres, chiffres ou signes _ . : -",
    idempotencyConflict:
      "Cette Idempotency-Key a déjà servi pour un autre message ; chaque message différent exige sa propre clé.",
    encoding: "La requête contient du texte qui n'est pas en UTF-8 valide.",
    charset: "Seul le texte en UTF-8 est accepté.",
    badRequest: "L'adresse demandée n'est pas valide.",
    headersTooLarge: "Les en-têtes de la requête sont trop volumineux.",
    timeout: "La requête a mis trop de temps à arriver.",
    retryAfter: "Vous pourrez réessayer {when}.",
  },
  answerPage: {
    sentTitle: "Message reçu",
    invalidTitle: "Veuillez vérifier votre message",
    failedTitle: "Votre message n'a pas pu être envoyé",
    back: "Retour à la page",
  },
} as const satisfies FormMessages
