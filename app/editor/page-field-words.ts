import type { FieldWords } from "./fields-from-schema.ts"

/**
 * The editor's label and line of help for the fields of the news page, the
 * newsletter and the help centre that their schemas (app/schemas/news.ts,
 * tutorials.ts) leave without a `.meta` title: a field's own `.meta` wins
 * over these. By the field's path; an array's items share its path.
 */

const supportBlock = (path: string): FieldWords => ({
  [path]: [
    "Ayuda de una persona",
    "Cómo hablar con nosotros si la guía no basta.",
  ],
  [`${path}.title`]: ["Título", "El título del recuadro."],
  [`${path}.lead`]: ["Entradilla", "Una o dos frases bajo el título."],
})

export const pageFieldWords: Readonly<Record<string, FieldWords>> = {
  news: {
    updates: ["Últimas noticias", "La sección de la lista de noticias."],
    benefits: ["Ventajas", "Las tarjetas bajo las noticias."],
    contact: ["Junto al formulario", "El texto al lado del formulario."],
    post: ["Página de cada noticia", "Las palabras que comparten todas."],
    "post.readMore": [
      "Enlace «Leer más»",
      "Lleva a la noticia cuando no tiene botón propio.",
    ],
    "post.backLink": [
      "Enlace de vuelta",
      "Desde una noticia a la lista de novedades.",
    ],
    "post.published": ["Antes de la fecha", "«Publicado el»."],
    "post.more": ["Más noticias", "Encabeza las demás noticias recientes."],
    "post.share": [
      "Compartir la noticia",
      "{title} es el título de la noticia.",
    ],
    feed: ["Canal RSS", "Cómo se presenta el canal de noticias."],
    "feed.title": ["Título del canal", "El nombre del canal de noticias."],
    "feed.description": [
      "Descripción del canal",
      "Una frase sobre lo que publica.",
    ],
  },
  newsletter: {
    preheader: [
      "Línea de vista previa",
      "Lo que el programa de correo muestra tras el asunto.",
    ],
    headerLabel: [
      "Texto de la cabecera",
      "Junto al logotipo, arriba del correo.",
    ],
    greeting: ["Saludo", "La primera línea del boletín."],
    readMore: [
      "Enlace «Leer más»",
      "Lleva a la noticia cuando no tiene botón propio.",
    ],
    footer: ["Pie del boletín", "Lo que se lee al final del correo."],
    "footer.contactLead": [
      "Antes del contacto",
      "Una frase antes del teléfono y el correo.",
    ],
    "footer.rights": ["Derechos", "«Todos los derechos reservados»."],
    "footer.reason": [
      "Por qué lo recibe",
      "Por qué le llega este boletín a quien lo lee.",
    ],
    download: [
      "Descarga del boletín",
      "La página desde la que se descarga el archivo del boletín.",
    ],
    "download.text": ["Texto", "Qué es el archivo y para qué sirve."],
    "download.label": ["Texto del enlace", "El enlace que lo descarga."],
  },
  help: {
    guides: ["Guías", "La sección de las guías y el buscador."],
    "guides.search": ["Buscador", "Las palabras del buscador de guías."],
    "guides.search.label": ["Nombre del buscador", "Encima del campo."],
    "guides.search.placeholder": [
      "Texto de ejemplo",
      "Lo que se lee en gris dentro del campo.",
    ],
    "guides.search.hint": ["Pista", "Una línea bajo el campo."],
    "guides.search.countMany": [
      "Varias guías",
      "Deja {count} donde va el número: «{count} guías».",
    ],
    "guides.search.countOne": ["Una guía", "«1 guía»."],
    "guides.search.countNone": [
      "Ninguna guía",
      "Deja {query} donde va lo buscado.",
    ],
    "guides.search.emptyTitle": [
      "Título sin resultados",
      "Cuando nada coincide.",
    ],
    "guides.search.emptyText": [
      "Texto sin resultados",
      "Qué hacer cuando nada coincide.",
    ],
    "guides.search.showAll": [
      "Ver todas",
      "El botón que vuelve a mostrar todas las guías.",
    ],
    "guides.facts": ["Datos de cada guía", "«4 pasos · Vídeo»."],
    "guides.facts.steps": [
      "Pasos",
      "Deja {count} donde va el número: «{count} pasos».",
    ],
    "guides.facts.video": ["Vídeo", "Cuando la guía tiene vídeo."],
    "guides.facts.videos": [
      "Vídeos",
      "Cuando la guía enlaza a un canal de vídeos.",
    ],
    "guides.open": ["Abrir la guía", "El enlace de cada tarjeta."],
    "guides.supportTile": [
      "Tarjeta de ayuda",
      "La tarjeta tras las guías que lleva a hablar con nosotros.",
    ],
    "guides.supportTile.title": ["Título", "El título de la tarjeta."],
    "guides.supportTile.text": ["Texto", "Una frase bajo el título."],
    "guides.supportTile.label": ["Texto del enlace", "Lleva a la ayuda."],
    quickHelp: ["Respuestas rápidas", "La sección de preguntas frecuentes."],
    ...supportBlock("support"),
    tutorialPages: [
      "Páginas de las guías",
      "Las palabras que comparten todas las guías.",
    ],
    "tutorialPages.breadcrumb": [
      "Ruta de navegación",
      "«Inicio › Ayuda › la guía».",
    ],
    "tutorialPages.breadcrumb.label": [
      "Nombre de la ruta",
      "Lo oyen quienes usan lector de pantalla.",
    ],
    "tutorialPages.breadcrumb.home": ["Inicio", "El primer enlace de la ruta."],
    "tutorialPages.breadcrumb.help": ["Ayuda", "El segundo enlace de la ruta."],
    "tutorialPages.hero": [
      "Portada de la guía",
      "Sobre el titular de cada guía.",
    ],
    "tutorialPages.hero.eyebrow": [
      "Antetítulo",
      "Deja {name} donde va la guía: «Tutorial · {name}».",
    ],
    "tutorialPages.hero.steps": [
      "Botón de los pasos",
      "Deja {count} donde va el número: «Ver los {count} pasos».",
    ],
    "tutorialPages.hero.video": ["Botón del vídeo", "Lleva al vídeo."],
    "tutorialPages.hero.videos": [
      "Botón de los vídeos",
      "Lleva al canal de vídeos.",
    ],
    "tutorialPages.hero.appScreens": [
      "Aviso de las pantallas",
      "Si la guía no está en español: cómo se citan los botones de la aplicación.",
    ],
    "tutorialPages.stepLabel": [
      "Palabra antes del número",
      "Deja {number}: «Paso {number}».",
    ],
    "tutorialPages.contentsLabel": [
      "Título del índice",
      "Encima de la lista de pasos.",
    ],
    "tutorialPages.beforeLabel": [
      "Antes de empezar",
      "Encabeza lo que hay que tener listo.",
    ],
    "tutorialPages.tipLabel": ["Consejo", "Encabeza el consejo de un paso."],
    "tutorialPages.videoEyebrow": [
      "Antetítulo del vídeo",
      "Sobre el título del vídeo.",
    ],
    ...supportBlock("tutorialPages.support"),
    "tutorialPages.pager": [
      "Guía anterior y siguiente",
      "Al final de cada guía.",
    ],
    "tutorialPages.pager.label": [
      "Nombre de la navegación",
      "Lo oyen quienes usan lector de pantalla.",
    ],
    "tutorialPages.pager.previous": ["Anterior", "Antes de la guía anterior."],
    "tutorialPages.pager.next": ["Siguiente", "Antes de la guía siguiente."],
    "tutorialPages.pager.back": [
      "Volver",
      "El enlace de vuelta al centro de ayuda.",
    ],
  },
}
