/** The site's own client directive (app/directives/interaction.ts), for `astro check`. */
import "astro"

declare module "astro" {
  interface AstroClientDirectives {
    "client:interaction"?: boolean
  }
}
