import { localeTag, type Locale } from "#app/config/locales.ts"
import { pagePath, type PageId } from "#app/config/pages.ts"
import { business } from "#app/config/business.ts"
import type { Weekday } from "#app/schemas/business.ts"

/**
 * JSON-LD for search engines: the organisation as a local business on the
 * home pages, each software product as a SoftwareApplication on its page,
 * breadcrumbs on the tutorials, and each news post as a NewsArticle.
 */

/** The days' names as Google's and schema.org's examples of opening hours write them. */
const dayNames = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
} as const satisfies Record<Weekday, string>

export function localBusiness(
  origin: string,
  locale: Locale,
  description: string,
) {
  const address = business.address.value
  const hours = business.hours.value
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${origin}/#organization`,
    name: business.brand,
    legalName: business.legalName.value,
    description,
    url: origin + (pagePath("home", locale) ?? "/"),
    logo: `${origin}/favicon.svg`,
    image: `${origin}/og/home.${locale}.png`,
    telephone: business.phone.value.href.replace(/^tel:/, ""),
    email: business.email.value,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.locality,
      addressRegion: address.region,
      addressCountry: address.countryCode,
    },
    geo: { "@type": "GeoCoordinates", ...business.geo.value },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: hours.days.map((d) => dayNames[d]),
        opens: hours.opens,
        closes: hours.closes,
      },
    ],
    areaServed: "ES",
    sameAs: Object.values(business.social.value),
  }
}

/** Pages that present one of TRABEM's software products, and what kind of software it is. */
export const softwarePages: Partial<
  Record<PageId, { name: string; category: string }>
> = {
  clinicAppointments: {
    name: "TrAbem Flex Salud",
    category: "HealthApplication",
  },
  clinicAgents: { name: "TrAbem Flex Clínica", category: "HealthApplication" },
  connext: { name: "TRABEM Connext", category: "CommunicationApplication" },
  quarry: { name: "TRABEM Canteras", category: "BusinessApplication" },
  automotive: { name: "TRABEM Automoción", category: "BusinessApplication" },
}

export function softwareApplication(
  origin: string,
  pageId: PageId,
  locale: Locale,
  description: string,
) {
  const product = softwarePages[pageId]
  if (!product) return undefined
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: product.name,
    applicationCategory: product.category,
    operatingSystem: "Web, Android, iOS",
    description,
    url: origin + (pagePath(pageId, locale) ?? "/"),
    inLanguage: localeTag[locale],
    provider: {
      "@type": "Organization",
      "@id": `${origin}/#organization`,
      name: business.brand,
    },
  }
}

export interface Crumb {
  readonly name: string
  readonly path: string
}

export function breadcrumbList(origin: string, crumbs: readonly Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: origin + crumb.path,
    })),
  }
}

export interface Article {
  /** Its page's address. */
  readonly url: string
  readonly headline: string
  readonly description: string
  /** Its social image's address. */
  readonly image: string
  /** `YYYY-MM-DD`. */
  readonly datePublished: string
  readonly locale: Locale
}

/** A news post, by the organisation the home page describes. */
export function newsArticle(origin: string, article: Article) {
  const organization = {
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: business.brand,
    url: `${origin}/`,
  }
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.headline,
    description: article.description,
    image: [article.image],
    datePublished: article.datePublished,
    inLanguage: localeTag[article.locale],
    url: article.url,
    mainEntityOfPage: article.url,
    author: organization,
    publisher: {
      ...organization,
      logo: { "@type": "ImageObject", url: `${origin}/apple-touch-icon.png` },
    },
  }
}
