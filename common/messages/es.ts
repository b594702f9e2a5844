import type { FormMessages } from "./types.ts"

export const es = {
  errors: {
    name_required: "El nombre es requerido",
    email_invalid: "Email inválido",
    subject_required: "El asunto es requerido",
    message_required: "El mensaje es requerido",
    message_too_short: "El mensaje debe tener al menos 10 caracteres",
    service_required: "Por favor seleccione un servicio",
    clinic_name_required: "El nombre de la clínica es requerido",
    business_name_required: "El nombre del concesionario es requerido",
    location_required: "La localidad es requerida",
    phone_invalid: "Teléfono inválido",
    too_long: "El texto es demasiado largo",
    single_line: "Este campo no admite saltos de línea",
    control_character:
      "Este campo contiene caracteres de control no permitidos",
    invisible_character:
      "Este campo contiene caracteres invisibles o que alteran la dirección del texto",
    markup: "No se admiten etiquetas HTML",
    service_not_offered: "Este formulario no ofrece ese servicio",
    page_invalid: "La página de origen no es una dirección de este sitio",
    invalid_value: "Valor no válido",
    invalid_body: "La solicitud no es válida",
  },
  fields: {
    name: "Nombre",
    email: "Correo electrónico",
    company: "Empresa",
    phone: "Teléfono",
    service: "Servicio",
    subject: "Asunto",
    message: "Mensaje",
    fullName: "Nombre completo",
    clinicName: "Nombre de la clínica",
    businessName: "Nombre del concesionario",
    location: "Localidad",
  },
  notices: {
    sent: {
      title: "¡Mensaje enviado correctamente!",
      description: "Nos pondremos en contacto contigo lo antes posible.",
    },
    sentPlain: {
      title: "Mensaje enviado correctamente",
      description: "Nos pondremos en contacto contigo lo antes posible",
    },
    failed: {
      title: "Error al enviar el mensaje",
      description:
        "Por favor, inténtalo de nuevo más tarde o contáctanos por teléfono.",
    },
    demoSent: {
      title: "Solicitud enviada",
      description: "Nos pondremos en contacto contigo pronto",
    },
    demoFailed: {
      title: "Error",
      description:
        "No se pudo enviar la solicitud. Por favor, inténtalo de nuevo.",
    },
    confirmation: {
      title: "¡Mensaje enviado!",
      description:
        "Gracias por contactar con nosotros. Te responderemos lo antes posible.",
    },
  },
  api: {
    invalid: "Revisa los campos marcados: {fields}.",
    tooMany:
      "Has enviado demasiados mensajes. Por favor, inténtalo de nuevo más tarde o contáctanos por teléfono.",
    tooLarge: "El mensaje es demasiado grande.",
    unsupported: "Formato de envío no admitido.",
    forbidden: "Solo se aceptan envíos desde este sitio web.",
    unavailable:
      "No hemos podido guardar tu mensaje. Por favor, inténtalo de nuevo más tarde o contáctanos por teléfono.",
    unreadable:
      "No reconocemos {fields} de este envío: recarga la página y vuelve a enviarlo.",
    unseenFields: {
      kind: "el formulario",
      locale: "el idioma",
      page: "la página de origen",
    },
    invalidJson: "El cuerpo de la solicitud no es JSON válido.",
    notAnObject:
      "La solicitud debe ser un objeto JSON con los campos del formulario.",
    forbiddenKey:
      "La solicitud contiene un nombre de campo no permitido (__proto__, constructor o prototype).",
    idempotencyKey:
      "La cabecera Idempotency-Key no es válida: debe tener de 8 a 128 letras, cifras o los signos _ . : -",
    idempotencyConflict:
      "Esta Idempotency-Key ya se usó con otro mensaje; cada mensaje distinto necesita su propia clave.",
    encoding: "La solicitud contiene texto que no es UTF-8 válido.",
    charset: "Solo se admite texto en UTF-8.",
    badRequest: "La dirección solicitada no es válida.",
    headersTooLarge: "Las cabeceras de la solicitud son demasiado grandes.",
    timeout: "La solicitud ha tardado demasiado en llegar.",
    retryAfter: "Podrás volver a intentarlo {when}.",
  },
  answerPage: {
    sentTitle: "Mensaje recibido",
    invalidTitle: "Revisa tu mensaje",
    failedTitle: "No se ha podido enviar",
    back: "Volver a la página",
  },
} as const satisfies FormMessages
