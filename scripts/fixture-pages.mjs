// The demo's fixture pages (issue 2, "The newcomer's path"), shared by the browser tests and the
// bench. `setup` is visited first in the same browser context when the page needs state.
export const fixturePages = [
  { path: '/resena-mejor-hosting/', label: 'artículo' },
  { path: '/tienda/', label: 'tienda' },
  { path: '/producto/camiseta-basica/', label: 'producto simple' },
  { path: '/producto/sudadera-con-capucha/', label: 'producto variable' },
  // With a line in it: the cart form, its remove links and totals are what the page is for.
  { path: '/carrito/', label: 'carrito', setup: '/?add-to-cart=22' },
  // Redirects to /carrito/ while the cart is empty.
  { path: '/finalizar-compra/', label: 'finalizar compra', setup: '/?add-to-cart=22' },
  { path: '/contacto/', label: 'contacto' },
  { path: '/formulario-completo/', label: 'formulario completo' },
  { path: '/producto/camiseta-de-colores/', label: 'producto con búsqueda en el servidor' },
  { path: '/producto/sudadera-personalizable/', label: 'producto con 1.296 variaciones' },
  { path: '/podcast/', label: 'podcast' },
  { path: '/blog-filtrado/', label: 'blog filtrado' },
  // A first visit: the offer popup waits for the second page view, so no React.
  { path: '/promociones/', label: 'promociones' },
  // The header menus, in-page anchors, tab hashes and image links (docs/site-nav.md).
  { path: '/navegacion/', label: 'navegación' },
  // Share buttons, countdowns, progress tracker, carousel, login widget and floating buttons.
  { path: '/novedades/', label: 'novedades' },
];
