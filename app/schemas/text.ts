import { z } from "astro/zod"

/** Words a visitor reads: never empty. */
export const text = z.string().trim().min(1)
