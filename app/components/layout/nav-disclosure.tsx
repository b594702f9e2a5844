import type { NavLink } from "#app/lib/frame-content.ts"
import { AppLink } from "#app/components/ui/app-link.tsx"
import {
  groupLanguage,
  LanguageNote,
  LinkLanguage,
} from "#app/components/ui/link-language.tsx"
import { useCommon } from "#app/hooks/use-common.ts"
import { resolveLink } from "#app/lib/resolve-link.ts"
import { PopoverMenu } from "./popover-menu.tsx"
import { Icon } from "#app/components/ui/icon.tsx"

interface NavDisclosureProps {
  /** Id of the panel, which the button names in `popovertarget`. */
  readonly id: string
  readonly label: string
  readonly links: readonly NavLink[]
}

/**
 * A dropdown of the desktop navigation: a button that shows a list of links
 * (the disclosure pattern recommended for site navigation), built on the
 * Popover API so that it opens, closes and navigates without script. Where
 * all its links lead to pages in another language, a note at its top says so
 * once.
 */
export function NavDisclosure({ id, label, links }: NavDisclosureProps) {
  const { locale } = useCommon()
  const noted = groupLanguage(
    links.map((link) => link.to),
    locale,
  )
  return (
    <PopoverMenu
      id={id}
      className="group/disclosure"
      trigger={
        <>
          {label}
          <Icon
            name="chevronDown"
            className="size-4 transition-transform group-has-[:popover-open]/disclosure:rotate-180"
            aria-hidden="true"
          />
        </>
      }
      buttonProps={{ className: "gap-1 font-medium" }}
      panelProps={{ className: "popover-below w-80 p-2" }}
    >
      <LanguageNote
        hrefLang={noted}
        className="px-3 pt-1.5 pb-1 text-xs text-slate-600"
      />
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <AppLink
              to={link.to}
              languageMark="none"
              className="block rounded-lg px-3 py-2.5 hover:bg-sky focus-visible:bg-sky"
            >
              <span className="block text-sm font-semibold">
                {link.label}
                <LinkLanguage
                  hrefLang={resolveLink(link.to, locale).hrefLang}
                  isNoted={noted !== undefined}
                />
              </span>
              {link.description ? (
                <span className="block text-sm text-slate-600">
                  {link.description}
                </span>
              ) : null}
            </AppLink>
          </li>
        ))}
      </ul>
    </PopoverMenu>
  )
}
