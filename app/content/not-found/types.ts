import type { PageOpening } from "#app/content/common/page-content.ts"

/** The not-found page: its head tags and a hero that leads back to the start. */
export type NotFoundContent = PageOpening
