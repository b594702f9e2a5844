import type { AutomotiveContent } from "./types.ts"

export const fr = {
  meta: {
    title:
      "Agents d'IA pour concessionnaires : rendez-vous, ventes et après-vente",
    description:
      "Des assistants virtuels qui prennent les rendez-vous atelier, répondent aux prospects et lancent vos campagnes d'entretien en 3 clics. Déjà plus de 30 concessions.",
  },
  hero: {
    eyebrow: "L'IA pour les concessionnaires",
    title: "Plus de ventes et un atelier plein, sans perdre un seul prospect",
    lead: "Des assistants virtuels qui répondent immédiatement, planifient les rendez-vous atelier et relancent vos clients avec des campagnes d'entretien en 3 clics.",
    primary: {
      label: "Demander une démo",
      to: {
        hash: "cta-section",
      },
    },
  },
} satisfies AutomotiveContent
