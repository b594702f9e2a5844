import type { LinkTarget } from "#app/config/link-targets.ts"
import { localeTag, type Locale } from "#app/config/locales.ts"
import { business } from "#app/config/business.ts"
import {
  fixedNames,
  footerTargets,
  navTargets,
  type FooterTargets,
} from "#app/config/nav-targets.ts"
import type { UiStrings } from "#app/schemas/ui.ts"

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

type Targets = Readonly<Record<string, LinkTarget>>
type Labels = Readonly<Record<string, string>>
type MenuLabels = Readonly<
  Record<string, { readonly label: string; readonly description: string }>
>

/**
 * The shared frame's words in one language (app/content/ui/<locale>.yaml)
 * with where its links lead (app/config/nav-targets.ts) and the names every
 * language shares: what the header, menus, footer and chat are drawn from.
 */
export interface CommonContent extends Omit<
  UiStrings,
  "nav" | "language" | "footer" | "chat" | "share" | "contactCard"
> {
  readonly nav: Omit<
    UiStrings["nav"],
    "services" | "industries" | "hosting" | "products" | "contact"
  > & {
    readonly services: NavLink
    readonly industries: { readonly label: string; readonly links: NavLink[] }
    readonly hosting: NavLink
    readonly products: { readonly label: string; readonly links: NavLink[] }
    readonly contact: NavLink
  }
  readonly language: UiStrings["language"] & {
    readonly names: Readonly<Record<Locale, string>>
    /**
     * Said after a link to a page that exists only in another language:
     * "Car dealerships (Spanish)", visibly unless its group has a note.
     */
    readonly linkLanguage: Readonly<Record<Locale, string>>
  }
  readonly footer: Pick<
    UiStrings["footer"],
    "blurb" | "contactTitle" | "rights"
  > &
    Readonly<Record<keyof FooterTargets, FooterColumn>>
  readonly chat: UiStrings["chat"] & { readonly whatsapp: string }
  readonly share: UiStrings["share"] & {
    readonly networks: typeof fixedNames.networks
  }
  readonly contactCard: UiStrings["contactCard"] & {
    /** The address's country in this language, written when the page is built. */
    readonly country: string
  }
}

/** A table's targets with their labels, in the table's order. */
function linksOf(targets: Targets, labels: Labels): NavLink[] {
  return Object.entries(targets).map(([key, to]) => ({
    label: labels[key] ?? "",
    to,
  }))
}

function menuOf(targets: Targets, labels: MenuLabels): NavLink[] {
  return Object.entries(targets).map(([key, to]) => ({
    label: labels[key]?.label ?? "",
    to,
    description: labels[key]?.description,
  }))
}

function columnsOf(locale: Locale, footer: UiStrings["footer"]) {
  const targets = footerTargets(locale)
  const columns = {} as Record<keyof FooterTargets, FooterColumn>
  for (const key of Object.keys(targets) as (keyof FooterTargets)[]) {
    columns[key] = {
      title: footer[key].title,
      links: linksOf(targets[key], footer[key].links),
    }
  }
  return columns
}

/**
 * A language's words for the shared frame, with where its links lead and the
 * names every language shares. The schema of the words has one label per
 * target, so no label here is missing.
 */
export function frameContent(
  locale: Locale,
  strings: UiStrings,
  linkLanguage: Readonly<Record<Locale, string>>,
): CommonContent {
  const { nav, language, footer } = strings
  return {
    ...strings,
    nav: {
      label: nav.label,
      home: nav.home,
      menu: nav.menu,
      services: { label: nav.services, to: navTargets.services },
      industries: {
        label: nav.industries.label,
        links: menuOf(navTargets.industries, nav.industries.links),
      },
      hosting: { label: nav.hosting, to: navTargets.hosting },
      products: {
        label: nav.products.label,
        links: menuOf(navTargets.products, nav.products.links),
      },
      contact: { label: nav.contact, to: navTargets.contact },
    },
    language: { ...language, names: fixedNames.languages, linkLanguage },
    footer: {
      blurb: footer.blurb,
      contactTitle: footer.contactTitle,
      rights: footer.rights,
      ...columnsOf(locale, footer),
    },
    chat: { ...strings.chat, whatsapp: fixedNames.networks.whatsapp },
    // Named here, when the page is built, in the page's language.
    contactCard: {
      ...strings.contactCard,
      country:
        new Intl.DisplayNames([localeTag[locale]], { type: "region" }).of(
          business.address.value.countryCode,
        ) ?? business.address.value.countryCode,
    },
    share: { ...strings.share, networks: fixedNames.networks },
  }
}
