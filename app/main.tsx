/** Entry of the product web views (index.html). */
import { App } from './App';
import { boot } from './boot';
import { preloadPath } from './screens';
import { reloadWhenRestored } from './reloadWhenRestored';

reloadWhenRestored();
// A prerendered page (site, legal) keeps its markup until its screen is ready: no loader flash.
void preloadPath(window.location.pathname).then(() => boot(App));
