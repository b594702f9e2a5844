/** The hashed address of the icon sprite, written at build time. */
declare module "virtual:icon-sprite" {
  export const spriteHref: string
}
