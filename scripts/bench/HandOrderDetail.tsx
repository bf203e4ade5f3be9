/**
 * The order details screen written by hand: the same widgets as the engine
 * draws, with their props computed in plain TypeScript from the same answer
 * (loanDetails data) and the same copy. The engine-overhead bench times it
 * against resolveScreen + NodeView; it is what the page would cost without the
 * engine, so it must stay equivalent (the bench checks the HTML matches).
 */
import type { Json, WidgetComponent } from '../../renderer/index.ts';
import { moneyRange } from '../../renderer/index.ts';
import { Page } from '../../widgets/Page.tsx';
import { StatusBanner } from '../../widgets/StatusBanner.tsx';
import { ProductCard } from '../../widgets/ProductCard.tsx';
import { Section } from '../../widgets/Section.tsx';
import { ProductOffer } from '../../widgets/ProductOffer.tsx';
import { Button } from '../../widgets/Button.tsx';
import { ServiceLine } from '../../widgets/ServiceLine.tsx';
import { ButtonBar as ButtonBarWidget } from '../../widgets/ButtonBar.tsx';
import { Dialog } from '../../widgets/Dialog.tsx';
import { StarRating } from '../../widgets/StarRating.tsx';

/** The loanDetails answer's fields this screen reads (CONTRACT section 3). */
export interface OrderDetailData {
  orderStatus?: string | number;
  noticeStatusText?: string;
  noticeDesText?: string;
  productName?: string;
  productLogo?: string;
  userOrderDetail?: { detail?: { text: string; value: string }[] };
  isDelay?: string | number;
  telephone?: string;
  reyMsg?: string;
  cardPopTitle?: string;
  cardPopMsg?: string;
  recProducts?: {
    logo: string;
    name: string;
    buttonText: string;
    /** [min, max] in minor units (or the server's text). */
    range: unknown;
    rangeDesc: string;
    rate: string;
    desc: string;
    tags: string[];
    enabled: string | number;
  }[];
}

/** The screen's popup state (all closed on a first visit of the default scenario). */
export interface UiState {
  ratingOpen: boolean;
  stars: number;
  thanksOpen: boolean;
  cardPromptOpen: boolean;
  messageOpen: boolean;
}

interface Props {
  detail: OrderDetailData;
  /** The screen's copy over the app's (the same texts the engine reads). */
  copy: Record<string, string>;
  starLabels: string[];
  /** The market's short month names in the page's language (copy `monthsShort`): a whole-date row reads "Nov 20, 2026". */
  monthsShort: string[];
  servicePhone: string;
  pullToRefresh: { distance: number; maxDamping: number; finishAfterMs: number };
  state: UiState;
  onEvent: (target: string, event: string, payload?: Json) => Promise<void>;
}

// ButtonBar's props are the default JSON bag; typed loosely, as the registry holds it.
const ButtonBar = ButtonBarWidget as WidgetComponent;

const known = ['21', '151', '110', '170', '174', '180', '200'];
const looks: Record<string, { tone: 'blue' | 'red' | 'green'; icon: 'review' | 'approved' | 'rejected' | 'repaying' | 'due' | 'overdue' | 'paid' }> = {
  '21': { tone: 'blue', icon: 'review' },
  '151': { tone: 'blue', icon: 'approved' },
  '110': { tone: 'red', icon: 'rejected' },
  '170': { tone: 'blue', icon: 'repaying' },
  '174': { tone: 'red', icon: 'due' },
  '180': { tone: 'red', icon: 'overdue' },
  '200': { tone: 'green', icon: 'paid' },
};

function statusButtons(status: string, isDelay: string) {
  if ((status === '174' || status === '180') && isDelay === '1') {
    return [
      { key: 'repay', label: 'REPAY', variant: 'primary' },
      { key: 'rollover', label: 'Rollover Repayment', hint: 'Short of money?', variant: 'secondary' },
    ];
  }
  if (status === '174' || status === '180' || status === '170') return [{ key: 'repayment', label: 'Repayment', variant: 'primary' }];
  if (status === '200') return [{ key: 'borrowAgain', label: 'Borrow Again', variant: 'primary' }];
  return [];
}

/** A server row's whole date (2026-11-20) as the PH profile's `day` writes it ("Nov 20, 2026"); any other text as sent. */
const shortDay = (text: string, months: string[]) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  return m && months[Number(m[2]) - 1] ? `${months[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}` : text;
};

export function HandOrderDetail({ detail, copy, starLabels, monthsShort, servicePhone, pullToRefresh, state, onEvent }: Props) {
  const raw = String(detail.orderStatus ?? '');
  const status = known.includes(raw) ? raw : '21';
  const look = looks[status];
  const products = !['170', '174', '180', '200'].includes(status) && detail.recProducts?.length ? detail.recProducts : [];
  const phone = String(detail.telephone ?? '') || servicePhone;
  // The popup order as hand-written code would have it (the screen's tables.popup answers the same): a baseline, not a copy to keep in step.
  const showCardPrompt = state.cardPromptOpen && !state.ratingOpen && !state.thanksOpen;
  const showMessage = state.messageOpen && !state.ratingOpen && !state.thanksOpen && !state.cardPromptOpen;
  const on = (target: string) => (event: string, payload?: Json) => onEvent(target, event, payload);
  return (
    <>
      <Page nodeId="body.0" busy={false} emit={on('page')} title={copy.title} pullToRefresh={pullToRefresh} refreshLabel={copy.refreshing}>
        <StatusBanner
          nodeId="body.0.status"
          busy={false}
          emit={on('status')}
          title={detail.noticeStatusText}
          description={detail.noticeDesText}
          tone={look.tone}
          icon={look.icon}
        />
        <ProductCard
          nodeId="body.0.product"
          busy={false}
          emit={on('product')}
          logo={detail.productLogo}
          name={detail.productName}
          rows={detail.userOrderDetail?.detail?.map((row) => ({ ...row, value: shortDay(row.value, monthsShort) }))}
        />
        {products.length > 0 && (
          <Section nodeId="body.0.recommended" busy={false} emit={on('recommended')} title={copy.recommendTitle}>
            {products.map((p, i) => (
              <ProductOffer
                key={i}
                nodeId={`body.0.recommended.offer.${i}`}
                busy={false}
                emit={on(`offer.${i}`)}
                logo={p.logo}
                name={p.name}
                buttonText={p.buttonText}
                range={moneyRange(p.range, 0)}
                rangeDesc={p.rangeDesc}
                rate={p.rate}
                desc={p.desc}
                tags={p.tags}
                enabled={String(p.enabled) === '1'}
              />
            ))}
            <Button nodeId="body.0.recommended.more" busy={false} emit={on('more')} label={copy.moreProducts} variant="link" />
          </Section>
        )}
        <ServiceLine nodeId="body.0.service" busy={false} emit={on('service')} label={copy.serviceLabel} phone={phone} />
        <ButtonBar nodeId="body.0.actions" busy={false} emit={on('actions')}>
          {statusButtons(status, String(detail.isDelay ?? '')).map((b, i) => (
            <Button
              key={b.key}
              nodeId={`body.0.actions.status-button.${i}`}
              busy={false}
              emit={on(b.key)}
              label={b.label}
              hint={b.hint}
              variant={b.variant as 'primary'}
            />
          ))}
        </ButtonBar>
      </Page>
      {state.ratingOpen && (
        <Dialog nodeId="body.rating" busy={false} emit={on('rating')} title={copy.ratingTitle} message={copy.ratingMessage} closeLabel={copy.close}>
          <StarRating nodeId="body.rating.0" busy={false} emit={on('stars')} value={state.stars} labels={starLabels} />
          <Button nodeId="body.rating.submit" busy={false} emit={on('submit')} label={copy.submit} variant="primary" />
        </Dialog>
      )}
      {state.thanksOpen && (
        <Dialog nodeId="body.thanks" busy={false} emit={on('thanks')} title={copy.thanksTitle} message={copy.thanksMessage} closeLabel={copy.close}>
          <Button nodeId="body.thanks.0" busy={false} emit={on('ok')} label={copy.ok} variant="primary" />
        </Dialog>
      )}
      {showCardPrompt && (
        <Dialog
          nodeId="body.card-prompt"
          busy={false}
          emit={on('card-prompt')}
          title={String(detail.cardPopTitle ?? '') || copy.cardPopTitleDefault}
          message={String(detail.cardPopMsg ?? '') || copy.cardPopMsgDefault}
          closeLabel={copy.close}
        >
          <Button nodeId="body.card-prompt.0" busy={false} emit={on('bind')} label={copy.bindCard} variant="primary" />
        </Dialog>
      )}
      {showMessage && (
        <Dialog nodeId="body.message" busy={false} emit={on('message')} title={copy.messageTitle} message={detail.reyMsg} closeLabel={copy.close}>
          <ButtonBar nodeId="body.message.0" busy={false} emit={on('message-buttons')}>
            <Button nodeId="body.message.0.0" busy={false} emit={on('cancel')} label={copy.cancel} variant="secondary" />
            <Button nodeId="body.message.0.1" busy={false} emit={on('withdraw')} label={copy.withdrawNow} variant="primary" />
          </ButtonBar>
        </Dialog>
      )}
    </>
  );
}
