import type { LegalContent, LegalPageId } from "./types.ts"

export const es = {
  legalNotice: {
    meta: {
      title: "Aviso legal",
      description:
        "Datos identificativos del titular del sitio web y condiciones de uso, conforme a la Ley 34/2002 de servicios de la sociedad de la información.",
    },
    hero: {
      eyebrow: "Legal",
      title: "Aviso legal",
      lead: "Quién está detrás de este sitio web y en qué condiciones puedes usarlo.",
    },
  },
  privacy: {
    meta: {
      title: "Política de privacidad",
      description:
        "Cómo tratamos los datos que nos envías por los formularios: responsable, finalidades, base jurídica, plazos de conservación y tus derechos.",
    },
    hero: {
      eyebrow: "Legal",
      title: "Política de privacidad",
      lead: "Qué hacemos con los datos que nos confías a través de los formularios, y cómo ejercer tus derechos.",
    },
  },
  cookies: {
    meta: {
      title: "Política de cookies",
      description:
        "Este sitio no instala cookies que requieran consentimiento. Los vídeos y el mapa solo se cargan cuando tú lo pides.",
    },
    hero: {
      eyebrow: "Legal",
      title: "Política de cookies",
      lead: "Este sitio no instala cookies que necesiten tu consentimiento. Te explicamos por qué y qué ocurre con los contenidos de terceros.",
    },
  },
  security: {
    meta: {
      title: "Seguridad",
      description:
        "Cómo protegemos este sitio web y tus datos, y cómo comunicarnos una vulnerabilidad de forma responsable.",
    },
    hero: {
      eyebrow: "Legal",
      title: "Seguridad",
      lead: "Cómo protegemos este sitio y los datos que nos envías, y cómo avisarnos si encuentras una vulnerabilidad.",
    },
  },
} satisfies Record<LegalPageId, LegalContent>
