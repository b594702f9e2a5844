import type { LinkTarget } from "#app/config/link-targets.ts"
import type { Locale } from "#app/config/locales.ts"
import type { FormsContent } from "./forms/types.ts"
import type { FooterTargets, navTargets } from "./nav-targets.ts"

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
  /** Said to screen readers after a link to another site (components/ui/external-link.tsx). */
  readonly opensInNewTab: string
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
    /**
     * Said after a link to a page that exists only in another language,
     * visibly and to screen readers: "Car dealerships (Spanish)".
     */
    readonly linkLanguage: Readonly<Record<Locale, string>>
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
  }
  readonly chat: {
    readonly open: string
    readonly close: string
    readonly title: string
    readonly frameTitle: string
    /** Shown in the panel until the assistant's page is loaded: nothing of it loads before. */
    readonly beforeLoading: string
    /** The link that opens the assistant's page (in a new tab, without script). */
    readonly openAssistant: string
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
    /** The address's country in this language, written when the page is built (with-links.ts). */
    readonly country: string
  }
  readonly forms: FormsContent
}

/** The words of a list of links, by the keys of their targets in nav-targets.ts. */
export type LinkLabels<T> = { readonly [K in keyof T]: string }

/** The words of a dropdown's links: each label and the line under it. */
export type MenuLabels<T> = {
  readonly [K in keyof T]: {
    readonly label: string
    readonly description: string
  }
}

type NavTargets = typeof navTargets

/**
 * What each language writes for the shared frame. Where the links lead and
 * the names that read the same in every language come from nav-targets.ts.
 */
export interface CommonStrings extends Omit<
  CommonContent,
  "nav" | "language" | "footer" | "chat" | "share" | "contactCard"
> {
  readonly contactCard: Omit<CommonContent["contactCard"], "country">
  readonly nav: {
    readonly label: string
    readonly home: string
    readonly services: string
    readonly industries: {
      readonly label: string
      readonly links: MenuLabels<NavTargets["industries"]>
    }
    readonly hosting: string
    readonly products: {
      readonly label: string
      readonly links: MenuLabels<NavTargets["products"]>
    }
    readonly contact: string
    readonly menu: string
  }
  readonly language: Omit<CommonContent["language"], "names">
  readonly footer: Omit<CommonContent["footer"], keyof FooterTargets> & {
    readonly [K in keyof FooterTargets]: {
      readonly title: string
      readonly links: LinkLabels<FooterTargets[K]>
    }
  }
  readonly chat: Omit<CommonContent["chat"], "whatsapp">
  readonly share: Omit<CommonContent["share"], "networks">
}
