/**
 * What a `.astro` file exports, for `tsc`, which does not read those files
 * (`astro check` types their insides): a component Astro can render, as the
 * tests do with its container.
 */
declare module "*.astro" {
  import type { experimental_AstroContainer } from "astro/container"

  const Component: Parameters<experimental_AstroContainer["renderToString"]>[0]
  export default Component
}
