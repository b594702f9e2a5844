import { z } from "astro/zod"
import { icons, type IconName } from "#app/components/ui/icons.ts"
import { accents, type Accent } from "#app/config/accents.ts"
import {
  externalLinks,
  type ExternalLinkId,
  type LinkTarget,
} from "#app/config/link-targets.ts"
import { linkablePageIds, type LinkablePageId } from "#app/config/pages.ts"
import { redirects, type RedirectId } from "#common/web/addresses.ts"

/**
 * The content shape of each kind of block a page is built from, as a Zod
 * schema: content.config.ts checks every file against it at build, and the
 * sections take the types inferred from it. A section of app/sections/shared
 * draws each one.
 */

const keysOf = <K extends string>(record: Readonly<Record<K, unknown>>) =>
  Object.keys(record) as [K, ...K[]]

import { text } from "./text.ts"

export { text }
/** A list of short items. */
export const points = z.array(text).meta({
  title: "Puntos",
  description: "Frases cortas que se leen en lista.",
})
/** A list a block may leave out; an empty list, as the editor writes one, counts as none. */
export const optionalPoints = points
  .transform((items) => (items.length ? items : undefined))
  .optional()

export const iconName = z
  .enum(keysOf(icons) as [IconName, ...IconName[]])
  // The editor offers each icon by its Spanish name (app/editor/icon-labels.ts).
  .meta({
    title: "Icono",
    description: "El dibujo que acompaña al texto.",
    "x-editor": "icon",
  })

export const accent = z.enum(accents).meta({
  title: "Color",
  description: "El color del bloque, uno de los de la marca.",
  "x-labels": {
    brand: "Azul TRABEM",
    clinic: "Verde de las clínicas",
    connext: "Violeta de Connext",
    dealer: "Ámbar de los concesionarios",
    quarry: "Ámbar de las canteras",
    office: "Azul de Office 365",
    kit: "Amarillo del Kit Digital",
  } satisfies Record<Accent, string>,
})

/** The id of an element of a page (`anchors` in the page table; check:links proves each). */
const anchor = z
  .string()
  .regex(/^[a-z0-9-]+$/, "an anchor id: lowercase letters, digits and hyphens")

const pageTarget = z.strictObject({
  page: z.enum(linkablePageIds as [LinkablePageId, ...LinkablePageId[]]),
  hash: anchor.optional(),
})

/**
 * Where a link in content goes: a page of the site (optionally a section), a
 * section of this page, or a named external site.
 */
export const linkTarget = z.union([
  pageTarget,
  z.strictObject({
    external: z.enum(
      keysOf(externalLinks) as [ExternalLinkId, ...ExternalLinkId[]],
    ),
  }),
  z.strictObject({ hash: anchor }),
]) as unknown as z.ZodType<LinkTarget>

/** A page of the site or an old contact address the server redirects (loaded in full). */
export const pageOrRedirect = z.union([
  pageTarget,
  z.strictObject({
    redirect: z.enum(keysOf(redirects) as [RedirectId, ...RedirectId[]]),
  }),
])

export const callToAction = z
  .strictObject({
    label: text.meta({
      title: "Texto del botón",
      description: "Dos a cinco palabras que dicen qué pasa al pulsarlo.",
    }),
    to: linkTarget,
  })
  .meta({
    title: "Botón",
    description: "Adónde lleva se cambia en el archivo de la página.",
  })
export type CallToAction = z.infer<typeof callToAction>

export const heroContent = z
  .strictObject({
    /** Short line above the headline: the product or the audience. */
    eyebrow: text.meta({
      title: "Antetítulo",
      description: "Línea corta sobre el titular: el producto o a quién va.",
    }),
    /** What the page does for the visitor, in one sentence. */
    title: text.meta({
      title: "Titular",
      description: "Qué hace la página por quien la visita, en una frase.",
    }),
    lead: text.meta({
      title: "Entradilla",
      description: "Una o dos frases bajo el titular.",
    }),
    primary: callToAction.optional(),
    secondary: callToAction.optional(),
  })
  .meta({
    title: "Portada",
    description: "Lo primero que se ve de la página.",
  })
export type HeroContent = z.infer<typeof heroContent>

/** A claim shown as a number in large type with a short caption. */
export const stat = z
  .strictObject({
    value: text.meta({
      title: "Cifra",
      description: "El dato en grande: «+15», «24/7», «99,9 %».",
    }),
    label: text.meta({
      title: "Pie de la cifra",
      description: "Qué mide la cifra, en pocas palabras.",
    }),
  })
  .meta({ title: "Cifra destacada", description: "Un dato con su pie." })
export type Stat = z.infer<typeof stat>

/** Claims in large type, in the order shown. */
export const stats = z
  .array(stat)
  .meta({ title: "Cifras", description: "Los datos en grande, en orden." })

/** The heading block that opens a section. */
export const sectionIntro = z
  .strictObject({
    eyebrow: text.optional().meta({
      title: "Antetítulo",
      description: "Línea corta sobre el título. Puede quedar vacía.",
    }),
    title: text.meta({
      title: "Título",
      description: "El título de la sección.",
    }),
    lead: text.optional().meta({
      title: "Entradilla",
      description: "Una o dos frases bajo el título. Puede quedar vacía.",
    }),
  })
  .meta({
    title: "Encabezado",
    description: "Antetítulo, título y entradilla de la sección.",
  })
export type SectionIntro = z.infer<typeof sectionIntro>

/** An icon by name, a title, a sentence and optional points (cards, tiles, steps). */
export const iconCard = z
  .strictObject({
    icon: iconName,
    title: text.meta({
      title: "Título",
      description: "El título de la tarjeta.",
    }),
    description: text.meta({
      title: "Texto",
      description: "Una o dos frases bajo el título.",
    }),
    points: optionalPoints.meta({
      title: "Puntos",
      description: "Frases cortas en lista bajo el texto. Puede quedar vacío.",
    }),
  })
  .meta({ title: "Tarjeta", description: "Icono, título y texto." })
export type IconCard = z.infer<typeof iconCard>

/** A section of icon cards. */
export const iconCardsBlock = z.strictObject({
  intro: sectionIntro,
  items: z.array(iconCard).min(1).meta({
    title: "Tarjetas",
    description: "Las tarjetas de la sección, en el orden en que se ven.",
  }),
})
export type IconCardsBlock = z.infer<typeof iconCardsBlock>

/** A dark call-to-action band: one sentence, a line of support, one or two buttons. */
export const ctaBand = z
  .strictObject({
    title: text.meta({
      title: "Título",
      description: "Una frase que invita a dar el paso.",
    }),
    lead: text.meta({
      title: "Entradilla",
      description: "Una línea de apoyo bajo el título.",
    }),
    actions: z.array(callToAction).min(1).max(2).meta({
      title: "Botones",
      description: "Uno o dos botones.",
    }),
  })
  .meta({
    title: "Banda de llamada a la acción",
    description: "La banda oscura antes del formulario.",
  })
export type CtaBand = z.infer<typeof ctaBand>

/** The text beside a lead form: heading, what happens after sending (phone and e-mail follow). */
export const formIntro = z
  .strictObject({
    intro: sectionIntro,
    pointsTitle: text.meta({
      title: "Título de la lista",
      description: "Encabeza la lista de lo que pasa después de enviar.",
    }),
    points: points.meta({
      title: "Qué pasa después",
      description: "Frases cortas: qué hacemos al recibir el formulario.",
    }),
  })
  .meta({
    title: "Junto al formulario",
    description:
      "El texto al lado del formulario; el teléfono y el correo van debajo solos.",
  })
export type FormIntro = z.infer<typeof formIntro>

/** A band inviting the visitor to pass the page on. */
export const shareBlock = z
  .strictObject({
    title: text.meta({
      title: "Título",
      description: "Invita a pasar la página a alguien.",
    }),
    lead: text.meta({
      title: "Entradilla",
      description: "Una línea bajo el título.",
    }),
    /**
     * The page's name as the share text says it, `{title}` in the language's
     * template ('Descubre {title}: {description}'), with the article its
     * grammar wants: "TRABEM", "los agentes de IA para concesionarios".
     */
    name: text.meta({
      title: "Cómo se nombra la página al compartir",
      description:
        "Con su artículo si lo lleva: «TRABEM», «los agentes de IA para concesionarios».",
    }),
    /** Replaces the default share text. */
    text: text.optional().meta({
      title: "Mensaje al compartir",
      description: "Sustituye al mensaje de siempre. Puede quedar vacío.",
    }),
  })
  .meta({
    title: "Compartir",
    description: "La banda que invita a compartir la página.",
  })
export type ShareBlock = z.infer<typeof shareBlock>

/** A client's words, shown with initials in a tinted circle (no stock photos). */
export const testimonial = z
  .strictObject({
    quote: text.meta({
      title: "Cita",
      description: "Lo que dice el cliente, con sus palabras.",
    }),
    name: text.meta({
      title: "Nombre y apellidos",
      description: "Quién lo dice.",
    }),
    /** Position or role of the person. */
    role: text.meta({ title: "Cargo", description: "Su puesto o papel." }),
    /** Company, clinic or public body. */
    organization: text.meta({
      title: "Empresa",
      description: "Empresa, clínica u organismo público.",
    }),
    initials: text.meta({
      title: "Iniciales",
      description: "Se ven en el círculo en lugar de una foto.",
    }),
  })
  .meta({ title: "Testimonio", description: "Las palabras de un cliente." })
export type Testimonial = z.infer<typeof testimonial>

export const testimonialsBlock = z
  .strictObject({
    intro: sectionIntro,
    /** Accessible name of the carousel; the heading's title when absent. */
    label: text.optional().meta({
      title: "Nombre del carrusel",
      description:
        "Lo oyen quienes usan lector de pantalla. Vacío, se usa el título.",
    }),
    items: z.array(testimonial).min(1).meta({
      title: "Testimonios",
      description: "En el orden en que pasan en el carrusel.",
    }),
  })
  .meta({ title: "Testimonios", description: "Lo que dicen los clientes." })
export type TestimonialsBlock = z.infer<typeof testimonialsBlock>

/** What every page says about itself for search engines and sharing. */
export const pageMeta = z
  .strictObject({
    title: text.meta({
      title: "Título en buscadores",
      description: "El título de la pestaña y de Google: unos 60 caracteres.",
    }),
    description: text.meta({
      title: "Descripción en buscadores",
      description:
        "Lo que Google y las redes muestran bajo el título: unos 155 caracteres.",
    }),
  })
  .meta({
    title: "Buscadores y redes",
    description: "Cómo aparece la página en Google y al compartirla.",
  })
export type PageMeta = z.infer<typeof pageMeta>

/** What the content of every page opens with: its head tags and its hero. */
export const pageOpening = { meta: pageMeta, hero: heroContent }

/**
 * A product or programme page that ends in a call-to-action band and the
 * contact form beside its text (Kit Digital, Kit Consulting, the quarry
 * software, the appointment AI).
 */
export const leadPageEnd = { cta: ctaBand, contact: formIntro }
export type PageOpening = { meta: PageMeta; hero: HeroContent }
export type LeadPageContent = PageOpening & {
  cta: CtaBand
  contact: FormIntro
}
