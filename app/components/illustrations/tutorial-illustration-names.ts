/**
 * The drawings of the app's modules a tutorial may name (`illustration:` in
 * its front matter); tutorial-illustration.tsx draws each, and a drawing of
 * the app for a tutorial that names none.
 */
export const tutorialIllustrations = [
  "clients",
  "carriers",
  "deliveryNotes",
  "invoices",
  "reports",
] as const

export type TutorialIllustrationName = (typeof tutorialIllustrations)[number]
