import type { PageOpening } from "#app/content/common/page-shapes.ts"

/** The not-found page: its head tags and a hero that leads back to the start. */
export type NotFoundContent = PageOpening
