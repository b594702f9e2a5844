import { Check, ChevronDown, Globe } from "lucide-react"
import { DropdownMenu } from "radix-ui"
import { Link } from "react-router"
import type { Locale } from "#app/config/locales.ts"
import type { PageId } from "#app/config/pages.ts"
import type { CommonContent } from "#app/content/common/types.ts"
import { cn } from "#app/lib/cn.ts"
import { switcherEntries } from "#app/lib/i18n.ts"

interface LanguageSwitcherProps {
  readonly pageId: PageId
  readonly locale: Locale
  readonly content: CommonContent["language"]
  readonly className?: string
}

/** ES, FR, EN: the same page in another language, or that language's home; unavailable ones disabled. */
export function LanguageSwitcher({
  pageId,
  locale,
  content,
  className,
}: LanguageSwitcherProps) {
  const entries = switcherEntries(pageId, locale)
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          "inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold uppercase transition-colors hover:bg-black/5",
          className,
        )}
        aria-label={`${content.label}: ${content.names[locale]}`}
        data-testid="language-switcher"
      >
        <Globe className="size-4" aria-hidden="true" />
        {locale}
        <ChevronDown className="size-3.5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-44 rounded-xl border border-slate-200 bg-white p-1.5 text-ink shadow-raised"
        >
          {entries.map((entry) => (
            <DropdownMenu.Item
              key={entry.locale}
              disabled={!entry.isActive}
              asChild={entry.isActive}
              className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 text-sm outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-500 data-[highlighted]:bg-sky"
            >
              {entry.isActive ? (
                <Link
                  to={entry.href}
                  lang={entry.locale}
                  hrefLang={entry.locale}
                >
                  <span>
                    <span className="mr-2 font-semibold uppercase">
                      {entry.locale}
                    </span>
                    {content.names[entry.locale]}
                  </span>
                  {entry.isCurrent ? (
                    <Check className="size-4 text-brand" aria-hidden="true" />
                  ) : null}
                </Link>
              ) : (
                <span lang={entry.locale}>
                  <span className="mr-2 font-semibold uppercase">
                    {entry.locale}
                  </span>
                  {content.names[entry.locale]}
                  <span className="sr-only"> ({content.unavailable})</span>
                </span>
              )}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
