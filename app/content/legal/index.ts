import { en } from "./en.ts"
import { es } from "./es.ts"

export const legalContent = { es, en }
