import { z } from "astro/zod"
import { text } from "./text.ts"

/**
 * The business details staff keep up to date in the editor ("Datos de la
 * empresa"): one file, app/content/business.json, which
 * app/config/business.ts reads for every page, the build and
 * `npm run check:launch`. Each label and line of help is what the editor
 * shows; the values listed in `provisional` are stand-ins to replace before
 * launch.
 */

const says = (title: string, description: string) => ({ title, description })

/** An address of another site, always over HTTPS. */
const webAddress = z
  .string()
  .trim()
  .regex(/^https:\/\/\S+$/, "una dirección que empieza por https://")

/** A phone number as people read it: "+34 968 000 000". */
const phoneNumber = z
  .string()
  .trim()
  .regex(
    /^\+\d{2,3}( ?\d){6,12}$/,
    "un número con su prefijo: «+34 968 000 000»",
  )

const email = z
  .string()
  .trim()
  .regex(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/, "una dirección de correo")

/** The days of the week, as schema.org names them, with their Spanish names. */
const weekdays = {
  Mo: "Lunes",
  Tu: "Martes",
  We: "Miércoles",
  Th: "Jueves",
  Fr: "Viernes",
  Sa: "Sábado",
  Su: "Domingo",
} as const
export type Weekday = keyof typeof weekdays

const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "una hora como 09:00")

const details = {
  legalName: text.meta(
    says("Razón social", "Exactamente como en el Registro Mercantil."),
  ),
  taxId: z
    .string()
    .trim()
    .regex(
      /^[A-Z]\d{7}[0-9A-Z]$/,
      "un NIF: una letra, siete cifras y un carácter",
    )
    .meta(says("NIF", "El número de identificación fiscal: «B30123456».")),
  registry: text.meta(
    says(
      "Inscripción registral",
      "Registro, tomo, folio y hoja, como en la nota del registro.",
    ),
  ),
  phone: phoneNumber.meta(
    says("Teléfono de la oficina", "Con el prefijo: «+34 968 000 000»."),
  ),
  whatsapp: phoneNumber.meta(
    says("Número de WhatsApp", "El de WhatsApp Business, con el prefijo."),
  ),
  email: email.meta(
    says("Correo de contacto", "El que se publica y recibe las consultas."),
  ),
  privacyEmail: email.meta(
    says(
      "Correo de privacidad",
      "Para las solicitudes de protección de datos.",
    ),
  ),
  securityEmail: email.meta(
    says(
      "Correo de seguridad",
      "Para avisos de fallos de seguridad; también va en security.txt.",
    ),
  ),
  address: z
    .strictObject({
      street: text.meta(says("Calle y número", "«Calle Mayor, 1».")),
      postalCode: z
        .string()
        .regex(/^\d{5}$/, "cinco cifras")
        .meta(says("Código postal", "Cinco cifras.")),
      locality: text.meta(says("Localidad", "«Alcantarilla».")),
      region: text.meta(says("Provincia", "«Murcia».")),
      country: text.meta(says("País", "Como se escribe en la web: «España».")),
      countryCode: z
        .string()
        .regex(/^[A-Z]{2}$/)
        .meta({ "x-editor": "hidden" }),
    })
    .meta(
      says(
        "Dirección de la oficina",
        "Se ve en el pie, el contacto y el mapa.",
      ),
    ),
  hours: z
    .strictObject({
      days: z
        .array(
          z.enum(Object.keys(weekdays) as [Weekday, ...Weekday[]]).meta({
            "x-labels": weekdays,
          }),
        )
        .min(1)
        .meta(says("Días de apertura", "Los días en que se atiende.")),
      opens: time.meta(says("Hora de apertura", "Como 09:00.")),
      closes: time.meta(says("Hora de cierre", "Como 18:00.")),
    })
    .meta(
      says(
        "Horario",
        "Para los buscadores; el texto del horario está en los textos comunes.",
      ),
    ),
  geo: z
    .strictObject({
      latitude: z
        .number()
        .min(-90)
        .max(90)
        .meta(says("Latitud", "De la entrada de la oficina: 37.9694.")),
      longitude: z
        .number()
        .min(-180)
        .max(180)
        .meta(says("Longitud", "De la entrada de la oficina: -1.2171.")),
    })
    .meta(says("Situación en el mapa", "Para los buscadores y los mapas.")),
  map: z
    .strictObject({
      embed: webAddress.meta(
        says(
          "Dirección del mapa insertado",
          "En Google Maps: Compartir › Insertar un mapa, la dirección de src.",
        ),
      ),
      link: webAddress.meta(
        says(
          "Enlace al mapa",
          "La dirección que abre la oficina en Google Maps.",
        ),
      ),
    })
    .meta(says("Mapa", "El mapa de la sección de contacto.")),
  chatbot: webAddress
    .optional()
    .meta(
      says(
        "Dirección del asistente de chat",
        "La página del asistente que se abre en el chat. Vacía, el chat ofrece llamar o escribir.",
      ),
    ),
  videos: z
    .strictObject({
      clinicExplainer: z
        .string()
        .trim()
        .regex(/^[\w-]{11}$/, "un código de vídeo de YouTube: 11 caracteres")
        .optional()
        .meta(
          says(
            "Vídeo de las clínicas",
            "El código de YouTube del vídeo explicativo (lo que sigue a v= en su dirección). Vacío, se ve solo la imagen.",
          ),
        ),
      invoicesChannel: webAddress.meta(
        says(
          "Canal de YouTube",
          "La dirección del canal, al que enlaza la guía de facturas.",
        ),
      ),
    })
    .meta(says("Vídeos", "Los vídeos propios de TRABEM.")),
  productSites: z
    .strictObject({
      trabemFlex: webAddress.meta(
        says("Web de TrAbem Flex", "La dirección del sitio del producto."),
      ),
      aiPlatform: webAddress.meta(
        says("Web de la plataforma de IA", "La dirección de su sitio."),
      ),
      clinics: z
        .strictObject({
          dental: webAddress.meta(
            says("Clínicas dentales", "La página de la especialidad."),
          ),
          physio: webAddress.meta(
            says("Fisioterapia", "La página de la especialidad."),
          ),
          aesthetic: webAddress.meta(
            says("Medicina estética", "La página de la especialidad."),
          ),
          psychology: webAddress.meta(
            says("Psicología", "La página de la especialidad."),
          ),
        })
        .meta(
          says(
            "Especialidades",
            "Las páginas de TrAbem Flex por especialidad.",
          ),
        ),
    })
    .meta(says("Webs de los productos", "Adónde llevan sus enlaces.")),
  social: z
    .strictObject({
      linkedin: webAddress.meta(
        says("Perfil en LinkedIn", "La dirección del perfil de la empresa."),
      ),
      facebook: webAddress.meta(
        says("Página de Facebook", "La dirección de la página de la empresa."),
      ),
      x: webAddress.meta(
        says(
          "Perfil en X (antes Twitter)",
          "La dirección del perfil de la empresa.",
        ),
      ),
    })
    .meta(says("Redes sociales", "Los perfiles de TRABEM.")),
}

export type BusinessKey = keyof typeof details
const keys = Object.keys(details) as [BusinessKey, ...BusinessKey[]]

export const businessDetails = z
  .strictObject({
    ...details,
    provisional: z
      .array(
        z.enum(keys).meta({
          "x-labels": Object.fromEntries(
            keys.map((key) => [key, details[key].meta()?.title ?? key]),
          ),
        }),
      )
      .meta(
        says(
          "Datos aún provisionales",
          "Los que hay que cambiar antes de publicar la web. Desmarca cada uno al poner el dato real.",
        ),
      ),
  })
  .meta({ title: "Datos de la empresa" })
export type BusinessDetails = z.infer<typeof businessDetails>
