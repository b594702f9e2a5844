import { z } from "astro/zod"
import { footerTargets, navTargets } from "#app/config/nav-targets.ts"
import { locales, type Locale } from "#app/config/locales.ts"
import { formKindTable } from "#common/schemas/form-kinds.ts"
import type { FormMessages } from "#common/messages/types.ts"
import { text } from "./blocks.ts"

/**
 * The words of the shared frame (header, menus, footer, chat, share, media
 * facades, carousels, contact card) and of the lead forms, in one language.
 * Where the links lead and the names every language shares are code
 * (app/config/nav-targets.ts); the labels are keyed by the same names, so a
 * language that misses one fails the build.
 */

/** Words for the editor: a field's label and its line of help. */
const says = (title: string, description: string) => ({ title, description })

/** An object of one field per key, each named for the editor by `nameOf(key)`. */
const byKeys = <V extends z.ZodType>(
  keys: readonly string[],
  value: V,
  nameOf: (key: string) => { title: string; description: string },
) =>
  z.strictObject(
    Object.fromEntries(keys.map((key) => [key, value.meta(nameOf(key))])),
  )

const footerColumns = footerTargets("es")

type LinkKey =
  | Exclude<keyof typeof navTargets, "industries" | "products">
  | keyof (typeof navTargets)["industries"]
  | keyof (typeof navTargets)["products"]
  | {
      [C in keyof typeof footerColumns]: keyof (typeof footerColumns)[C]
    }[keyof typeof footerColumns]

/** What staff call the page or place each link of the menus and the footer leads to. */
const linkNames: Record<LinkKey, string> = {
  services: "Servicios",
  hosting: "Hosting y housing",
  contact: "Contacto",
  clinics: "Clínicas",
  dealerships: "Concesionarios",
  quarries: "Canteras",
  councils: "Ayuntamientos y formación",
  clinicAppointments: "TrAbem Flex Salud (citas)",
  clinicAgents: "Agentes para clínicas",
  connext: "TRABEM Connext",
  quarry: "Software para canteras",
  office365: "Licencias de Office 365",
  help: "Centro de ayuda",
  cybersecurity: "Ciberseguridad",
  trabemFlex: "Web de TrAbem Flex",
  aiPlatform: "Web de la plataforma de IA",
  home: "Inicio",
  about: "Sobre nosotros",
  news: "Novedades",
  blog: "Lista de noticias",
  ai: "Inteligencia artificial",
  cookies: "Política de cookies",
  security: "Seguridad",
  legalNotice: "Aviso legal",
  privacy: "Privacidad",
  kitDigital: "Página del Kit Digital",
  kitConsulting: "Página del Kit Consulting",
  dental: "Clínicas dentales",
  physiotherapy: "Fisioterapia",
  aesthetic: "Medicina estética",
  psychology: "Psicología",
}

const linkName = (key: string) => linkNames[key as LinkKey]

/** One label per link of a list, by the keys of its targets. */
const linkLabels = (targets: object) =>
  byKeys(Object.keys(targets), text, (key) =>
    says(`Enlace «${linkName(key)}»`, "El texto del enlace."),
  ).meta(says("Enlaces", "El texto de cada enlace, en el orden en que se ven."))

/** A dropdown's labels: each link's label and the line under it. */
const menuLabels = (targets: object) =>
  byKeys(
    Object.keys(targets),
    z.strictObject({
      label: text.meta(says("Texto del enlace", "El nombre en el menú.")),
      description: text.meta(
        says(
          "Línea bajo el enlace",
          "Qué hay en esa página, en pocas palabras.",
        ),
      ),
    }),
    (key) =>
      says(`Enlace «${linkName(key)}»`, "Su nombre y la línea que lo explica."),
  ).meta(says("Enlaces", "Los enlaces del desplegable, en orden."))

const column = (targets: object, name: string) =>
  z
    .strictObject({
      title: text.meta(says("Título", "El título de la columna.")),
      links: linkLabels(targets),
    })
    .meta(says(`Columna «${name}»`, "Una columna de enlaces del pie."))

const languageNames: Record<Locale, string> = {
  es: "el español",
  en: "el inglés",
  fr: "el francés",
}

/** How a link names each language when it leads to a page in another ("Privacy (in English)"). */
export const linkLanguages = byKeys(locales, text, (locale) =>
  says(
    `Cómo se dice ${languageNames[locale as Locale]}`,
    "Tras un enlace a una página en ese idioma: «(en inglés)».",
  ),
).meta(
  says("Nombres de los idiomas", "Tras los enlaces a páginas en otro idioma."),
) as unknown as z.ZodType<Readonly<Record<Locale, string>>>

const line = (title: string, description: string) =>
  text.meta(says(title, description))

export const uiStrings = z.strictObject({
  brandTagline: line(
    "Lema de la marca",
    "La frase junto al logotipo en el pie.",
  ),
  skipToContent: line(
    "Saltar al contenido",
    "El primer enlace para quien navega con teclado.",
  ),
  /** Said to screen readers after a link to another site. */
  opensInNewTab: line(
    "Aviso de pestaña nueva",
    "Lo oyen quienes usan lector de pantalla tras un enlace a otro sitio.",
  ),
  nav: z
    .strictObject({
      label: line(
        "Nombre del menú",
        "Lo oyen quienes usan lector de pantalla.",
      ),
      home: line("Inicio", "El enlace a la página de inicio."),
      services: line("Servicios", "El enlace a los servicios."),
      industries: z
        .strictObject({
          label: line("Título del desplegable", "El nombre del menú."),
          links: menuLabels(navTargets.industries),
        })
        .meta(says("Sectores", "El desplegable de sectores.")),
      hosting: line("Hosting y housing", "El enlace al alojamiento."),
      products: z
        .strictObject({
          label: line("Título del desplegable", "El nombre del menú."),
          links: menuLabels(navTargets.products),
        })
        .meta(says("Productos", "El desplegable de productos.")),
      contact: line("Contacto", "El enlace al formulario de contacto."),
      /** Name of the mobile menu button. */
      menu: line("Botón del menú en el móvil", "Lo que dice el botón."),
    })
    .meta(says("Menú principal", "Los enlaces de la cabecera.")),
  language: z
    .strictObject({
      label: line("Nombre del selector", "El título del menú de idiomas."),
      unavailable: line(
        "Idioma no disponible",
        "Junto a un idioma en que la página no existe.",
      ),
      /**
       * A group of links' note that they lead to pages in another language,
       * with `{language}` as the links say it: "Pages {language}".
       */
      groupNote: line(
        "Aviso de páginas en otro idioma",
        "Deja {language} donde va el idioma: «Páginas {language}».",
      ),
    })
    .meta(says("Idiomas", "El menú de idiomas.")),
  footer: z
    .strictObject({
      blurb: line("Presentación", "Quiénes somos, en el pie."),
      services: column(footerColumns.services, "Servicios"),
      quickLinks: column(footerColumns.quickLinks, "Enlaces rápidos"),
      industries: column(footerColumns.industries, "Sectores"),
      legal: column(footerColumns.legal, "Legal"),
      clinicSpecialties: column(
        footerColumns.clinicSpecialties,
        "Especialidades",
      ),
      contactTitle: line(
        "Título del contacto",
        "Encima del teléfono y el correo.",
      ),
      rights: line("Derechos", "«Todos los derechos reservados»."),
    })
    .meta(says("Pie de página", "Lo que se ve al final de cada página.")),
  chat: z
    .strictObject({
      open: line("Botón para abrir", "Abre el chat."),
      close: line("Botón para cerrar", "Cierra el chat."),
      title: line("Título", "Encima del chat."),
      frameTitle: line(
        "Nombre de la ventana",
        "Lo oyen quienes usan lector de pantalla.",
      ),
      /** Shown in the panel until the assistant's page is loaded: nothing of it loads before. */
      beforeLoading: line(
        "Mientras carga",
        "Se lee hasta que el asistente aparece.",
      ),
      /** The link that opens the assistant's page (in a new tab, without script). */
      openAssistant: line(
        "Abrir el asistente",
        "El enlace que abre el asistente en una pestaña.",
      ),
      fallbackIntro: line(
        "Sin asistente",
        "Se lee cuando el asistente no está: invita a llamar o escribir.",
      ),
      callUs: line("Llámanos", "El enlace al teléfono."),
      writeUs: line("Escríbenos", "El enlace al correo."),
    })
    .meta(says("Ventana de chat", "La ventana del asistente.")),
  pageHeaders: z
    .strictObject({
      contact: line("Botón de contacto", "En la cabecera de los productos."),
      clinicSlogan: line(
        "Lema de las clínicas",
        "Junto al logotipo en las páginas de clínicas.",
      ),
      connextTagline: line(
        "Lema de Connext",
        "Junto al logotipo en la página de Connext.",
      ),
      automotiveTagline: line(
        "Lema de los concesionarios",
        "Junto al logotipo en la página de concesionarios.",
      ),
    })
    .meta(
      says("Cabeceras de producto", "La cabecera de las páginas de producto."),
    ),
  share: z
    .strictObject({
      /** 'Descubre {title}: {description}' */
      template: line(
        "Mensaje al compartir",
        "Deja {title} y {description}: «Descubre {title}: {description}».",
      ),
      title: line("Título", "Encima de los botones para compartir."),
      copyLink: line("Copiar enlace", "El botón que copia la dirección."),
      copied: line("Copiado", "Se lee tras copiar la dirección."),
      /** 'Compartir en {network}' */
      shareOn: line(
        "Compartir en una red",
        "Deja {network} donde va la red: «Compartir en {network}».",
      ),
    })
    .meta(says("Compartir", "Los botones para compartir.")),
  media: z
    .strictObject({
      playVideo: line("Ver el vídeo", "El botón sobre la imagen del vídeo."),
      videoConsent: line(
        "Aviso del vídeo",
        "Que el vídeo se carga desde YouTube al pulsar.",
      ),
      showMap: line("Ver el mapa", "El botón sobre la imagen del mapa."),
      mapConsent: line(
        "Aviso del mapa",
        "Que el mapa se carga desde Google al pulsar.",
      ),
      openInMaps: line("Abrir en Google Maps", "El enlace al mapa."),
      watchOnYoutube: line("Ver en YouTube", "El enlace al vídeo."),
    })
    .meta(says("Vídeos y mapas", "Los avisos antes de cargarlos.")),
  carousel: z
    .strictObject({
      previous: line("Anterior", "El botón que retrocede."),
      next: line("Siguiente", "El botón que avanza."),
      /** '{index} de {total}' */
      slide: line("Posición", "Deja {index} y {total}: «{index} de {total}»."),
      rating: line(
        "Valoración",
        "Lo oyen quienes usan lector de pantalla sobre las estrellas.",
      ),
    })
    .meta(says("Carruseles", "Los botones de los carruseles.")),
  hours: z
    .strictObject({
      label: line("Título", "Encima del horario."),
      /** 'Lunes a viernes, 9:00 a 18:00' */
      weekdays: line("Horario", "«Lunes a viernes, 9:00 a 18:00»."),
    })
    .meta(says("Horario", "El horario de atención.")),
  contactCard: z
    .strictObject({
      address: line("Dirección", "El título sobre la dirección."),
      phone: line("Teléfono", "El título sobre el teléfono."),
      email: line("Correo", "El título sobre el correo."),
    })
    .meta(says("Datos de contacto", "Los títulos de la tarjeta de contacto.")),
  /** Around a legal page's text: its contents list, and when it last changed. */
  legalText: z
    .strictObject({
      contents: line("Índice", "El título de la lista de apartados."),
      /** 'Última actualización: {date}' */
      updated: line("Última actualización", "Deja {date} donde va la fecha."),
    })
    .meta(
      says("Textos legales", "Alrededor del texto de las páginas legales."),
    ),
})
export type UiStrings = z.infer<typeof uiStrings>

/**
 * The words of the lead forms that are not the messages the API shares
 * (common/messages): a JSON file per language, which the form island of that
 * language imports, so the words reach the browser without the rest of the
 * frame's.
 */
export const formWords = z.strictObject({
  placeholders: z
    .strictObject({
      name: line("Nombre", "Ejemplo dentro del campo del nombre."),
      email: line("Correo", "Ejemplo dentro del campo del correo."),
      company: line("Empresa", "Ejemplo dentro del campo de la empresa."),
      phone: line("Teléfono", "Ejemplo dentro del campo del teléfono."),
      subject: line("Asunto", "Ejemplo dentro del campo del asunto."),
      message: line("Mensaje", "Ejemplo dentro del campo del mensaje."),
      fullName: line(
        "Nombre y apellidos",
        "Ejemplo dentro del campo de nombre y apellidos.",
      ),
      clinicName: line("Clínica", "Ejemplo dentro del campo de la clínica."),
      businessName: line(
        "Concesionario",
        "Ejemplo dentro del campo del concesionario.",
      ),
      location: line("Localidad", "Ejemplo dentro del campo de la localidad."),
    })
    .meta(
      says("Textos de ejemplo", "Lo que se lee en gris dentro de cada campo."),
    ),
  /** What a visitor reads for each service of a select; the value sent stays the service's name. */
  serviceLabels: byKeys(
    formKindTable.clinicService.services.select,
    text,
    (service) =>
      says(
        `Servicio «${service}»`,
        "Cómo se lee en la lista; al equipo le llega con su nombre de siempre.",
      ),
  ).meta(says("Servicios de la lista", "Los servicios que se pueden elegir.")),
  /** After the label of an optional field. */
  optional: line(
    "Campo opcional",
    "Tras el nombre de un campo no obligatorio.",
  ),
  submit: z
    .strictObject({
      contact: line("Enviar mensaje", "En el formulario de contacto."),
      demo: line("Pedir demostración", "En los formularios de demostración."),
      information: line("Pedir información", "En los de información."),
    })
    .meta(says("Botones de envío", "Lo que dice el botón de cada formulario.")),
  /** The submit button while the request is on its way. */
  sending: line("Enviando", "El botón mientras se envía."),
  /** First-layer data protection notice under each form. */
  privacy: z
    .strictObject({
      text: line(
        "Aviso",
        "El aviso de protección de datos bajo el formulario.",
      ),
      link: line("Enlace", "El enlace a la política de privacidad."),
    })
    .meta(says("Protección de datos", "El aviso bajo cada formulario.")),
  /** Label of the field people never see and bots fill in. */
  honeypot: text.meta({ "x-editor": "hidden" }),
  /** Accessible name of the form's notices' area (its toasts). */
  notifications: line(
    "Nombre de los avisos",
    "Lo oyen quienes usan lector de pantalla.",
  ),
  linkLanguages,
})
export type FormWords = z.infer<typeof formWords>

/** What a lead form island reads: its words and the messages it shares with the API. */
export type FormsContent = Omit<FormWords, "linkLanguages"> & {
  readonly messages: FormMessages
}
