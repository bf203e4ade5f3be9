/**
 * The fair limit of issue 18: order details as a plain hand-written React page.
 * At the start of its one bundle it asks for the order with plain `fetch` (the
 * request the app's loanDetails makes: method, path, common parameters in the
 * query, form-encoded body), then draws HandOrderDetail, the engine's markup,
 * from the answer. No engine, no router, no schema, no axios: the copy and the
 * endpoint are written in at build time (buildBenchPages.ts, handPageConfig.ts),
 * as a hand-written page would carry them.
 */
import { createRoot } from 'react-dom/client';
import { commonParams, withAliases } from '../../../../actions/api/commonParams.ts';
import { HandOrderDetail, type OrderDetailData } from '../../HandOrderDetail.tsx';
import type { HandPageConfig } from '../../handPageConfig.ts';
import '../../../../widgets/widgets.css';

declare const __HAND_PAGE__: HandPageConfig;
const config = __HAND_PAGE__;

const query = withAliases(Object.fromEntries(new URLSearchParams(window.location.search)));
const body = new URLSearchParams();
for (const [field, key] of config.body) if (query[key] !== undefined) body.set(field, query[key]);
const qs = new URLSearchParams({ ...commonParams(query), lang: config.lang }).toString();

const answer = fetch(config.endpoint.path + (qs ? `?${qs}` : ''), {
  method: config.endpoint.method,
  headers: {
    'X-Requested-With': 'XMLHttpRequest',
    'Accept-Language': config.acceptLanguage,
    'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8',
  },
  body,
}).then((res) => res.json() as Promise<{ data?: OrderDetailData }>);

void answer.then(({ data }) => {
  createRoot(document.getElementById('root')!).render(
    <HandOrderDetail
      detail={data ?? {}}
      copy={config.copy}
      starLabels={config.starLabels}
      monthsShort={config.monthsShort}
      servicePhone={config.servicePhone}
      pullToRefresh={config.pullToRefresh}
      state={config.state}
      onEvent={async () => {}}
    />,
  );
});
