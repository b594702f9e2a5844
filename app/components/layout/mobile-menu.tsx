import { Fragment } from "react"
import {
  groupLanguage,
  LanguageNote,
} from "#app/components/ui/link-language.tsx"
import { useCommon } from "#app/hooks/use-common.ts"
import type { CommonContent, NavLink } from "#app/lib/frame-content.ts"
import { ContactLink, NavItem } from "./nav-links.tsx"

export const MOBILE_MENU_ID = "mobile-menu"

interface MobileMenuProps {
  readonly nav: CommonContent["nav"]
}

/**
 * The phone navigation: a native popover under the header, opened by the
 * menu button with `popovertarget`, so it opens and closes (button, Escape,
 * outside click) without script; app/scripts/menus.ts (by `data-menu`) keeps
 * the button's expanded state, closes the menu when a link is chosen and adds
 * the arrow keys. A list whose links all lead to pages in another language
 * says so once, in a note under its heading.
 */
export function MobileMenu({ nav }: MobileMenuProps) {
  const { locale } = useCommon()
  const noteClass = "px-3 text-xs text-slate-600"
  const list = (links: readonly NavLink[], className: string) => {
    const noted = groupLanguage(
      links.map((link) => link.to),
      locale,
    )
    return (
      <>
        <LanguageNote hrefLang={noted} className={noteClass} />
        <ul className={className}>
          {links.map((link) => (
            <NavItem
              key={link.label}
              link={link}
              isNoted={noted !== undefined}
              className="flex min-h-11 items-center rounded-lg px-3 text-base font-medium hover:bg-sky"
            />
          ))}
        </ul>
      </>
    )
  }

  return (
    <nav
      id={MOBILE_MENU_ID}
      popover="auto"
      data-menu=""
      // Named as its button is, apart from the desktop navigation.
      aria-label={nav.menu}
      className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-t border-slate-200 bg-white text-ink shadow-raised lg:hidden"
    >
      <div className="container-page py-4">
        {list([nav.services, nav.hosting], "space-y-1")}
        {[nav.industries, nav.products].map((group) => (
          <Fragment key={group.label}>
            <p className="mt-4 px-3 text-xs font-semibold tracking-wider text-slate-600 uppercase">
              {group.label}
            </p>
            {list(group.links, "mt-1 space-y-1")}
          </Fragment>
        ))}
        {/* Contact belongs with the first list, whose note, if any, says its language. */}
        <ContactLink
          link={nav.contact}
          isNoted={
            groupLanguage(
              [nav.services.to, nav.hosting.to, nav.contact.to],
              locale,
            ) !== undefined
          }
          className="mt-5 flex min-h-12 justify-center"
        />
      </div>
    </nav>
  )
}
