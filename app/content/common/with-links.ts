import type { LinkTarget } from "#app/config/link-targets.ts"
import { localeTag, type Locale } from "#app/config/locales.ts"
import { business } from "#app/config/business.ts"
import {
  fixedNames,
  footerTargets,
  navTargets,
  type FooterTargets,
} from "./nav-targets.ts"
import type {
  CommonContent,
  CommonStrings,
  FooterColumn,
  LinkLabels,
  MenuLabels,
  NavLink,
} from "./types.ts"

type Targets = Readonly<Record<string, LinkTarget>>

/** A table's keys with their targets, in the table's order. */
function entriesOf<T extends Targets>(targets: T) {
  return Object.entries(targets) as [keyof T & string, LinkTarget][]
}

function linksOf<T extends Targets>(targets: T, labels: LinkLabels<T>) {
  return entriesOf(targets).map(([key, to]): NavLink => ({
    label: labels[key],
    to,
  }))
}

function menuOf<T extends Targets>(targets: T, labels: MenuLabels<T>) {
  return entriesOf(targets).map(([key, to]): NavLink => ({
    label: labels[key].label,
    to,
    description: labels[key].description,
  }))
}

function columnOf<T extends Targets>(
  targets: T,
  strings: { readonly title: string; readonly links: LinkLabels<T> },
): FooterColumn {
  return { title: strings.title, links: linksOf(targets, strings.links) }
}

function columnsOf(
  targets: FooterTargets,
  strings: CommonStrings["footer"],
): Record<keyof FooterTargets, FooterColumn> {
  return {
    services: columnOf(targets.services, strings.services),
    quickLinks: columnOf(targets.quickLinks, strings.quickLinks),
    industries: columnOf(targets.industries, strings.industries),
    legal: columnOf(targets.legal, strings.legal),
    clinicSpecialties: columnOf(
      targets.clinicSpecialties,
      strings.clinicSpecialties,
    ),
  }
}

/**
 * A language's words for the shared frame, with where its links lead and the
 * names every language shares. Marked free of side effects so that a bundle
 * which never reads the shared content leaves it out.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withLinks(
  locale: Locale,
  strings: CommonStrings,
): CommonContent {
  const { nav, language, footer } = strings
  return {
    ...strings,
    nav: {
      ...nav,
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
    language: {
      label: language.label,
      names: fixedNames.languages,
      unavailable: language.unavailable,
      linkLanguage: language.linkLanguage,
    },
    footer: { ...footer, ...columnsOf(footerTargets(locale), footer) },
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
