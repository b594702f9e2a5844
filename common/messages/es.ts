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
    markup: "No se admiten etiquetas HTML",
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
    invalid: "Revisa los campos marcados.",
    tooMany:
      "Has enviado demasiados mensajes. Por favor, inténtalo de nuevo más tarde o contáctanos por teléfono.",
    tooLarge: "El mensaje es demasiado grande.",
    unsupported: "Formato de envío no admitido.",
    forbidden: "Solo se aceptan envíos desde este sitio web.",
    unavailable:
      "No hemos podido guardar tu mensaje. Por favor, inténtalo de nuevo más tarde o contáctanos por teléfono.",
  },
  answerPage: {
    sentTitle: "Mensaje recibido",
    invalidTitle: "Revisa tu mensaje",
    failedTitle: "No se ha podido enviar",
    back: "Volver a la página",
  },
} as const satisfies FormMessages
