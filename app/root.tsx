import type { ReactNode } from "react"
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router"
import type { Route } from "./+types/root"
import appCss from "./app.css?url"
import { PageFrame } from "./components/layout/page-frame.tsx"
import { localeTag } from "./config/locales.ts"
import { findPageRoute, pages } from "./config/pages.ts"
import { commonContent } from "./content/common/index.ts"
import { localeFromPath } from "./lib/i18n.ts"
import {
  currentYearScript,
  isStaticPage,
  logNotFoundScript,
} from "./lib/page-handle.ts"

/**
 * Nothing is preloaded: text shows at once in a metric-matched fallback font
 * (app/styles/fonts.css), and the icon sprite is requested by the header's first icon.
 */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
]

/** Runs at prerender: the page's language, which page it is, and the shared strings of that language. */
export function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname
  const route = findPageRoute(pathname)
  const locale = route?.locale ?? localeFromPath(pathname)
  return {
    locale,
    pageId: route?.pageId ?? "notFound",
    common: commonContent[locale],
    /** The footer shows it until the visitor's clock replaces it (components/ui/current-year.tsx). */
    buildYear: new Date().getFullYear(),
  } as const
}

/** The frame and the shared strings follow the page: reload them whenever the path changes. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root")
  const locale = data?.locale ?? "es"
  const matches = useMatches()
  return (
    <html lang={localeTag[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0B1B32" />
        {/* With a precedence, React writes the stylesheet ahead of the script preloads in <head>,
            so that on a slow connection the one render-blocking file is not queued behind them. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
      </head>
      {/* The page's accent (config/pages.ts): header, sections, forms and chat inherit its colours. */}
      <body data-accent={pages[data?.pageId ?? "notFound"].accent}>
        {children}
        {isStaticPage(matches) && isPrerendering ? (
          <StaticPageScript isNotFound={data?.pageId === "notFound"} />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  )
}

/**
 * Pages whose route says `hydrate: false` are prerendered without React
 * Router's scripts (no module script, no hydration data), only the few bytes
 * they need inline, allowed by the page's CSP hashes. In a browser that
 * already runs the app (a link followed from a hydrated page) the same page
 * renders with the scripts, so navigation goes on as usual.
 * See docs/decisions/0008-pages-without-script.md.
 */
const isPrerendering = typeof document === "undefined"

function StaticPageScript({ isNotFound }: { readonly isNotFound: boolean }) {
  const code = isNotFound
    ? `${currentYearScript};${logNotFoundScript}`
    : currentYearScript
  // Fixed code from this module, never data: React would escape its quotes as text.
  // eslint-disable-next-line react/no-danger
  return <script dangerouslySetInnerHTML={{ __html: code }} />
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame pageId={loaderData.pageId} common={loaderData.common}>
      <Outlet />
    </PageFrame>
  )
}
