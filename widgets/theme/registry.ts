import type { WidgetDef } from '../../runtime/core/types.ts';

// The theme's own islands (Hello Elementor's header menu). What each field says: widgets/registry.ts.
export const themeWidgets: readonly WidgetDef[] = [
  {
    // Hello Elementor's header: the mobile menu's toggle and its dropdown.
    name: 'site-menu',
    hydrate: 'load',
    selector: '.site-header .site-navigation-toggle-holder',
    standsAsideFor: ['hello-theme-frontend'],
    load: () => import('./site-menu/site-menu.ts'),
  },
];
