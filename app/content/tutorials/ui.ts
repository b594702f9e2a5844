import type { TutorialHeroUi, TutorialsUi } from "./types.ts"

export const tutorialsUi = {
  breadcrumb: {
    label: "Ruta de navegación",
    home: "Inicio",
    help: "Centro de ayuda",
  },
  stepLabel: "Paso {number}",
  contentsLabel: "En esta guía",
  beforeLabel: "Antes de empezar",
  tipLabel: "Consejo:",
  videoEyebrow: "Míralo en vídeo",
  support: {
    title: "¿Te has quedado atascado?",
    lead: "Llámanos o escríbenos con el paso en el que estás y, si puedes, una captura de pantalla. Te respondemos en horario laboral.",
  },
  pager: {
    label: "Más tutoriales",
    previous: "Tutorial anterior",
    next: "Siguiente tutorial",
    back: "Volver al centro de ayuda",
  },
} satisfies TutorialsUi

export const tutorialHeroUi = {
  eyebrow: "Tutorial · {name}",
  steps: "Ver los {count} pasos",
  video: "Ver el vídeo",
  videos: "Ver los vídeos",
} satisfies TutorialHeroUi
