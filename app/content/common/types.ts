import type { LinkTarget } from "#app/config/links.ts"
import type { Locale } from "#app/config/locales.ts"
import type { FormsContent } from "./forms/types.ts"

export interface NavLink {
  readonly label: string
  readonly to: LinkTarget
  /** One line under the label in dropdown menus. */
  readonly description?: string
}

export interface FooterColumn {
  readonly title: string
  readonly links: readonly NavLink[]
}

export interface CommonContent {
  readonly brandTagline: string
  readonly skipToContent: string
  /** Accessible name of the notifications area (toasts). */
  readonly notifications: string
  readonly nav: {
    readonly label: string
    readonly home: string
    readonly services: NavLink
    readonly industries: {
      readonly label: string
      readonly links: readonly NavLink[]
    }
    readonly hosting: NavLink
    readonly products: {
      readonly label: string
      readonly links: readonly NavLink[]
    }
    readonly contact: NavLink
    /** Name of the mobile menu button; its expanded state says whether the menu is open. */
    readonly menu: string
  }
  readonly language: {
    readonly label: string
    readonly names: Readonly<Record<Locale, string>>
    readonly unavailable: string
  }
  readonly footer: {
    readonly blurb: string
    readonly services: FooterColumn
    readonly quickLinks: FooterColumn
    readonly industries: FooterColumn
    readonly legal: FooterColumn
    readonly clinicSpecialties: FooterColumn
    readonly contactTitle: string
    readonly rights: string
    readonly opensInNewTab: string
  }
  readonly chat: {
    readonly open: string
    readonly close: string
    readonly title: string
    readonly frameTitle: string
    readonly fallbackIntro: string
    readonly callUs: string
    readonly writeUs: string
    readonly whatsapp: string
  }
  readonly pageHeaders: {
    readonly contact: string
    readonly clinicSlogan: string
    readonly connextTagline: string
    readonly automotiveTagline: string
  }
  readonly share: {
    /** 'Descubre {title}: {description}' */
    readonly template: string
    readonly title: string
    readonly copyLink: string
    readonly copied: string
    readonly shareOn: string
    readonly networks: {
      readonly x: string
      readonly facebook: string
      readonly linkedin: string
      readonly whatsapp: string
    }
  }
  readonly media: {
    readonly playVideo: string
    readonly videoConsent: string
    readonly showMap: string
    readonly mapConsent: string
    readonly openInMaps: string
    readonly watchOnYoutube: string
  }
  readonly carousel: {
    readonly previous: string
    readonly next: string
    readonly slide: string
    readonly rating: string
  }
  readonly hours: {
    readonly label: string
    /** 'Lunes a viernes, 9:00 a 18:00' */
    readonly weekdays: string
  }
  readonly contactCard: {
    readonly address: string
    readonly phone: string
    readonly email: string
  }
  readonly forms: FormsContent
}
