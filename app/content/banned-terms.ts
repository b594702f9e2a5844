import type { Locale } from "#app/config/locales.ts"

/**
 * Words the copy must not use, per language, each with the term to use
 * instead (docs/terms.md explains the choices). app/content/copy.test.ts
 * reads every content module against this list.
 */
export interface BannedTerm {
  readonly pattern: RegExp
  readonly use: string
}

/** Product names are the same in every language. */
const productNames: readonly BannedTerm[] = [
  { pattern: /TrAbem Flex (Health|Santé)/, use: "TrAbem Flex Salud" },
  {
    pattern: /Microsoft 365/,
    use: "Office 365 (the name of the licences sold here)",
  },
]

/** The demo lasts 20 minutes on every page. */
const demoLength: Record<Locale, BannedTerm> = {
  es: { pattern: /media hora/i, use: "demo de 20 minutos" },
  en: { pattern: /half an hour/i, use: "20-minute demo" },
  fr: { pattern: /demi-heure/i, use: "démo de 20 minutes" },
}

export const bannedTerms: Record<Locale, readonly BannedTerm[]> = {
  es: [
    ...productNames,
    demoLength.es,
    { pattern: /\be-?mails?\b/i, use: "correo electrónico, o correo" },
    { pattern: /\bleads?\b/i, use: "cliente potencial" },
    {
      pattern: /\bstock\b/i,
      use: "existencias (piezas), inventario (vehículos)",
    },
    { pattern: /\bpartners?\b/i, use: "socio" },
    { pattern: /\bparking\b/i, use: "aparcamiento" },
    { pattern: /\bonline\b/i, use: "en línea" },
    { pattern: /\bIT\b/, use: "tecnológico, informático" },
    { pattern: /\bbanners?\b/i, use: "aviso" },
    { pattern: /\btickets?\b/i, use: "justificante" },
    { pattern: /\btablets?\b/i, use: "tableta" },
    { pattern: /\bfeedback\b/i, use: "opinión" },
    { pattern: /Hosting y Housing/, use: "Hosting y housing" },
    { pattern: /\bcompártele\b/i, use: "envíale esta página" },
    {
      pattern: /no (vienen|aparecen) sin avisar/i,
      use: "faltan a su cita sin avisar (a no-show)",
    },
    {
      pattern: /ni un dato|cero errores|sin perder ni un/i,
      use: "a promise the company can keep",
    },
  ],
  en: [
    ...productNames,
    demoLength.en,
    { pattern: /\be-mails?\b/i, use: "email" },
    {
      pattern: /\bjustif(y|ying|ication)\b/i,
      use: "report on how the grant was spent",
    },
    { pattern: /\b(the|current) call\b/i, use: "round (of the programme)" },
    { pattern: /Families, references/i, use: "product groups, codes" },
    { pattern: /Hosting (& Housing|and housing)/, use: "Hosting & housing" },
    {
      pattern: /\b(diar(y|ies)|agendas?)\b/i,
      use: "schedule (a clinic's appointments)",
    },
    { pattern: /\bhauliers?\b/i, use: "carrier (transportista)" },
    {
      pattern: /\b(waybills?|dispatch notes?|delivery slips?)\b/i,
      use: "delivery note (albarán)",
    },
    { pattern: /\bcustomers? record\b/i, use: "client record (ficha)" },
    {
      pattern: /\bmissed appointments?\b/i,
      use: "no-show (a patient who neither comes nor warns)",
    },
    {
      pattern: /no data goes missing|no billing mistakes/i,
      use: "a promise the company can keep",
    },
    {
      pattern: /\bHousing for\b|\bin (its|their|our|your) housing\b/i,
      use: "colocation (housing only in the service's name, Hosting & housing)",
    },
    { pattern: /\bEuropean[- ]zone\b/i, use: "EU-based, in the EU" },
    { pattern: /\bcan't stop\b/i, use: "can't afford to stop" },
    { pattern: /\(CET\)/, use: "Spanish time (CET is wrong half the year)" },
    { pattern: /\bby WhatsApp\b/i, use: "via WhatsApp" },
    {
      pattern: /\bfrequent questions?\b|\bwhat you ask us most\b/i,
      use: "common question, Frequently asked questions",
    },
    { pattern: /\bconcrete (proposal|plan)\b/i, use: "a specific proposal" },
    { pattern: /\bwhatever needs\b/i, use: "anything that needs" },
    { pattern: /\bworth improving\b/i, use: "what could be improved" },
    { pattern: /\bspecialit(y|ies)\b/i, use: "specialty, one spelling" },
    {
      pattern: /\bpassing you between\b/i,
      use: "passing you from one … to another",
    },
    {
      pattern: /\b(Showing|Playing) it loads\b/,
      use: "Showing the map loads, Playing the video loads",
    },
  ],
  fr: [
    ...productNames,
    demoLength.fr,
    { pattern: /\bemails?\b/i, use: "e-mail" },
    { pattern: /\b(hosting|housing)\b/i, use: "hébergement, colocation" },
    { pattern: /^Mentions$/, use: "Informations légales" },
    {
      pattern: /ne viennent pas sans prévenir/i,
      use: "ne se présentent pas, sans même prévenir",
    },
    {
      pattern: /sans perdre un seul|plus aucun/i,
      use: "a promise the company can keep",
    },
  ],
}

/** Strings the specification fixes word for word; they stay as written. */
export const exactStrings: ReadonlySet<string> = new Set(["Email inválido"])
