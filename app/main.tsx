/** Entry of the product web views (index.html). */
import { App } from './App';
import { boot } from './boot';

void boot(App);
