import type { ReactNode } from "react"
import type { HelpGuides } from "#app/lib/tutorial-guide.ts"
import { describeCount } from "#app/lib/search-guides.ts"
import { GuideEmptyState } from "./guide-empty-state.tsx"
import { HelpGuideCard } from "./help-guide-card.tsx"
import { SupportTile } from "./support-tile.tsx"
import { Icon } from "#app/components/ui/icon.tsx"

interface GuideSearchProps {
  readonly content: HelpGuides
  /**
   * The search form (GuideSearchForm) inside the page's GuideSearchField
   * island, which filters the cards once the visitor reaches for it.
   */
  readonly searchField?: ReactNode
}

/** The search's hint and results; a page has one search, so the ids are fixed. */
const HINT_ID = "guide-search-hint"
const RESULTS_ID = "guide-results"

/**
 * A search field over the guide cards. The HTML lists every guide, so without
 * JavaScript nothing is hidden; the search field's island
 * (guide-search-field.tsx) filters the cards as you type (each card carries
 * the text it is found by), words the count from the templates on the
 * status line, and swaps the list for the empty state, rendered hidden, when
 * no guide matches.
 */
export function GuideSearch({ content, searchField }: GuideSearchProps) {
  const { search } = content

  return (
    <div className="mt-10" data-guide-search>
      {searchField}
      <p
        role="status"
        data-testid="guide-count"
        data-count-none={search.countNone}
        data-count-one={search.countOne}
        data-count-many={search.countMany}
        className="mt-6 text-sm font-semibold text-slate-700 print:hidden!"
      >
        {describeCount(search, content.items.length, "")}
      </p>
      <ul
        id={RESULTS_ID}
        data-guide-list
        className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      >
        {content.items.map((guide) => (
          <HelpGuideCard
            key={guide.slug}
            guide={guide}
            openLabel={content.open}
          />
        ))}
        <SupportTile content={content.supportTile} />
      </ul>
      <div className="mt-4" hidden data-guide-empty>
        <GuideEmptyState
          title={search.emptyTitle}
          text={search.emptyText}
          showAll={search.showAll}
        />
      </div>
    </div>
  )
}

/**
 * The search form: its field, named and hinted; the page puts it inside the
 * GuideSearchField island.
 */
export function GuideSearchForm({
  search,
}: {
  readonly search: HelpGuides["search"]
}) {
  return (
    <form role="search" className="max-w-2xl print:hidden!">
      <label htmlFor="guide-search" className="block font-semibold text-ink">
        {search.label}
      </label>
      <div className="relative mt-2">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id="guide-search"
          name="q"
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={search.placeholder}
          aria-describedby={HINT_ID}
          aria-controls={RESULTS_ID}
          className="h-14 w-full rounded-full border border-slate-300 bg-white pr-5 pl-12 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
        />
      </div>
      <p id={HINT_ID} className="mt-2 text-sm text-slate-600">
        {search.hint}
      </p>
    </form>
  )
}
