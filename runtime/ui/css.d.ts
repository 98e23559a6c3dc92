// Stylesheets imported `with { type: 'text' }`: esbuild inlines them as strings, injected on first use.
declare module '*.css' {
  const css: string;
  export default css;
}
