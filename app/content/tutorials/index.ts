import { es } from "./es.ts"

/** The tutorials exist in Spanish only (SPEC.md point 2). */
export const tutorialContent = { es }
