/** Entry of the promotion pages (promo/index.html). */
import { PromoApp } from './PromoApp';
import { boot } from './boot';

void boot(PromoApp);
