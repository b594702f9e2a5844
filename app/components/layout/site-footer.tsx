import { business } from "#app/config/business.ts"
import type { FooterColumn } from "#app/lib/frame-content.ts"
import { AppLink } from "#app/components/ui/app-link.tsx"
import {
  groupLanguage,
  LanguageNote,
} from "#app/components/ui/link-language.tsx"
import { CurrentYear } from "#app/components/ui/current-year.tsx"
import { useCommon } from "#app/hooks/use-common.ts"
import { BrandLogo } from "./brand-logo.tsx"
import { Icon } from "#app/components/ui/icon.tsx"

interface SiteFooterProps {
  /** The clinic page's footer: clinic specialties instead of industries, and no hosting link. */
  readonly variant?: "shared" | "clinic"
}

export function SiteFooter({ variant = "shared" }: SiteFooterProps) {
  const { footer } = useCommon().common
  const services: FooterColumn =
    variant === "clinic"
      ? {
          ...footer.services,
          links: footer.services.links.filter(
            (l) => !("page" in l.to && l.to.hash === "hosting"),
          ),
        }
      : footer.services
  const third =
    variant === "clinic" ? footer.clinicSpecialties : footer.industries
  const address = business.address.value
  const addressLine = `${address.street}, ${address.postalCode} ${address.locality} (${address.region})`
  const rights = ` ${business.brand}. ${footer.rights}`
  const columns = (list: readonly FooterColumn[]) =>
    list.map((column) => <FooterLinks key={column.title} column={column} />)

  return (
    <footer
      className="bg-ink text-slate-300 print:hidden!"
      data-variant={variant}
    >
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:py-18">
        <div>
          <BrandLogo isInverted label={business.brand} />
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            {footer.blurb}
          </p>
          <ul className="mt-6 space-y-2 text-sm">
            <li className="flex items-start gap-2">
              <Icon
                name="mapPin"
                className="mt-0.5 size-4 shrink-0 text-sky-300"
                aria-hidden="true"
              />
              <span>{addressLine}</span>
            </li>
            {[
              {
                icon: "phone" as const,
                href: business.phone.value.href,
                text: business.phone.value.display,
              },
              {
                icon: "mail" as const,
                href: `mailto:${business.email.value}`,
                text: business.email.value,
              },
            ].map(({ icon, href, text }) => (
              <li key={href} className="flex items-center gap-2">
                <Icon
                  name={icon}
                  className="size-4 shrink-0 text-sky-300"
                  aria-hidden="true"
                />
                <a href={href} className="hover:text-white">
                  {text}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {columns([services, footer.quickLinks])}
        <div className="grid gap-10 sm:col-span-2 sm:grid-cols-2 lg:col-span-1 lg:grid-cols-1">
          {columns([third, footer.legal])}
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-sm">
          {"© "}
          <CurrentYear />
          {rights}
        </p>
      </div>
    </footer>
  )
}

interface FooterLinksProps {
  readonly column: FooterColumn
}

/** A column of links; where they all lead to pages in another language, a note says so once. */
function FooterLinks({ column }: FooterLinksProps) {
  const { locale } = useCommon()
  const noted = groupLanguage(
    column.links.map((link) => link.to),
    locale,
  )
  return (
    <nav aria-label={column.title}>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
        {column.title}
      </h2>
      <LanguageNote hrefLang={noted} className="mt-1 text-xs text-slate-400" />
      <ul className={noted ? "mt-3 space-y-1" : "mt-4 space-y-1"}>
        {column.links.map((link) => (
          <li key={link.label}>
            <AppLink
              to={link.to}
              languageMark={noted ? "noted" : "shown"}
              className="inline-flex min-h-10 items-center text-sm hover:text-white hover:underline"
            >
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
