import { z } from "astro/zod"
import type { PageTarget } from "#app/config/link-targets.ts"
import type { RedirectId } from "#common/web/addresses.ts"
import {
  accent,
  formIntro,
  iconCardsBlock,
  iconName,
  optionalPoints,
  pageOpening,
  pageOrRedirect,
  sectionIntro,
  shareBlock,
  text,
} from "./blocks.ts"
import { headline, metaDescription } from "./markdown.ts"

/**
 * The news: one Markdown file per post and language
 * (app/content/news/<locale>/<slug>.md), the news page's own words
 * (pages/<locale>/novedades.yaml) and the newsletter's
 * (pages/<locale>/mailchimp.yaml). The titles and descriptions are what the
 * editor (Keystatic) shows TRABEM's staff beside each field.
 */

/** The chat panel, opened by a button (the virtual assistant's post). */
export const CHAT_ACTION = "chat"

/**
 * Where a post's button leads: a page of the site (or one of its sections),
 * an old contact address the server redirects, or the chat panel.
 */
export const newsAction = z.union([
  ...pageOrRedirect.options,
  z.literal(CHAT_ACTION),
]) as unknown as z.ZodType<
  PageTarget | { readonly redirect: RedirectId } | typeof CHAT_ACTION
>
export type NewsAction = z.infer<typeof newsAction>

/**
 * An image of a post, as its file names it: a file in the folder of the
 * post's name beside it (`./<file name>/image.png`), where the editor puts
 * it, so each language's post owns its images. The build publishes it
 * through Astro's image pipeline (app/content.config.ts).
 */
export const postImageFile = z
  .string()
  .regex(
    /^\.\/[\w-]+\/[\w.-]+\.(png|jpe?g|webp|avif|gif|svg)$/i,
    "an image in the folder named after the post: ./<file name>/<image>",
  )

/** A news post's front matter; its body is the Markdown after it. */
export const newsPost = z
  .strictObject({
    title: headline.meta({
      title: "Título",
      description:
        "El titular de la noticia. El nombre del archivo sale de él.",
    }),
    date: z.coerce.date().meta({
      title: "Fecha de publicación",
      description:
        "Se publica ese día (hora de Madrid) o en la primera publicación después; la lista y el boletín van de la más reciente a la más antigua.",
      format: "date",
    }),
    draft: z.boolean().default(false).meta({
      title: "Borrador",
      description:
        "Marcado, la noticia no sale en ninguna parte: ni su página, ni la lista, ni el boletín, ni los avisos.",
    }),
    topic: text.meta({
      title: "Tema",
      description:
        "Una o dos palabras sobre el título: «Nueva web», «Office 365».",
    }),
    summary: metaDescription.meta({
      title: "Resumen",
      description:
        "Una o dos frases: se leen en la lista de novedades, en el boletín, en los buscadores y al compartir la noticia.",
    }),
    badge: text.optional().meta({
      title: "Distintivo",
      description:
        "Texto corto en la etiqueta de la tarjeta («Disponible 24/7»). Si se deja vacío, la etiqueta muestra el tema.",
    }),
    icon: iconName.default("megaphone").meta({
      title: "Icono",
      description:
        "El dibujo de la tarjeta de la noticia en la lista de novedades.",
    }),
    accent: accent.default("brand").meta({
      title: "Color",
      description:
        "brand: azul TRABEM; clinic: verde de las clínicas; office: azul de Office 365; connext: violeta; dealer y quarry: ámbar; kit: amarillo del Kit Digital.",
    }),
    points: optionalPoints.meta({
      title: "Puntos destacados",
      description:
        "Frases cortas que la tarjeta y la página de la noticia muestran en lista.",
    }),
    image: postImageFile.optional().meta({
      title: "Imagen",
      description:
        "Se ve junto al titular. Un dibujo, una captura o una foto propia, sin fotos de archivo; la web la publica al tamaño de cada pantalla.",
      // The editor offers an upload for it (app/editor/markdown-collections.ts).
      "x-editor": "image",
    }),
    imageAlt: text.optional().meta({
      title: "Descripción de la imagen",
      description:
        "Qué muestra la imagen, para quien no la ve. Obligatoria salvo que marques que solo adorna.",
    }),
    imageDecorative: z.boolean().default(false).meta({
      title: "La imagen solo adorna",
      description:
        "Márcalo solo si la imagen no dice nada que el texto no diga; entonces no lleva descripción.",
    }),
    cta: z.strictObject({ label: text, to: newsAction }).optional().meta({
      title: "Botón",
      description:
        "El botón de la noticia: una página del sitio, el formulario de contacto o el chat.",
    }),
  })
  .meta({ title: "Noticia" })
export type NewsPost = z.infer<typeof newsPost>

/** The news page: its hero, the posts, the benefits and the contact form; the posts' pages; the feed. */
export const newsPage = z.strictObject({
  ...pageOpening,
  /** Opens the section of the posts after the newest one. */
  updates: z.strictObject({ intro: sectionIntro }),
  benefits: iconCardsBlock,
  contact: formIntro,
  /** The words of every post's own page. */
  post: z.strictObject({
    /** A post without a button of its own links to its page with these words. */
    readMore: text,
    /** The link from a post's page back to the news page. */
    backLink: text,
    /** Before the post's date. */
    published: text,
    /** The other latest posts, under a post. */
    more: sectionIntro,
    /** Its `name` says the post in the share text; {title} is its title. */
    share: shareBlock,
  }),
  /** The RSS feed of the posts in this language. */
  feed: z.strictObject({ title: text, description: text }),
})
export type NewsContent = z.infer<typeof newsPage>

/** The newsletter: its own words; its blocks are the latest posts. */
export const newsletterPage = z.strictObject({
  ...pageOpening,
  /** Preview line that e-mail clients show after the subject. */
  preheader: text,
  /** Line beside the logo in the e-mail's header. */
  headerLabel: text,
  greeting: text,
  /** A post without a button of its own links to its page with these words. */
  readMore: text,
  footer: z.strictObject({
    contactLead: text,
    rights: text,
    reason: text,
  }),
  download: z.strictObject({ text, label: text }),
})
export type NewsletterContent = z.infer<typeof newsletterPage>
